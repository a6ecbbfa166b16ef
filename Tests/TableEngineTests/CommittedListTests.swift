import SeededRandom
import Testing
@testable import TableEngine

/// `CommittedList` (the committed rows and cells) against a plain array
/// driven by the same seeded operations: the scrolling pattern (drop at one
/// end, add at the other, for long runs each way) and any other edit.
@Suite struct CommittedListTests {
    @Test(arguments: 0 ..< 8 as Range<UInt64>)
    func randomOperationsMatchAnArray(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var list = CommittedList<Int>(), model: [Int] = []
        var next = 0
        for step in 0 ..< 3_000 {
            // Mostly long runs one way, as scrolling does, with any edit in between.
            let op = Int.random(in: 0 ..< 100, using: &rng)
            let down = (step / 200) % 2 == 0
            var what = ""
            switch op {
            case 0 ..< 40 where down:
                what = "drop first, append"
                if !model.isEmpty { #expect(list.removeFirst() == model.removeFirst()) }
                next += 1
                list.append(next)
                model.append(next)
            case 0 ..< 40:
                what = "drop last, prepend"
                if !model.isEmpty { #expect(list.removeLast() == model.removeLast()) }
                next += 1
                list.prepend(next)
                model.insert(next, at: 0)
            case 40 ..< 50:
                what = "insert at 0"
                next += 1
                list.insert(next, at: 0)
                model.insert(next, at: 0)
            case 50 ..< 60:
                what = "insert inside"
                let i = Int.random(in: 0 ... model.count, using: &rng)
                next += 1
                list.insert(next, at: i)
                model.insert(next, at: i)
            case 60 ..< 68 where !model.isEmpty:
                what = "remove inside"
                let i = Int.random(in: 0 ..< model.count, using: &rng)
                #expect(list.remove(at: i) == model.remove(at: i))
            case 68 ..< 74 where !model.isEmpty:
                what = "set"
                let i = Int.random(in: 0 ..< model.count, using: &rng)
                next += 1
                list[i] = next
                model[i] = next
            case 74 ..< 78:
                what = "remove first k"
                let k = Int.random(in: 0 ... model.count, using: &rng)
                list.removeFirst(k)
                model.removeFirst(k)
            case 78 ..< 80:
                what = "remove all"
                list.removeAll(keepingCapacity: Bool.random(using: &rng))
                model.removeAll()
            case 80 ..< 82:
                what = "assign"
                model = (0 ..< Int.random(in: 0 ..< 20, using: &rng)).map { next + $0 }
                next += 20
                list = CommittedList(model)
            case 82 ..< 86 where !model.isEmpty:
                what = "pop last"
                #expect(list.popLast() == model.popLast())
            default:
                what = "append"
                next += 1
                list.append(next)
                model.append(next)
            }
            guard Array(list) == model, list.array == model, list.count == model.count,
                  list.first == model.first, list.last == model.last, list.isEmpty == model.isEmpty else {
                Issue.record("seed \(seed), step \(step) (\(what)): \(Array(list)) is not \(model)")
                return
            }
        }
    }

    /// Binary search reads the list from its first element, whatever was dropped before it.
    @Test func sortedSearchAfterDroppingInFront() {
        var list = CommittedList(Array(0 ..< 40))
        list.removeFirst(10)
        list.prepend(5)
        #expect(list.sortedIndex(of: 5) == 0)
        #expect(list.sortedIndex(of: 10) == 1)
        #expect(list.sortedIndex(of: 39) == 30)
        #expect(list.sortedIndex(of: 6) == nil)
        #expect(list.countLess(than: 12) == 3)
    }
}
