/// The cells bound at the last layout pass (`TableView.boundCells`; the
/// rows themselves are `CommittedRows`): an array that also drops and adds
/// elements at its front in O(1) amortised, as scrolling does at every
/// threshold (a cell leaves at one end, one enters at the other).
///
/// The elements live in `storage` from `head` on. Dropping the first one
/// moves `head` on; the slots before it are compacted away once there are
/// twice `slack` of them and twice as many as the elements (or when the
/// list empties), so the list holds at most that many stale elements (a
/// dropped element stays referenced until then). Adding one in front takes
/// the slot before `head`, opening `slack` slots, or as many as there are
/// elements, when there is none: a list that gains and loses its first
/// element in turn (scrolling back and forth across one threshold) compacts
/// only after `slack` drops in a row, not at every step, and a list of
/// hundreds of thousands of cells (rows a fraction of a point tall) moves
/// its elements a number of times logarithmic in its growth, not once every
/// `slack` steps. Everything else goes through the array after compacting.
struct CommittedList<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral {
    typealias Index = Int
    typealias Indices = Range<Int>

    private var storage: [Element] = []
    private var head = 0
    /// Stale slots allowed before `head` (and opened there at once).
    private static var slack: Int { 16 }

    init() {}

    init<S: Sequence>(_ elements: S) where S.Element == Element {
        storage = Array(elements)
    }

    /// - Complexity: O(1): the list shares the array's storage.
    init(_ elements: [Element]) {
        storage = elements
    }

    init(arrayLiteral elements: Element...) {
        storage = elements
    }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { storage.count &- head }
    @inline(__always) var count: Int { storage.count &- head }
    @inline(__always) var isEmpty: Bool { storage.count == head }
    @inline(__always) var first: Element? { head < storage.count ? storage[head] : nil }
    @inline(__always) var last: Element? { head < storage.count ? storage[storage.count &- 1] : nil }

    @inline(__always)
    subscript(i: Int) -> Element {
        get {
            // One unsigned comparison checks both bounds; the read needs no other.
            precondition(UInt(bitPattern: i) < UInt(bitPattern: storage.count &- head), "Index out of range")
            return storage.withUnsafeBufferPointer { $0[head &+ i] }
        }
        set {
            precondition(i >= 0, "Index out of range")
            storage[head &+ i] = newValue
        }
    }

    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// - Complexity: O(1) amortised.
    @discardableResult
    mutating func removeFirst() -> Element {
        precondition(head < storage.count, "Can't remove first element from an empty collection")
        let element = storage[head]
        head &+= 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 2 &* Swift.max(Self.slack, storage.count &- head) {
            compact()
        }
        return element
    }

    /// - Complexity: O(1)
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(head < storage.count, "Can't remove last element from an empty collection")
        let element = storage.removeLast()
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }

    /// - Complexity: O(k) amortised.
    mutating func removeFirst(_ k: Int) {
        for _ in 0 ..< k { removeFirst() }
    }

    /// - Complexity: O(k)
    mutating func removeLast(_ k: Int) {
        for _ in 0 ..< k { removeLast() }
    }

    /// - Complexity: O(1)
    mutating func popLast() -> Element? {
        isEmpty ? nil : removeLast()
    }

    /// Adds `element` in front of the others.
    /// - Complexity: O(1) amortised.
    mutating func prepend(_ element: Element) {
        if head == 0 {
            let room = Swift.max(Self.slack, storage.count)
            storage.insert(contentsOf: repeatElement(element, count: room), at: 0)
            head = room
        }
        head &-= 1
        storage[head] = element
    }

    /// Adds `elements` in front of the others, in their order.
    /// - Complexity: O(k) amortised for k elements.
    mutating func prepend(contentsOf elements: [Element]) {
        for element in elements.reversed() { prepend(element) }
    }

    mutating func insert(_ element: Element, at i: Int) {
        if i == 0 { prepend(element) } else { replaceSubrange(i ..< i, with: CollectionOfOne(element)) }
    }

    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        storage.removeAll(keepingCapacity: keepCapacity)
        head = 0
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with elements: C) where C.Element == Element {
        precondition(subrange.lowerBound >= 0, "Index out of range")
        compact()
        storage.replaceSubrange(subrange, with: elements)
    }

    /// The elements as an array.
    /// - Complexity: O(1) when there are no stale slots, else O(n).
    var array: [Element] { head == 0 ? storage : Array(storage[head...]) }

    /// Drops the stale slots before `head`.
    private mutating func compact() {
        guard head > 0 else { return }
        storage.removeSubrange(0 ..< head)
        head = 0
    }
}

extension CommittedList: Equatable where Element: Equatable {
    static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }
}

extension Array {
    /// Empties the array and keeps its storage for the next pass, popping
    /// one element at a time: `removeAll(keepingCapacity:)` replaces a
    /// subrange, dearer for the one or two cells a scroll step handles.
    @inline(__always)
    mutating func emptyKeepingStorage() {
        while popLast() != nil {}
    }
}
