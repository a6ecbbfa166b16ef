import Foundation
import TableEngine

/// What a scenario says about one row: nil fields use the section's or table's value.
struct RowAttributes: Equatable {
    var height: Double?
    var identifier: String?
    var separatorInset: SeparatorInset?
    /// The data source's and delegate's answers (ENGINE.md §13, §17); nil: the default.
    var canEdit: Bool?
    var canMove: Bool?
    var editingStyle: TableViewCell.EditingStyle?
    var highlights: Bool?
    var willSelect: RowRedirect?
    var willDeselect: RowRedirect?
}

/// A `willSelect` / `willDeselect` answer other than the row itself.
enum RowRedirect: Equatable {
    /// nil: the change is refused.
    case refuse
    /// Another row instead.
    case row(section: Int, row: Int)

    /// The answer for the delegate method.
    var indexPath: IndexPath? {
        switch self {
        case .refuse: return nil
        case .row(let s, let r): return IndexPath(row: r, section: s)
        }
    }
}

/// A section's rows as runs of equal attributes, so a million identical rows
/// cost one run. Lookups are O(log runs); edits O(runs).
struct RowRuns {
    private(set) var runs: [(count: Int, attributes: RowAttributes)] = []
    /// `starts[i]` is the first row of run i.
    private var starts: [Int] = []
    private(set) var count = 0

    init(count: Int = 0, attributes: RowAttributes = RowAttributes()) {
        if count > 0 { runs = [(count, attributes)] }
        reindex()
    }

    private mutating func reindex() {
        starts.removeAll(keepingCapacity: true)
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.count
        }
        count = total
    }

    private func runIndex(of row: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= row { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// - Complexity: O(log runs)
    subscript(row: Int) -> RowAttributes {
        runs.isEmpty ? RowAttributes() : runs[runIndex(of: row)].attributes
    }

    /// One field of row `row`'s attributes, read in place (no copy of the
    /// attributes); nil when the section has no rows.
    /// - Complexity: O(log runs)
    @inline(__always)
    func attribute<T>(_ row: Int, _ field: (RowAttributes) -> T?) -> T? {
        guard !runs.isEmpty else { return nil }
        let i = runs.count == 1 ? 0 : runIndex(of: row)
        return runs.withUnsafeBufferPointer { field($0[i].attributes) }
    }

    /// Splits runs so that `row` starts a run; returns that run's index.
    private mutating func split(at row: Int) -> Int {
        if row >= count { return runs.count }
        let i = runIndex(of: row)
        let offset = row - starts[i]
        if offset == 0 { return i }
        let run = runs[i]
        runs[i].count = offset
        runs.insert((run.count - offset, run.attributes), at: i + 1)
        reindex()
        return i + 1
    }

    private mutating func merge() {
        var merged: [(count: Int, attributes: RowAttributes)] = []
        for run in runs where run.count > 0 {
            if let last = merged.last, last.attributes == run.attributes {
                merged[merged.count - 1].count += run.count
            } else {
                merged.append(run)
            }
        }
        runs = merged
        reindex()
    }

    /// Changes rows `range` with `change`.
    mutating func modify(_ range: Range<Int>, _ change: (inout RowAttributes) -> Void) {
        guard !range.isEmpty else { return }
        let first = split(at: range.lowerBound)
        let end = split(at: range.upperBound)
        for i in first..<end { change(&runs[i].attributes) }
        merge()
    }

    mutating func insert(_ attributes: RowAttributes, count n: Int = 1, at row: Int) {
        let i = split(at: row)
        runs.insert((n, attributes), at: i)
        merge()
    }

    @discardableResult
    mutating func remove(at row: Int) -> RowAttributes {
        let attributes = self[row]
        let i = split(at: row)
        _ = split(at: row + 1)
        runs.remove(at: i)
        merge()
        return attributes
    }
}
