/// Text from a scenario made safe to print on a terminal: control characters
/// (which could move the cursor or change colours) and invisible ones (a
/// byte-order mark, bidirectional overrides) are drawn visibly.
public enum Printable {
    /// What one Character looks like on screen and how many columns it takes.
    /// Tabs are kept as they are (the caret line copies them, so it lines up).
    static func cell(_ character: Character) -> (text: String, width: Int) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return ("", 0) }
        if scalars.count == 1 {
            switch first.value {
            case 0x09: return ("\t", 1)
            case 0x00..<0x20: return (String(Character(Unicode.Scalar(0x2400 + first.value) ?? "?")), 1)
            case 0x7F: return ("\u{2421}", 1)
            default: break
            }
            switch first.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                let escaped = "<U+\(hex(first.value))>"
                return (escaped, escaped.count)
            default: break
            }
        }
        if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            // A cluster holding a control character (only "\r\n" can): draw each scalar.
            let text = scalars.map { cell(Character($0)).text }.joined()
            return (text, text.count)
        }
        if scalars.allSatisfy(isZeroWidth) { return (String(character), 0) }
        return (String(character), isWide(first) || scalars.contains("\u{FE0F}") ? 2 : 1)
    }

    /// Combining marks (a lone one, or a run of them) take no column of their own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The terminal columns `text` takes once drawn printably: wide and
    /// fullwidth characters count 2, combining marks 0.
    public static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + cell($1).width }
    }

    /// `text` drawn printably in at most `columns` columns: cut with `…` when it does not fit.
    public static func fit(_ text: String, columns: Int) -> String {
        let cells = text.map(cell)
        guard cells.reduce(0, { $0 + $1.width }) > columns else { return cells.map(\.text).joined() }
        var kept = "", used = 0
        for cell in cells {
            guard used + cell.width <= columns - 1 else { break }
            kept += cell.text
            used += cell.width
        }
        return columns > 0 ? kept + "…" : ""
    }

    /// User text quoted in a message, cut to `limit` characters (a 50,000-character word stays readable).
    public static func clip(_ text: String, limit: Int = 40) -> String {
        // `prefix`, not `count`: a clip costs O(limit), however long the text.
        text.prefix(limit + 1).count > limit ? String(text.prefix(limit)) + "..." : text
    }

    /// `text` with every control and invisible character drawn visibly (tabs kept).
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return text.map { cell($0).text }.joined()
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" { return false }
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// East Asian wide and emoji-presentation characters take two terminal columns.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// A source line as a diagnostic shows it, with the caret line under it.
///
/// Lines wider than `maximumWidth` columns are cut to a window around the
/// caret, with `…` where text was left out.
struct SourceLineDisplay {
    static let maximumWidth = 120
    /// Columns of context kept before the caret when a long line is cut.
    static let context = 40

    var text = ""
    var caret = ""
    /// The Characters of source read to draw it (a diagnostic's cost).
    var sourceCharacters = 0

    /// - Parameters:
    ///   - column: 1-based, in Characters of `source`.
    ///   - length: the caret's length in Characters (at least 1).
    ///   - cutBefore, cutAfter: `source` is part of a longer line (text was left out there).
    init(source: String, column: Int, length: Int, cutBefore: Bool = false, cutAfter: Bool = false) {
        let cells = source.map(Printable.cell)
        sourceCharacters = cells.count
        let caretIndex = max(0, column - 1)
        let total = cells.reduce(0) { $0 + $1.width }
        var from = 0, to = cells.count
        if total > Self.maximumWidth || cutBefore || cutAfter {
            // Start `context` columns before the caret, then take what fits.
            var width = 0
            from = min(caretIndex, cells.count)
            while from > 0, width + cells[from - 1].width <= Self.context {
                from -= 1
                width += cells[from].width
            }
            var room = Self.maximumWidth - (from > 0 || cutBefore ? 1 : 0) - 1
            to = from
            while to < cells.count, room - cells[to].width >= 0 {
                room -= cells[to].width
                to += 1
            }
        }
        let prefix = from > 0 || cutBefore ? "…" : ""
        let suffix = to < cells.count || cutAfter ? "…" : ""
        text = prefix + cells[from..<to].map(\.text).joined() + suffix
        var pad = prefix
        for index in from..<min(caretIndex, to) {
            pad += cells[index].text == "\t" ? "\t" : String(repeating: " ", count: cells[index].width)
        }
        if caretIndex > cells.count { pad += String(repeating: " ", count: caretIndex - cells.count) }
        let covered = caretIndex < to ? cells[caretIndex..<min(to, caretIndex + max(1, length))].reduce(0) { $0 + $1.width } : 1
        caret = pad + "^" + String(repeating: "~", count: max(0, covered - 1))
    }
}
