/// Where the sections of a run of consecutive rows begin, in global row
/// ordinals (rows counted through the sections in order): section `first`
/// begins at `base`, sections `first + 1`, `first + 2`, … at `later(0)`,
/// `later(1)`, …, as far as the run reaches: at most `capacity` sections
/// after the first. `later(0)` is held as its distance from `base` in 32
/// bits (the first section can be long); the ones after it lie past
/// sections wholly in the run, so each is held as its distance from
/// `later(0)` in 12 bits. A small plain value of five words: a pass's rows
/// are copied whole (a sixth word cost item 4's scroll step 2%), and
/// retain nothing. An empty section begins where the section after it does.
struct RunSections: Equatable {
    /// The most sections after the first a run reaches: 14 sections on
    /// screen, as one-row sections under headers show on a tall phone,
    /// prefetched row included. More, or sections wholly in the run
    /// holding 4,096 rows or more between them: the general pass.
    static let capacity = 13

    var first: Int
    var base: Int
    /// `later(0) - base` (bits 0–31), `laterCount` (bits 32–39), and the
    /// 12-bit distances from `later(0)` of the next two sections (bits 40–63).
    private var head: UInt64 = 0
    /// The distances of the sections after those: five 12-bit ones a word.
    private var near: UInt64 = 0, far: UInt64 = 0

    init(first: Int, base: Int) {
        self.first = first
        self.base = base
    }

    /// How many sections after `first` are listed.
    @inline(__always)
    var laterCount: Int { Int(truncatingIfNeeded: (head >> 32) & 0xFF) }

    /// Where section `first + 1 + i` begins (`0 <= i < laterCount`).
    @inline(__always)
    func later(_ i: Int) -> Int {
        let second = base &+ Int(truncatingIfNeeded: head & 0xFFFF_FFFF)
        guard i > 0 else { return second }
        let (word, shift) = Self.slot(i &- 1)
        let bits = (word == 0 ? head : word == 1 ? near : far) >> shift
        return second &+ Int(truncatingIfNeeded: bits & 0xFFF)
    }

    /// Where the distance of section `first + 2 + j` lies: its word (head,
    /// near, far) and the shift to it.
    @inline(__always)
    private static func slot(_ j: Int) -> (word: Int, shift: UInt64) {
        if j < 2 { return (0, UInt64(40 &+ 12 &* j)) }
        let k = j &- 2
        return k < 5 ? (1, UInt64(12 &* k)) : (2, UInt64(12 &* (k &- 5)))
    }

    /// Lists the next section, beginning at `begin`; false when `capacity`
    /// are listed or it begins too far from the one before to be held.
    mutating func append(_ begin: Int) -> Bool {
        let count = laterCount
        guard count < Self.capacity else { return false }
        if count == 0 {
            let distance = begin - base
            guard distance >= 0, distance <= 0xFFFF_FFFF else { return false }
            head = UInt64(distance)
        } else {
            let distance = begin - later(0)
            guard distance >= 0, distance <= 0xFFF else { return false }
            let (word, shift) = Self.slot(count - 1), bits = UInt64(distance) << shift
            switch word {
            case 0: head |= bits
            case 1: near |= bits
            default: far |= bits
            }
        }
        head &+= 1 << 32
        return true
    }

    /// The row at global ordinal `g`, one of the run's: in the last
    /// section listed that begins at or before it (an empty one never does).
    /// - Complexity: O(1) in the first section, else O(log k) for the k
    ///   sections listed
    @inline(__always)
    func path(_ g: Int) -> RowPath {
        guard laterCount > 0, g >= later(0) else { return RowPath(first, g &- base) }
        var lo = 0, hi = laterCount
        while hi &- lo > 1 {
            let mid = (lo &+ hi) >> 1
            if later(mid) <= g { lo = mid } else { hi = mid }
        }
        return RowPath(first &+ 1 &+ lo, g &- later(lo))
    }

    /// The global ordinal of row `p`, when its section is listed and, but
    /// for the last one listed, the row is inside it; nil otherwise.
    /// - Complexity: O(1)
    @inline(__always)
    func global(_ p: RowPath) -> Int? {
        guard p.row >= 0, let begin = begin(of: p.section) else { return nil }
        let i = p.section &- first
        if i < laterCount, begin &+ p.row >= later(i) { return nil }
        return begin &+ p.row
    }

    /// The global ordinal section `s` begins at, when it is listed.
    /// - Complexity: O(1)
    @inline(__always)
    func begin(of s: Int) -> Int? {
        if s == first { return base }
        let i = s &- first &- 1
        return i >= 0 && i < laterCount ? later(i) : nil
    }

    /// Whether the sections listed in both begin at the same ordinals, so
    /// that the ordinals both runs hold name the same rows.
    /// - Complexity: O(k) for the k sections both list
    @inline(__always)
    func agrees(with other: RunSections) -> Bool {
        if laterCount == 0 && other.laterCount == 0 { return first != other.first || base == other.base }
        let lo = max(first, other.first), hi = min(first + laterCount, other.first + other.laterCount)
        guard lo <= hi else { return true }
        for s in lo ... hi where begin(of: s) != other.begin(of: s) { return false }
        return true
    }
}

/// The rows of a layout pass that are consecutive rows, in one section or
/// running on through the sections after it: global ordinals of the rows
/// visible and mounted.
struct RowRun: Equatable {
    var sections: RunSections
    var visible: Range<Int>
    var mounted: Range<Int>

    /// - Complexity: O(v)
    func list(_ rows: Range<Int>) -> [RowPath] { rows.map(sections.path) }

    /// Whether `p` is the mounted row below the visible ones (prefetched).
    /// - Complexity: O(1)
    func isPrefetchedBelow(_ p: RowPath) -> Bool {
        guard let g = sections.global(p) else { return false }
        return g == mounted.upperBound - 1 && g >= visible.upperBound
    }
}

/// Rows of one section known to be measured and to have a height, at a
/// version of the heights: those of the last layout passes while scrolling
/// through a section, which `consecutiveRowSets` does not read again.
struct KnownRows {
    var section: Int
    /// The global ordinal of the section's first row.
    var base: Int
    var rows: Range<Int>
    /// Rows known to have a height, measured or not (around `rows`): their
    /// heights are not read again. Rows a fraction of a point tall put
    /// hundreds of thousands on screen, each measured in turn by its own
    /// pass: read again at every pass, they made the passes quadratic.
    var positive: Range<Int>
    var version: UInt64
}
