import ArgumentParser
import Foundation
import ScenarioLanguage
import ScenarioRuntime

/// The standard streams, read and written without Foundation's `FileHandle`
/// (which traps on an I/O error): a failure is a value, reported in one line
/// with its own exit status.
enum StandardStreams {
    /// Exit status when standard input cannot be read (a folder, closed, too large).
    static let inputFailure: Int32 = 66
    /// Exit status when the output or a report cannot be written (a full disk, a closed stream).
    static let outputFailure: Int32 = 74

    /// A stream that could not be read or written, and why.
    struct Failure: Error {
        var stream: String
        var reason: String
        var exitStatus: Int32
        var message: String { "error: cannot \(exitStatus == StandardStreams.inputFailure ? "read" : "write") \(stream): \(reason)" }
    }

    /// All of standard input, capped as scenario files are.
    static func readInput() throws(Failure) -> [UInt8] {
        do {
            return try SourceReader.readAll(STDIN_FILENO)
        } catch {
            throw Failure(stream: "standard input", reason: error.reason, exitStatus: inputFailure)
        }
    }

    /// Writes all of `text` to `fd`.
    static func write(_ text: String, to fd: Int32) throws(Failure) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let reason = errno == EBADF ? "it is closed" : String(cString: strerror(errno))
                throw Failure(stream: fd == STDERR_FILENO ? "standard error" : "standard output", reason: reason,
                              exitStatus: outputFailure)
            }
            bytes = bytes.dropFirst(count)
        }
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so that no file the run
    /// opens later takes their number (output meant for a closed stdout would
    /// land in it). A closed one is stood in for by /dev/null opened the wrong
    /// way round, so that using it still fails with "closed".
    static func reserveClosedDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let standIn = open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if standIn >= 0, standIn != fd {
                dup2(standIn, fd)
                close(standIn)
            }
        }
    }
}

/// Output to one standard stream that remembers its first failure instead of
/// stopping the run: the run finishes, then exits with `outputFailure`.
final class StreamWriter {
    let fd: Int32
    private(set) var failure: StandardStreams.Failure?

    init(_ fd: Int32) { self.fd = fd }

    func write(_ text: String) {
        guard failure == nil else { return }
        do { try StandardStreams.write(text, to: fd) } catch { failure = error }
    }
}

/// A report that could not be written is a failure: one line on standard
/// error (when that still works), and `StandardStreams.outputFailure`.
func exitOnStreamFailure(_ writers: StreamWriter...) throws {
    guard let failure = writers.lazy.compactMap(\.failure).first else { return }
    try? StandardStreams.write(failure.message + "\n", to: STDERR_FILENO)
    throw ExitCode(failure.exitStatus)
}

extension Repl {
    /// Runs stdin as one scenario, as `run` runs a file: the same input
    /// limit, the same cap on errors shown.
    func runStandardInput() throws {
        let output = StreamWriter(STDOUT_FILENO), errors = StreamWriter(STDERR_FILENO)
        let bytes: [UInt8]
        do {
            bytes = try StandardStreams.readInput()
        } catch {
            errors.write(error.message + "\n")
            throw ExitCode(error.exitStatus)
        }
        let source = SourceFile.decode(name: "<stdin>", bytes: bytes)
        var options = RunOptions()
        options.invariantChecking = RunOptions.commandLineInvariantChecking
        let session = ScenarioSession(baseDirectory: FileManager.default.currentDirectoryPath, options: options)
        var result = source.error.map { ExecutionResult(diagnostics: [$0]) } ?? session.execute(source.file)
        result.capErrors(at: ScenarioRunner.maximumErrors)
        output.write(result.output)
        let color = ColorPolicy.useColor(STDERR_FILENO)
        for diagnostic in result.diagnostics {
            errors.write(DiagnosticRenderer.render(diagnostic, color: color) + "\n")
        }
        try exitOnStreamFailure(output, errors)
        if !result.succeeded { throw ExitCode(1) }
    }
}

/// `write(2)`, named apart from `StandardStreams.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
