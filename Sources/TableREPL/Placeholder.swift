/// Placeholder until the REPL lands.
public enum REPLMain {
    public static func run() -> Int32 { 0 }
}
