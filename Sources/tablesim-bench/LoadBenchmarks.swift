import TableEngine

// MARK: Item 10: loading under the profiles' height rules

/// Loads a table of n rows under `platform` (its first layout pass) and returns its content height.
func loadTable(_ n: Int, platform: PlatformProfile) -> Int {
    Int(makeTable(n, platform: platform).0.contentHeight)
}

// One function per side, so that callgrind counts each apart (`--only estimates --reps 1`).
@inline(never) func loadWithAutomaticEstimates(_ n: Int) -> Int { loadTable(n, platform: .ios15) }
@inline(never) func loadWithExactHeights(_ n: Int) -> Int { loadTable(n, platform: .ios10) }

/// 10a: the load of n rows under ios15 (`estimatedRowHeight` automatic: the
/// table asks an estimate per row and measures only the rows it lays out);
/// 10b: the same data source under ios10 (every row's height asked at load).
/// Both against item 1's baseline, a loop summing n heights through a
/// closure, measured here again; the three alternate.
func benchEstimates(n: Int, repetitions: Int) -> [BenchResult] {
    var estimated: [Double] = [], exact: [Double] = [], summing: [Double] = []
    for _ in 0..<repetitions {
        estimated.append(medianNanoseconds(repetitions: 1) { blackHole(loadWithAutomaticEstimates(n)) })
        exact.append(medianNanoseconds(repetitions: 1) { blackHole(loadWithExactHeights(n)) })
        summing.append(medianNanoseconds(repetitions: 1) { blackHole(baselineSumLoop(n, opaque(benchHeight))) })
    }
    return [
        BenchResult(item: "10a", name: "load n rows, ios15 automatic estimates (vs loop summing n heights)", n: n,
                    measured: median(estimated), baseline: median(summing), goal: .slowerAtMost(2)),
        BenchResult(item: "10b", name: "load n rows, ios10 exact heights (vs loop summing n heights)", n: n,
                    measured: median(exact), baseline: median(summing), goal: .slowerAtMost(10)),
    ]
}
