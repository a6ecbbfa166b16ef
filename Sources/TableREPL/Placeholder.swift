// REPL lives here.
