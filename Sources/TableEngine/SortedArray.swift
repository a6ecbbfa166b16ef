/// Binary search in sorted arrays (rows, sections, index paths) and the
/// committed lists (`CommittedList`, `CommittedRows`); positions count from the start.
extension RandomAccessCollection where Element: Comparable, Index == Int {
    /// How many elements are `< value`: where `value` would be inserted.
    /// - Complexity: O(log n)
    func countLess(than value: Element) -> Int {
        let start = startIndex
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[start + mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Where `value` is, or nil.
    /// - Complexity: O(log n)
    func sortedIndex(of value: Element) -> Int? {
        let i = countLess(than: value)
        return i < count && self[startIndex + i] == value ? i : nil
    }

    func containsSorted(_ value: Element) -> Bool { sortedIndex(of: value) != nil }
}
