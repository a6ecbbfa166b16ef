/// A named place in a command's syntax that the parser binds a value to
/// (`height` in `row-height H`). It carries how `help` writes it (`H`) and how
/// messages name it (`a header height`), so the command table, the parser,
/// `help` and the interpreter all speak of it through one value.
///
/// Its texts are static strings: a slot is copied whenever a command's
/// syntax is walked or an argument looked up, and a copy of static strings
/// retains nothing.
public struct Slot: Hashable, Sendable, CustomStringConvertible {
    private let nameText: StaticString
    private let placeholderText: StaticString?
    private let nounText: StaticString?

    public init(_ name: StaticString, placeholder: StaticString? = nil, noun: StaticString? = nil) {
        self.nameText = name
        self.placeholderText = placeholder
        self.nounText = noun
    }

    /// The key the parser binds under; unique among slots.
    public var name: String { nameText.description }
    /// What `help` shows for a number, a string or a word (`H`, `TITLE`, `NAME`).
    public var placeholder: String { placeholderText?.description ?? name.uppercased() }
    /// What an error message calls the value, without an article (`header height`).
    public var noun: String { nounText?.description ?? name }

    public var description: String { name }

    /// Slots are equal when their names are (`from` names a section in one
    /// command and a row in another): the same literal, or the same bytes.
    public static func == (a: Slot, b: Slot) -> Bool {
        sameName(a.nameText, b.nameText)
    }

    /// The slot's name as its literal: what `Arguments` files an argument under
    /// (a third of a slot's size, and what equality compares).
    var key: StaticString { nameText }

    /// Whether two slot names are the same: the same literal, or the same bytes.
    static func sameName(_ x: StaticString, _ y: StaticString) -> Bool {
        // A one-letter literal (`x`) may be stored as a scalar, without a pointer.
        if x.hasPointerRepresentation, y.hasPointerRepresentation {
            guard x.utf8CodeUnitCount == y.utf8CodeUnitCount else { return false }
            if x.utf8Start == y.utf8Start { return true }
        }
        return x.withUTF8Buffer { p in y.withUTF8Buffer { q in p.elementsEqual(q) } }
    }

    public func hash(into hasher: inout Hasher) {
        nameText.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// Every slot of the command table.
extension Slot {
    // Lengths and numbers.
    public static let height = Slot("height", placeholder: "H")
    public static let header = Slot("header", placeholder: "H", noun: "header height")
    public static let footer = Slot("footer", placeholder: "H", noun: "footer height")
    public static let width = Slot("width", placeholder: "W")
    public static let distance = Slot("distance", placeholder: "D")
    public static let x = Slot("x", placeholder: "X", noun: "x position")
    public static let y = Slot("y", placeholder: "Y", noun: "y position")
    public static let top = Slot("top", placeholder: "T", noun: "top inset")
    public static let bottom = Slot("bottom", placeholder: "B", noun: "bottom inset")
    public static let left = Slot("left", placeholder: "L", noun: "left inset")
    public static let right = Slot("right", placeholder: "R", noun: "right inset")
    public static let insetLeft = Slot("insetLeft", placeholder: "L", noun: "left inset")
    public static let insetRight = Slot("insetRight", placeholder: "R", noun: "right inset")
    // Counts and sections.
    public static let count = Slot("count", placeholder: "N")
    public static let section = Slot("section", placeholder: "S", noun: "section number")
    public static let fromSection = Slot("from", placeholder: "S", noun: "section number")
    public static let toSection = Slot("to", placeholder: "S", noun: "section number")
    // Index paths, sizes, cells.
    public static let row = Slot("row")
    public static let rows = Slot("rows")
    public static let includes = Slot("includes")
    public static let excludes = Slot("excludes")
    public static let fromRow = Slot("from")
    public static let toRow = Slot("to")
    public static let size = Slot("size")
    public static let cell = Slot("cell")
    // The section index and header and footer views (ENGINE.md §15, §16).
    public static let headerID = Slot("headerID", placeholder: "NAME", noun: "reuse identifier")
    public static let footerID = Slot("footerID", placeholder: "NAME", noun: "reuse identifier")
    public static let titles = Slot("titles", placeholder: "TITLE")
    public static let title = Slot("title", placeholder: "TITLE")
    public static let index = Slot("index", placeholder: "N", noun: "index title number")
    public static let view = Slot("view")
    // Words, strings and paths.
    public static let id = Slot("id", placeholder: "NAME", noun: "reuse identifier")
    public static let headerTitle = Slot("headerTitle", placeholder: "TITLE")
    public static let footerTitle = Slot("footerTitle", placeholder: "TITLE")
    public static let name = Slot("name")
    public static let value = Slot("value")
    public static let text = Slot("text")
    public static let path = Slot("path")
    public static let topic = Slot("topic", placeholder: "TOPIC|COMMAND")
    // Choices (see Choices.swift for their words).
    public static let style = Slot("style")
    public static let platform = Slot("platform")
    public static let mode = Slot("mode")
    public static let state = Slot("state")
    public static let noneWord = Slot("none")
    public static let kind = Slot("kind")
    public static let quirk = Slot("quirk")
    public static let part = Slot("part")
    public static let edge = Slot("edge")
    public static let position = Slot("position")
    public static let via = Slot("via")
    public static let fact = Slot("what")
    public static let scope = Slot("scope")
    public static let action = Slot("action")
    public static let hidden = Slot("hidden")
    /// The `data`/`table` word before a change (`CommandSpec.prefixes`).
    public static let party = Slot("party")

    // MARK: Diffable
    /// Identifiers of a diffable data source's sections and items.
    public static let sectionIDs = Slot("sections", placeholder: "SECTION", noun: "section identifier")
    public static let itemIDs = Slot("items", placeholder: "ITEM", noun: "item identifier")
    /// Identifiers an edit adds (completion offers no existing ones there).
    public static let newSectionIDs = Slot("new-sections", placeholder: "SECTION", noun: "section identifier")
    public static let newItemIDs = Slot("new-items", placeholder: "ITEM", noun: "item identifier")
    public static let sectionID = Slot("section-id", placeholder: "SECTION", noun: "section identifier")
    public static let itemID = Slot("item", placeholder: "ITEM", noun: "item identifier")
    /// The section or item that `before|after` names.
    public static let anchorSection = Slot("anchor-section", placeholder: "SECTION", noun: "section identifier")
    public static let anchorItem = Slot("anchor-item", placeholder: "ITEM", noun: "item identifier")
    public static let side = Slot("side")
    public static let applyMode = Slot("apply-mode")
    public static let which = Slot("which")
    // Editing, reordering and selection (ENGINE.md §13, §14, §17).
    public static let canEdit = Slot("canEdit", noun: "can-edit answer")
    public static let canMove = Slot("canMove", noun: "can-move answer")
    public static let editingStyle = Slot("editingStyle", noun: "editing style")
    public static let highlight = Slot("highlight", noun: "highlight answer")
    public static let willSelect = Slot("willSelect", noun: "will-select row")
    public static let willSelectNone = Slot("willSelectNone")
    public static let willDeselect = Slot("willDeselect", noun: "will-deselect row")
    public static let willDeselectNone = Slot("willDeselectNone")
    public static let moveTarget = Slot("moveTarget", noun: "move-target policy")
    public static let source = Slot("source")
    public static let swipe = Slot("swipe")
}
