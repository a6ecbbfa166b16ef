import Foundation
import ScenarioLanguage
import TableEngine

/// `tablesim run --platform all`: each scenario under every platform profile
/// (ENGINE.md §12), reporting the first `print` whose output differs between
/// profiles — "does this bug happen on iOS 14 too?" (LANGUAGE.md §12).
public struct PlatformComparison: Sendable {
    /// One `print` or `show` as it first ran, or the error that stopped the scenario.
    public struct Step: Equatable, Sendable {
        /// `FILE:LINE` of the command.
        public var location: String
        /// The command's source line.
        public var command: String
        /// Its output lines, or the error's message.
        public var lines: [String]
        /// The error that stopped the scenario (its last step), not a `print`.
        public var isStop = false
    }

    public var path: String
    /// Each profile's steps, in the order they first ran.
    public var steps: [(PlatformProfile, [Step])]
    /// Why the scenario could not run at all (unreadable, not UTF-8, syntax errors).
    public var failure: [Diagnostic] = []

    /// The index of the first step whose output differs between profiles, nil when all agree.
    public var firstDifference: Int? {
        let longest = steps.map(\.1.count).max() ?? 0
        for i in 0..<longest {
            let seen = steps.map { i < $0.1.count ? $0.1[i] : nil }
            if Set(seen.map { $0.map { [$0.location] + $0.lines } ?? [] }).count > 1 { return i }
        }
        return nil
    }

    /// The report lines: the first difference with each profile's output, or that all agree.
    public var report: String {
        guard failure.isEmpty else {
            return "\(path): cannot run\n" + failure.map { "  \($0.range.map { "\($0): " } ?? "")\($0.message)\n" }.joined()
        }
        guard let i = firstDifference else {
            let first = steps.first?.1 ?? []
            let count = first.filter { !$0.isStop }.count
            // An error that stops every profile at the same place is said, not counted as a print.
            let stop = first.last.flatMap { $0.isStop ? "; each stops at \($0.location): \($0.lines.joined(separator: " "))" : nil } ?? ""
            return "\(path): the same under \(steps.map(\.0.rawValue).joined(separator: ", ")) (\(count) print\(count == 1 ? "" : "s")\(stop))\n"
        }
        let site = steps.lazy.compactMap { i < $0.1.count ? $0.1[i] : nil }.first
        var text = "\(path): differs at \(site?.location ?? "the end"): \(site?.command ?? "")\n"
        for (profile, list) in steps {
            let lines = i < list.count ? (list[i].location == site?.location ? list[i].lines : ["(\(list[i].location): \(list[i].command))"] + list[i].lines)
                                       : ["(no output: the scenario ended before it)"]
            text += "  \(profile.rawValue):\(lines.count == 1 ? " " + lines[0] : "")\n"
            if lines.count != 1 { text += lines.map { "    \($0)\n" }.joined() }
        }
        return text
    }

    /// Runs one scenario under every profile, as if it began with that `platform`
    /// line. Expected-output blocks are not checked (they hold for one profile);
    /// an error that stops the scenario counts as its last step.
    public static func compare(file path: String, options: RunOptions = RunOptions()) -> PlatformComparison {
        var comparison = PlatformComparison(path: path, steps: [])
        let file: SourceFile
        do {
            let (source, encodingError) = try SourceReader.source(atPath: path)
            if let encodingError { comparison.failure = [encodingError]; return comparison }
            file = source
        } catch {
            comparison.failure = [RuntimeError.cannotRead(path: path, reason: error.reason).diagnostic(at: nil)]
            return comparison
        }
        let (program, syntaxErrors) = Parser.parse(file)
        guard syntaxErrors.isEmpty else {
            comparison.failure = syntaxErrors
            return comparison
        }
        let directory = SourceReader.folder(of: path)
        for profile in PlatformProfile.allCases {
            var runOptions = options
            runOptions.platform = profile
            // Output is recorded (`firstOutputs`, the steps compared below)
            // only where it is checked or accepted: accepting keeps every print.
            runOptions.acceptOutput = true
            runOptions.svgDirectory = nil
            let interpreter = Interpreter(baseDirectory: directory.isEmpty ? "." : directory, options: runOptions)
            interpreter.includeStack = [SourceReader.realPath(path) ?? path]
            interpreter.run(program.commands)
            var steps: [Step] = interpreter.firstOutputs.map { Step(record: $0.command, lines: $0.lines) }
            if let stop = interpreter.transcript.firstStop {
                steps.append(Step(location: stop.range.map(Step.location) ?? path, command: stop.range.map(Step.sourceLine) ?? "",
                                  lines: ["error: \(stop.message)"], isStop: true))
            }
            comparison.steps.append((profile, steps))
        }
        return comparison
    }
}

extension PlatformComparison.Step {
    init(record command: Command, lines: [String]) {
        self.init(location: Self.location(command.range), command: Self.sourceLine(command.range), lines: lines)
    }

    static func location(_ range: SourceRange) -> String { "\(range.file.name):\(range.line)" }

    static func sourceLine(_ range: SourceRange) -> String {
        range.file.lineText(range.line).trimmingCharacters(in: .whitespaces)
    }
}

/// The value of `tablesim run --platform`: one profile, or `all` to compare them.
public enum PlatformChoice: Equatable, Sendable {
    case one(PlatformProfile)
    case all

    public init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let profile = PlatformProfile(rawValue: argument) {
            self = .one(profile)
        } else {
            return nil
        }
    }

    /// The profile to run under, nil for `all`.
    public var profile: PlatformProfile? { if case .one(let p) = self { p } else { nil } }

    public static let names = PlatformProfile.allCases.map(\.rawValue) + ["all"]
}

extension PlatformComparison {
    /// Compares every file, handing each report to `report`, then a summary
    /// line. Returns false when a scenario could not run at all.
    public static func run(files: [String], options: RunOptions, report: (String) -> Void) -> Bool {
        var differ = 0, same = 0, failed = 0
        for path in files {
            let comparison = compare(file: path, options: options)
            report(comparison.report)
            if !comparison.failure.isEmpty { failed += 1 } else if comparison.firstDifference != nil { differ += 1 } else { same += 1 }
        }
        report("\(files.count) scenario\(files.count == 1 ? "" : "s"): \(differ) differ between profiles, \(same) the same"
            + (failed > 0 ? ", \(failed) could not run" : "") + "\n")
        return failed == 0
    }
}
