/// The table's cell reuse pools, one per reuse identifier (ENGINE.md §7,
/// §12.5). Most tables use one identifier: the pool of the first identifier
/// used is kept apart and reached by comparing identifiers (no hashing); the
/// others live in a dictionary. An identifier has a pool from its first use
/// on (a dequeue from an empty pool included); pools are never removed.
struct ReusePools {
    /// The identifier used first, and its pool.
    private var firstIdentifier: String?
    private var firstPool = ReusePool()
    /// The pools of the other identifiers.
    private var others: [String: ReusePool] = [:]

    /// Puts `cell` on top of the pool of `identifier`.
    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func push(_ cell: TableViewCell, _ identifier: String) {
        if identifier == firstIdentifier {
            firstPool.push(cell)
        } else {
            pushElsewhere(cell, identifier)
        }
    }

    private mutating func pushElsewhere(_ cell: TableViewCell, _ identifier: String) {
        if firstIdentifier == nil {
            firstIdentifier = identifier
            firstPool.push(cell)
        } else {
            others[identifier, default: ReusePool()].push(cell)
        }
    }

    /// Takes the cell on top of the pool of `identifier` (nil when it is empty).
    /// - Complexity: O(1)
    @inline(__always)
    mutating func pop(_ identifier: String) -> TableViewCell? {
        if identifier == firstIdentifier { return firstPool.pop() }
        return popElsewhere(identifier)
    }

    private mutating func popElsewhere(_ identifier: String) -> TableViewCell? {
        if firstIdentifier == nil {
            firstIdentifier = identifier
            return nil
        }
        return others[identifier, default: ReusePool()].pop()
    }

    /// Whether the pool of `identifier` holds no cell (true when it has none yet).
    /// - Complexity: O(1)
    func isEmpty(_ identifier: String) -> Bool {
        self[identifier]?.isEmpty ?? true
    }

    /// The pool of `identifier`, nil when it has none.
    /// - Complexity: O(1)
    subscript(identifier: String) -> ReusePool? {
        identifier == firstIdentifier ? firstPool : others[identifier]
    }

    /// Every identifier that has a pool, and its pool (unordered).
    /// - Complexity: O(p) for p identifiers.
    var all: [(identifier: String, pool: ReusePool)] {
        guard let firstIdentifier else { return [] }
        return [(firstIdentifier, firstPool)] + others.map { ($0.key, $0.value) }
    }
}

/// A reuse pool: a stack, as UIKit's are (last in, first out, §12.5).
struct ReusePool {
    private var storage: [TableViewCell] = []

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    /// The waiting cells in dequeue order.
    var cells: [TableViewCell] { storage.reversed() }

    @inline(__always)
    mutating func push(_ cell: TableViewCell) { storage.append(cell) }

    @inline(__always)
    mutating func pop() -> TableViewCell? { storage.isEmpty ? nil : storage.removeLast() }
}
