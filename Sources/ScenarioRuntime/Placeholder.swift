// Interpreter lives here.
