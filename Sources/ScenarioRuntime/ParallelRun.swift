import Foundation

/// Runs numbered jobs on several threads and hands their results back in
/// order (`tablesim run --jobs N`). The report of a parallel run is the
/// serial run's: result `i` is handed on only after results `0..<i`, and
/// with `stopAfter` the results after the first one it accepts are dropped
/// even if they already ran, as a serial run would never have run them.
enum ParallelRun {
    /// Runs `work(0)`, `work(1)`, … on `jobs` threads (at most `count`),
    /// calling `deliver` on the calling thread in index order. Once `stop`
    /// holds for a delivered result, no further job starts, and nothing after
    /// it is delivered. Returns the delivered results.
    static func run<Result: Sendable>(count: Int, jobs: Int, stop: (Result) -> Bool = { _ in false },
                                      work: @escaping @Sendable (Int) -> Result,
                                      deliver: (Result) -> Void) -> [Result] {
        let threads = max(1, min(jobs, count))
        guard threads > 1 else {
            var delivered: [Result] = []
            for i in 0..<count {
                let result = work(i)
                deliver(result)
                delivered.append(result)
                if stop(result) { break }
            }
            return delivered
        }
        let board = Board<Result>(count: count)
        for _ in 0..<threads {
            let thread = Thread { board.work(work) }
            // Scenarios nest includes and repeats: give each worker the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
        }
        var delivered: [Result] = []
        for i in 0..<count {
            let result = board.wait(for: i)
            deliver(result)
            delivered.append(result)
            if stop(result) { break }
        }
        board.finish()
        return delivered
    }

    /// The shared state of one parallel run, behind one lock.
    private final class Board<Result: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var results: [Result?]
        private var next = 0
        private var stopped = false
        private var running = 0

        init(count: Int) {
            results = Array(repeating: nil, count: count)
        }

        /// A worker: takes the next index until none is left or the run stopped.
        func work(_ body: @Sendable (Int) -> Result) {
            condition.lock()
            running += 1
            while !stopped, next < results.count {
                let i = next
                next += 1
                condition.unlock()
                let result = body(i)
                condition.lock()
                results[i] = result
                condition.broadcast()
            }
            running -= 1
            condition.broadcast()
            condition.unlock()
        }

        func wait(for i: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let result = results[i] { return result }
                condition.wait()
            }
        }

        /// Starts no more jobs and waits for the running ones to end.
        func finish() {
            condition.lock()
            stopped = true
            // A worker that has not started yet will see `stopped` and start nothing.
            while running > 0 { condition.wait() }
            condition.unlock()
        }
    }
}
