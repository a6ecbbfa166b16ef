/// The two ends of a list too long to hold whole: its first and last
/// elements and its length. A huge range of rows or separator lines (ten
/// million zero-height rows on one screen) is printed or drawn from its ends
/// without ever being listed whole.
public struct Excerpt<Element> {
    /// The list's first elements, as many as were asked for (fewer when the list is shorter).
    public var head: [Element] { headStorage }
    /// How many elements the whole list has.
    public var count: Int { total }
    @usableFromInline var headStorage: [Element] = []
    @usableFromInline var total = 0
    /// The tail, after `tailStart` elements dropped but not yet removed.
    @usableFromInline var tailStorage: [Element] = []
    @usableFromInline var tailStart = 0

    @inlinable init() {}

    /// The list's last elements that are not in `head`, as many as were asked for.
    public var tail: [Element] { Array(tailStorage[tailStart...]) }

    /// How many elements lie between `head` and `tail`, in neither.
    public var omitted: Int { count - head.count - tailCount }

    /// How many elements `tail` holds.
    @usableFromInline var tailCount: Int { tailStorage.count - tailStart }

    /// The element at `position` in the whole list, or nil when it is not kept.
    /// - Complexity: O(1)
    public subscript(position position: Int) -> Element? {
        if position >= 0, position < head.count { return head[position] }
        let tailFirst = count - tailCount
        guard position >= tailFirst, position < count, position >= head.count else { return nil }
        return tailStorage[tailStart + position - tailFirst]
    }

    /// The same excerpt with each kept element transformed.
    /// - Complexity: O(k) for k elements kept.
    public func map<T>(_ transform: (Element) throws -> T) rethrows -> Excerpt<T> {
        var result = Excerpt<T>()
        result.headStorage = try head.map(transform)
        result.tailStorage = try tailStorage[tailStart...].map(transform)
        result.total = total
        return result
    }
}

extension Excerpt: Sendable where Element: Sendable {}

/// Builds an `Excerpt` of a list whose elements arrive one by one, nearly
/// in order: each is placed where a stable sort by `areInIncreasingOrder`
/// would put it among those that came before, so the excerpt equals the
/// two ends of the whole list sorted. Memory stays at the ends' size.
/// (Inlinable, so that a client's loop over millions of elements runs
/// specialised code.)
@frozen public struct ExcerptBuilder<Element> {
    /// The excerpt of the elements added so far.
    @inlinable public var excerpt: Excerpt<Element> { built }
    @usableFromInline var built = Excerpt<Element>()
    @usableFromInline let first: Int, last: Int
    @usableFromInline let areInIncreasingOrder: (Element, Element) -> Bool

    /// An excerpt keeping the `first` and `last` elements (each at least 0).
    /// - Complexity: O(1)
    @inlinable public init(first: Int, last: Int, by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.first = max(0, first)
        self.last = max(0, last)
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// An excerpt of a list that arrives in order.
    /// - Complexity: O(1)
    @inlinable public init(first: Int, last: Int) {
        self.init(first: first, last: last) { _, _ in false }
    }

    /// Adds the next element.
    /// - Complexity: O(1) amortised for an element that sorts after all the
    ///   others; O(first + last) for one that sorts earlier.
    @inlinable public mutating func append(_ element: Element) {
        built.total += 1
        if built.headStorage.count < first || built.headStorage.last.map({ areInIncreasingOrder(element, $0) }) == true {
            // It belongs in the head, after the elements it does not sort before.
            let i = built.headStorage.lastIndex { !areInIncreasingOrder(element, $0) }.map { $0 + 1 } ?? 0
            built.headStorage.insert(element, at: i)
            guard built.headStorage.count > first, let moved = built.headStorage.popLast() else { return }
            // The head's last goes to the front of the rest.
            placeInRest(moved, at: built.tailStart)
        } else if let tailLast = built.tailStorage.last, built.tailCount > 0,
                  areInIncreasingOrder(element, tailLast) {
            var i = built.tailStorage.count - 1
            while i > built.tailStart, areInIncreasingOrder(element, built.tailStorage[i - 1]) { i -= 1 }
            placeInRest(element, at: i)
        } else {
            placeInRest(element, at: built.tailStorage.count)
        }
    }

    /// Places an element of the rest (the list after the head) at `i` in the
    /// tail storage: the tail is the rest's last `last` elements; an element
    /// before them is omitted.
    @inlinable mutating func placeInRest(_ element: Element, at i: Int) {
        let kept = built.tailCount
        // Before a full tail: the rest is longer than the tail, and this is not in it.
        if i == built.tailStart, kept == last { return }
        if i == built.tailStorage.count {
            built.tailStorage.append(element)
        } else {
            built.tailStorage.insert(element, at: i)
        }
        if kept == last { built.tailStart += 1 }
        // Drops the elements before the tail now and then: amortised O(1) a step.
        if built.tailStart > max(4 * last, 64) {
            built.tailStorage.removeFirst(built.tailStart)
            built.tailStart = 0
        }
    }
}
