import Foundation
import Testing
import TestSupport

/// The command line against hostile streams and files: every read or write
/// failure is one line and its own exit status (66 input, 74 output), never a
/// trap; the input limit, the error cap, line endings and the time budget
/// hold for stdin as for `run`.
@Suite("tablesim command line, streams and limits", .serialized)
struct StandardStreamTests {
    /// Runs `script` in sh with `$T` the tablesim binary and `$D` a scratch folder holding `files`.
    func shell(_ script: String, files: [String: [UInt8]] = [:]) throws -> (Outcome, folder: String) {
        let folder = try temporaryFolder()
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let environment = ["T": try Tablesim.required(), "D": folder, "NO_COLOR": "1"]
        return (try runProgram("/bin/sh", ["-c", script], environment: environment, directory: folder), folder)
    }

    static let scenario = Array("section 3 rows\nprint offset\n".utf8)

    @Test(arguments: [
        ("\"$T\" < \"$D\"", "error: cannot read standard input: it is a folder\n", Int32(66)),
        ("\"$T\" <&-", "error: cannot read standard input: it is closed\n", 66),
        ("\"$T\" < s.scenario > /dev/full", "error: cannot write standard output: No space left on device\n", 74),
        ("\"$T\" < s.scenario >&-", "error: cannot write standard output: it is closed\n", 74),
        ("\"$T\" run s.scenario > /dev/full", "error: cannot write standard output: No space left on device\n", 74),
        ("\"$T\" run s.scenario >&-", "error: cannot write standard output: it is closed\n", 74),
    ])
    func aStreamThatFailsIsOneLineAndItsOwnStatus(script: String, message: String, status: Int32) throws {
        let (result, _) = try shell(script, files: ["s.scenario": Self.scenario])
        #expect(result.status == status)
        #expect(result.stderr == message)
    }

    @Test func standardErrorThatFailsStillGivesAnOutputFailureStatus() throws {
        let (result, _) = try shell("printf 'scrol 1\\n' | \"$T\" 2>/dev/full; echo \"status $?\"")
        #expect(result.stdout == "status 74\n")
    }

    @Test func standardInputHasTheSameLimitAsAFile() throws {
        // 64 MB of comment and one byte more: refused, as `run` refuses such a file.
        let (result, _) = try shell("head -c 67108865 /dev/zero | tr '\\0' '#' | \"$T\"")
        #expect(result.status == 66)
        #expect(result.stderr == "error: cannot read standard input: it is larger than 64 MB\n")
        let (atLimit, _) = try shell("{ head -c 67108863 /dev/zero | tr '\\0' '#'; echo; } | \"$T\"")
        #expect(atLimit.status == 0, "64 MB exactly is allowed")
    }

    @Test func standardInputShowsAtMostAsManyErrorsAsRun() throws {
        let text = "section 3 rows\nrepeat 60 {\n  assert offset 5\n}\n"
        let result = try Tablesim.run([], stdin: text, environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 50)
        #expect(result.stderr.hasSuffix("note: 10 more errors not shown\n"))
    }

    @Test func oldMacLineEndingsAreLinesNotOneComment() throws {
        let file = Array("# comment\rsection 1 rows\rassert offset 5\r".utf8)
        let (result, _) = try shell("\"$T\" run cr.scenario", files: ["cr.scenario": file])
        #expect(result.status == 1)
        #expect(result.stdout.contains("cr.scenario:3:1: error: assertion failed: offset is 0, expected 5\nassert offset 5\n^~~~~~~~~~~~~~~\n"))
    }

    @Test func aByteOrderMarkIsAcceptedAndUpdateKeepsItAndEachFilesLineEndings() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let files = [
            "bom.scenario": bom + Array("section 2 rows\r\nprint offset\r\nprint visible\r\n> wrong\r\n".utf8),
            "cr.scenario": Array("section 2 rows\rprint offset\r".utf8),
            "lf.scenario": Array("section 2 rows\nprint offset".utf8),
        ]
        let (result, folder) = try shell("\"$T\" run --update bom.scenario cr.scenario lf.scenario", files: files)
        #expect(result.status == 0, "\(result.stdout)")
        let read = { (name: String) in Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) }
        #expect(try read("bom.scenario") == bom + Array("section 2 rows\r\nprint offset\r\n> 0\r\nprint visible\r\n> 0,0 0,1\r\n".utf8))
        #expect(try read("cr.scenario") == Array("section 2 rows\rprint offset\r> 0\r".utf8))
        #expect(try read("lf.scenario") == Array("section 2 rows\nprint offset\n> 0\n".utf8))
    }

    @Test func timeoutStopsAScenarioWhereItWasAndTheOthersRun() throws {
        let files = [
            // Far more work than the timeout allows on any machine, and a
            // scenario far quicker than it even on a loaded one.
            "a-slow.scenario": Array("section 10 rows\nrepeat 900000 {\n  reload-data\n}\n".utf8),
            "b-quick.scenario": Array("section 3 rows\nassert offset 0\n".utf8),
        ]
        let (result, _) = try shell("\"$T\" run --timeout 0.5 a-slow.scenario b-quick.scenario", files: files)
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL a-slow.scenario ("))
        #expect(result.stdout.contains("\na-slow.scenario:3:3: error: the scenario ran longer than 0.5 seconds (--timeout); it stopped here\n  reload-data\n"))
        #expect(result.stdout.contains("PASS b-quick.scenario"))
        #expect(result.stdout.hasSuffix("1 passed, 1 failed\n"))
        let (bad, _) = try shell("\"$T\" run --timeout -1 b-quick.scenario", files: files)
        #expect(bad.status == 64)
    }

    @Test func makeInstallBuildsAndInstallsTheReleaseBinary() throws {
        let (result, _) = try shell("make -n -C \"\(repositoryRoot)\" install PREFIX=/opt/x")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("build -c release --product tablesim"))
        #expect(result.stdout.contains(".build/release/tablesim /opt/x/bin/tablesim"))
    }
}
