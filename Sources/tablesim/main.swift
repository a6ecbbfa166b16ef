// TEMPORARY (repl branch only): start the REPL when stdin is a terminal, so
// the tmux end-to-end test has something to drive. The real CLI replaces this.
import Foundation
import TableREPL

if CommandLine.arguments.count == 1 && isatty(STDIN_FILENO) != 0 {
    exit(REPLMain.run())
}
print("tablesim")
