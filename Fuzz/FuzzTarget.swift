import Foundation
import ScenarioRuntime

/// libFuzzer's entry points: every input runs through `FuzzPipeline` in a
/// sandbox folder made once per process (Fuzz/README.md).
nonisolated(unsafe) private var sandbox = ""

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    // In memory where possible: `--update` and `show svg` write files atomically, with fsync.
    let memory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory()
    let root = ProcessInfo.processInfo.environment["TABLESIM_FUZZ_SANDBOX"] ?? memory
    sandbox = (root as NSString).appendingPathComponent("tablesim-fuzz-\(getpid())")
    do {
        try FuzzPipeline.prepare(sandbox: sandbox)
    } catch {
        fputs("tablesim-fuzz: cannot make the sandbox \(sandbox): \(error)\n", stderr)
        exit(2)
    }
    atexit { _ = try? FileManager.default.removeItem(atPath: sandbox) }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzPipeline.run(Array(UnsafeBufferPointer(start: data, count: size)), sandbox: sandbox)
    return 0
}
