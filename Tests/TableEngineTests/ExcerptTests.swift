import Foundation
import SeededRandom
import Testing
@testable import TableEngine

/// `Excerpt`: the two ends of a long list, built without keeping it. Each
/// excerpt is checked against the whole list, built and sorted.
@Suite struct ExcerptTests {
    /// The excerpt's kept elements at their positions, and the whole list's there.
    func problem<T: Equatable>(_ excerpt: Excerpt<T>, whole: [T], first: Int, last: Int) -> String? {
        let head = Array(whole.prefix(max(0, first)))
        let tail = Array(whole.dropFirst(head.count).suffix(max(0, last)))
        if excerpt.count != whole.count { return "count \(excerpt.count), not \(whole.count)" }
        if excerpt.head != head { return "head \(excerpt.head), not \(head)" }
        if excerpt.tail != tail { return "tail \(excerpt.tail), not \(tail)" }
        if excerpt.omitted != whole.count - head.count - tail.count { return "omitted \(excerpt.omitted)" }
        for position in -1...whole.count {
            let kept = position < head.count || position >= whole.count - tail.count
            let expected = kept && position >= 0 && position < whole.count ? whole[position] : nil
            if excerpt[position: position] != expected { return "position \(position): \(String(describing: excerpt[position: position]))" }
        }
        return nil
    }

    @Test func aListInOrderKeepsItsEnds() {
        for (n, first, last) in [(0, 3, 3), (5, 3, 3), (6, 3, 3), (7, 3, 3), (1000, 10, 4), (1000, 0, 5), (1000, 5, 0), (3, 0, 0)] {
            var builder = ExcerptBuilder<Int>(first: first, last: last)
            for i in 0..<n { builder.append(i) }
            #expect(problem(builder.excerpt, whole: Array(0..<n), first: first, last: last) == nil, "\(n) \(first) \(last)")
        }
    }

    /// Elements arriving nearly sorted, as separator lines do (a section's top
    /// line comes after the lines above it at its y), and in any order: the
    /// excerpt is always the ends of the list a stable sort gives.
    @Test func elementsOutOfOrderGoWhereAStableSortPutsThem() {
        struct Item: Equatable { var key: Int; var arrival: Int }
        runSeeds(0..<300) { seed in
            var rng = SplitMix64(seed: seed)
            let n = rng.int(0...200), first = rng.int(0...12), last = rng.int(0...12)
            let disorder = rng.int(0...2)
            var items: [Item] = []
            var key = 0
            for i in 0..<n {
                switch disorder {
                case 0: key += rng.int(0...1)
                case 1: key = rng.int(0...9) == 0 ? key - rng.int(0...3) : key + rng.int(0...2)
                default: key = rng.int(0...20)
                }
                items.append(Item(key: key, arrival: i))
            }
            var builder = ExcerptBuilder<Item>(first: first, last: last) { $0.key < $1.key }
            for item in items { builder.append(item) }
            let sorted = items.sorted { $0.key < $1.key }
            return problem(builder.excerpt, whole: sorted, first: first, last: last)
        }
    }

    @Test func mapKeepsPositions() {
        var builder = ExcerptBuilder<Int>(first: 2, last: 2)
        for i in 0..<10 { builder.append(i) }
        let mapped = builder.excerpt.map { "\($0)" }
        #expect(mapped.head == ["0", "1"] && mapped.tail == ["8", "9"] && mapped.count == 10 && mapped.omitted == 6)
        #expect(mapped[position: 8] == "8" && mapped[position: 5] == nil)
    }
}
