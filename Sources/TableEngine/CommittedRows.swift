/// The committed visible or mounted rows of the last layout pass
/// (`TableView.visible`, `mounted`): sorted rows without repeats, held as a
/// run of consecutive rows, in one section or on through the next ones
/// (what a pass over consecutive rows commits: scrolling sets it in O(1) at
/// every threshold) or as a list (what the general pass commits). Readers
/// see a random-access collection either way; the sorted-list searches work on it.
struct CommittedRows: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    typealias Index = Int
    typealias Indices = Range<Int>

    /// The rows, when they are not held as a run.
    private var list: [RowPath] = []
    /// The run: the rows at global ordinals `rows` (while `isRun`).
    private var sections = RunSections(first: 0, base: 0)
    private var rows: Range<Int> = 0 ..< 0
    private var isRun = false

    init() {}

    /// - Complexity: O(1): the rows share the array's storage.
    init(_ rows: [RowPath]) {
        list = rows
    }

    init(arrayLiteral rows: RowPath...) {
        list = rows
    }

    /// Rows `rows` of section `section`.
    /// - Complexity: O(1)
    init(section: Int, rows: Range<Int>) {
        self.sections = RunSections(first: section, base: 0)
        self.rows = rows
        isRun = true
    }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { count }
    @inline(__always) var count: Int { isRun ? rows.count : list.count }
    @inline(__always) var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(i: Int) -> RowPath {
        if isRun {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: rows.count), "Index out of range")
            return sections.path(rows.lowerBound &+ i)
        }
        return list[i]
    }

    /// The rows of section `s` held, when they are consecutive rows of that
    /// section (an empty range when there are none); nil otherwise.
    /// - Complexity: O(1)
    @inline(__always)
    func run(inSection s: Int) -> Range<Int>? {
        if isRun {
            guard let first = self.first, let last = self.last else { return 0 ..< 0 }
            return first.section == s && last.section == s ? first.row ..< (last.row + 1) : nil
        }
        guard let first = list.first, let last = list.last else { return 0 ..< 0 }
        guard first.section == s, last.section == s, last.row - first.row + 1 == list.count else { return nil }
        return first.row ..< (last.row + 1)
    }

    /// The run held: its sections and the global ordinals of its rows; nil for a list.
    /// - Complexity: O(1)
    @inline(__always)
    var heldRun: (sections: RunSections, rows: Range<Int>)? { isRun ? (sections, rows) : nil }

    /// Makes these the rows at global ordinals `rows` of a run over `sections`, in place.
    /// - Complexity: O(1) (O(k) to free a list of k rows held before).
    @inline(__always)
    mutating func setRun(sections: RunSections, rows: Range<Int>) {
        if !isRun {
            list = []
            isRun = true
        }
        self.sections = sections
        self.rows = rows
    }

    /// Where row `p` is, or nil (`sortedIndex(of:)` of sorted collections), in O(1) for a run.
    /// - Complexity: O(1) for a run, O(log n) for a list.
    @inline(__always)
    func sortedIndex(of p: RowPath) -> Int? {
        guard isRun else { return list.sortedIndex(of: p) }
        guard let g = sections.global(p), rows.contains(g) else { return nil }
        return g &- rows.lowerBound
    }

    /// - Complexity: O(1) for a run, O(log n) for a list.
    @inline(__always)
    func containsSorted(_ p: RowPath) -> Bool { sortedIndex(of: p) != nil }

    mutating func removeAll() {
        self = CommittedRows()
    }

    static func == (a: CommittedRows, b: CommittedRows) -> Bool { a.elementsEqual(b) }
}
