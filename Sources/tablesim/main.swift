print("tablesim")
