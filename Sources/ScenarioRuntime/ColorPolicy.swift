import Foundation

/// The one rule for colouring output, for `tablesim run`, piped scenarios and
/// the REPL alike: colour only on a terminal, never when `NO_COLOR` is set to
/// a non-empty value (no-color.org: an empty `NO_COLOR` does not count), and
/// never on a `TERM=dumb` terminal.
public enum ColorPolicy {
    public static func useColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Whether output written to the file descriptor `fd` is coloured.
    public static func useColor(_ fd: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        useColor(isTerminal: isatty(fd) == 1, environment: environment)
    }
}
