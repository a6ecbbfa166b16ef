/// A command's arguments by slot. A command binds a handful, so they sit in
/// a small array searched by slot (equal slots have the same name): a
/// dictionary would hash the name on every insert and lookup, and allocate
/// its storage, for a few entries.
public struct Arguments: Sendable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable {
        /// The slot's name (`Slot.key`, what slot equality compares): a third of a slot's size.
        var key: StaticString
        var argument: Argument
    }

    private var entries: [Entry] = []

    public init() {}

    public init(dictionaryLiteral elements: (Slot, Argument)...) {
        for (slot, argument) in elements { self[slot] = argument }
    }

    private func index(of slot: Slot) -> Int? {
        let key = slot.key
        for i in entries.indices where Slot.sameName(entries[i].key, key) { return i }
        return nil
    }

    /// The argument bound to `slot`; setting nil unbinds it.
    public subscript(slot: Slot) -> Argument? {
        get { index(of: slot).map { entries[$0].argument } }
        set {
            switch (index(of: slot), newValue) {
            case (let i?, let argument?): entries[i].argument = argument
            case (let i?, nil): entries.remove(at: i)
            case (nil, let argument?):
                // Most commands bind one argument: the first makes a list of one, allocated at its size.
                if entries.isEmpty { entries = [Entry(key: slot.key, argument: argument)] } else { entries.append(Entry(key: slot.key, argument: argument)) }
            case (nil, nil): break
            }
        }
    }

    /// Whether `slot` is bound (its argument is not copied).
    public func contains(_ slot: Slot) -> Bool { index(of: slot) != nil }

    /// The value bound to `slot`, without its range: the interpreter reads
    /// values on every command, and copying a range retains its file.
    public func value(_ slot: Slot) -> ScenarioLanguage.Value? {
        guard let i = index(of: slot) else { return nil }
        return entries[i].argument.value
    }

    /// The arguments in the order they were bound.
    public var values: [Argument] { entries.map(\.argument) }
    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
}
