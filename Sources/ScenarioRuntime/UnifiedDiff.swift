/// Expected-output differences as a unified diff (`diff -u`): the shortest
/// edit script between the expected and the actual lines (Myers' O((N+M)·D)
/// algorithm, "An O(ND) Difference Algorithm and Its Variations", 1986), in
/// hunks with three lines of context. One inserted line is one `+` line, not
/// a shifted comparison of everything after it.
public enum UnifiedDiff {
    public enum Edit: Equatable, Sendable {
        case same(String), removed(String), added(String)
    }

    /// At most this many lines of hunks are kept; a last line says how many more there were.
    public static let maximumLines = 60

    /// `--- expected`, `+++ actual`, then the hunks; empty when the lines are equal.
    public static func lines(expected: [String], actual: [String], context: Int = 3) -> [String] {
        let script = edits(from: expected, to: actual)
        guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return [] }
        var out = ["--- expected", "+++ actual"]
        var body: [String] = []
        for hunk in hunks(script, context: context) {
            body.append(hunk.header)
            body += hunk.lines
        }
        if body.count > maximumLines {
            let hidden = body.count - maximumLines
            body = Array(body.prefix(maximumLines)) + ["… \(hidden) more diff line\(hidden == 1 ? "" : "s")"]
        }
        out += body
        return out
    }

    /// Beyond this many differing lines (after the common start and end), the
    /// middle is reported as removed then added: the search's memory is O((N+M)·D).
    static let maximumSearch = 4_000

    /// The shortest edit script turning `a` into `b`, removals before additions at each change.
    public static func edits(from a: [String], to b: [String]) -> [Edit] {
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = zip(a.dropFirst(prefix).reversed(), b.dropFirst(prefix).reversed()).prefix { $0 == $1 }.count
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        let middle = middleA.count + middleB.count > maximumSearch
            ? middleA.map(Edit.removed) + middleB.map(Edit.added)
            : shortestEdits(from: middleA, to: middleB)
        return a[..<prefix].map(Edit.same) + middle + a[(a.count - suffix)...].map(Edit.same)
    }

    private static func shortestEdits(from a: [String], to b: [String]) -> [Edit] {
        let n = a.count, m = b.count, maxD = n + m
        guard maxD > 0 else { return [] }
        // v[k + offset]: the furthest x on diagonal k; trace keeps v after each d for the walk back.
        let offset = maxD + 1
        var v = Array(repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? v[k + 1 + offset] : v[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + offset] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back through the trace from (n, m).
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let down = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[previousK + offset]
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                script.append(.same(a[x]))
            }
            guard d > 0 else { break }
            if down {
                y -= 1
                script.append(.added(b[y]))
            } else {
                x -= 1
                script.append(.removed(a[x]))
            }
        }
        return script.reversed()
    }

    struct Hunk {
        var header: String
        var lines: [String]
    }

    /// Groups an edit script into hunks: changes with up to `context` unchanged lines around them.
    static func hunks(_ script: [Edit], context: Int) -> [Hunk] {
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard let first = changed.first else { return [] }
        // Ranges of the script to show, merging those whose context touches.
        var ranges: [ClosedRange<Int>] = []
        var current = max(0, first - context)...min(script.count - 1, first + context)
        for i in changed.dropFirst() {
            let range = max(0, i - context)...min(script.count - 1, i + context)
            if range.lowerBound <= current.upperBound + 1 {
                current = current.lowerBound...range.upperBound
            } else {
                ranges.append(current)
                current = range
            }
        }
        ranges.append(current)
        return ranges.map { range in
            // Line numbers (1-based) where the hunk starts in each file.
            var oldLine = 1, newLine = 1
            for edit in script[..<range.lowerBound] {
                switch edit {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var oldCount = 0, newCount = 0
            var lines: [String] = []
            for edit in script[range] {
                switch edit {
                case .same(let line): oldCount += 1; newCount += 1; lines.append(" " + line)
                case .removed(let line): oldCount += 1; lines.append("-" + line)
                case .added(let line): newCount += 1; lines.append("+" + line)
                }
            }
            // As diff -u: an empty side starts at the line before it.
            let oldStart = oldCount == 0 ? oldLine - 1 : oldLine
            let newStart = newCount == 0 ? newLine - 1 : newLine
            return Hunk(header: "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@", lines: lines)
        }
    }

    private static func span(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
