import Foundation

/// What a finished program did.
public struct Outcome: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Standard output, then standard error.
    public var output: String { stdout + stderr }

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs a program to its end: `stdin` is written and closed, both outputs are
/// read whole. `environment` is added to the test runner's own.
public func runProgram(_ path: String, _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:],
                       directory: String? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin))
    try input.fileHandleForWriting.close()
    // Standard error is read on its own thread: a program that fills one pipe
    // while the test waits on the other would never finish.
    let errorData = ErrorBuffer()
    let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let err = errorData.wait()
    return Outcome(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self))
}

/// Standard error's bytes, handed from the thread that reads them.
private final class ErrorBuffer: @unchecked Sendable {
    private let done = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        done.lock()
        data = value
        done.signal()
        done.unlock()
    }

    func wait() -> Data {
        done.lock()
        defer { done.unlock() }
        while data == nil { done.wait() }
        return data ?? Data()
    }
}

/// The built `tablesim` program that end-to-end tests run.
public enum Tablesim {
    /// `TABLESIM_BIN`, else `tablesim` in the build products folder that holds
    /// the running tests (the build `swift build --build-tests` just made).
    public static let path: String? = {
        if let explicit = ProcessInfo.processInfo.environment["TABLESIM_BIN"], !explicit.isEmpty { return explicit }
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("tablesim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String { "the tablesim binary was not found: build it (swift build) or set TABLESIM_BIN" }
    }

    /// The binary's path, or an error saying it was not built.
    public static func required() throws -> String {
        guard let path else { throw NotBuilt() }
        return path
    }

    /// Runs `tablesim ARGUMENTS` to its end.
    public static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                           directory: String? = nil) throws -> Outcome {
        try runProgram(required(), arguments, stdin: Array(stdin.utf8), environment: environment, directory: directory)
    }
}
