/// A scenario's text with its display name (a path, or `<stdin>` at the REPL).
///
/// Positions are UTF-8 byte offsets into `text`; lines and columns are computed
/// only when a diagnostic is printed.
public final class SourceFile: Sendable {
    public let name: String
    public let text: String
    /// UTF-8 offset of the first byte of every line.
    public let lineStarts: [Int]
    /// The text's UTF-8 bytes, kept so that positions resolve without copying the text.
    let bytes: [UInt8]
    /// The number its first line has in diagnostics: 1 for a file; the REPL
    /// numbers a statement by where it stands in the session.
    public let firstLine: Int

    public init(name: String, text: String, firstLine: Int = 1) {
        self.name = name
        self.text = text
        self.firstLine = max(1, firstLine)
        let bytes = Array(text.utf8)
        var starts = [0]
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] == 10 || bytes[offset] == 13, let next = SourceFile.lineBreakEnd(in: bytes, at: offset) {
                starts.append(next)
                offset = next
            } else {
                offset += 1
            }
        }
        self.lineStarts = starts
        self.bytes = bytes
    }

    /// Where the text starts: past a leading UTF-8 byte-order mark, if any.
    public var contentStart: Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Just past the line break starting at `offset` (LF, CR LF, or a CR alone),
    /// or nil when none starts there.
    public static func lineBreakEnd(in bytes: [UInt8], at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case 10: return offset + 1
        case 13: return offset + 1 < bytes.count && bytes[offset + 1] == 10 ? offset + 2 : offset + 1
        default: return nil
        }
    }

    /// How many bytes of a line are read to count columns exactly (in
    /// Characters); past that, columns count Unicode scalars, so that a
    /// diagnostic on a 50 MB line costs a byte scan, not a walk of its text.
    static let exactColumnBytes = 4096

    /// 1-based line and column (in characters) of a UTF-8 offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        let lineStart = max(lineStarts[line], line == 0 ? contentStart : 0)
        let end = min(max(offset, lineStart), bytes.count)
        return (line + firstLine, columns(from: lineStart, to: end) + 1)
    }

    /// The 0-based line holding a UTF-8 offset.
    func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Columns between two offsets of one line: Characters for the first
    /// `exactColumnBytes`, Unicode scalars after that.
    func columns(from start: Int, to end: Int) -> Int {
        let exactEnd = min(end, start + SourceFile.exactColumnBytes)
        var count = String(decoding: bytes[start..<exactEnd], as: UTF8.self).count
        for index in exactEnd..<max(exactEnd, end) where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The byte range of a line (numbered as `location` numbers it), without
    /// its line break (and without a leading byte-order mark).
    public func lineBounds(_ numbered: Int) -> Range<Int> {
        let line = numbered - firstLine + 1
        guard line >= 1, line <= lineStarts.count else { return 0..<0 }
        let start = max(lineStarts[line - 1], line == 1 ? contentStart : 0)
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The text of a line (numbered as `location` numbers it), without its line break.
    public func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineBounds(line)], as: UTF8.self)
    }

    /// The first `limit` bytes of a line's text (whole scalars), with `…` when it is longer.
    public func lineText(_ line: Int, limit: Int) -> String {
        let bounds = lineBounds(line)
        guard bounds.count > limit else { return lineText(line) }
        return text(in: bounds.lowerBound..<bounds.lowerBound + limit) + "…"
    }

    /// Part of a line's text, widened to whole Unicode scalars.
    func text(in range: Range<Int>) -> String {
        var lo = max(0, range.lowerBound), hi = min(bytes.count, range.upperBound)
        while lo > 0, lo < bytes.count, bytes[lo] & 0xC0 == 0x80 { lo -= 1 }
        while hi < bytes.count, hi > lo, bytes[hi] & 0xC0 == 0x80 { hi += 1 }
        return String(decoding: bytes[lo..<max(lo, hi)], as: UTF8.self)
    }
}

/// A half-open range of UTF-8 offsets in one source file.
public struct SourceRange: Sendable, CustomStringConvertible {
    public let file: SourceFile
    public let start: Int
    public let end: Int

    public init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// `FILE:LINE:COL`
    public var description: String {
        let (line, column) = file.location(of: start)
        return "\(file.name):\(line):\(column)"
    }

    public var line: Int { file.lineIndex(of: start) + 1 }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }
}

extension SourceFile {
    /// A scenario read from bytes (a file, piped stdin). Text that is not valid
    /// UTF-8 still becomes a `SourceFile` (each bad sequence replaced by U+FFFD)
    /// so that the error can point at the first bad byte and show its line.
    public static func decode(name: String, bytes: [UInt8]) -> (file: SourceFile, error: Diagnostic?) {
        let file = SourceFile(name: name, text: String(decoding: bytes, as: UTF8.self))
        guard let bad = firstInvalidUTF8(bytes) else { return (file, nil) }
        let range = SourceRange(file: file, start: bad, end: bad + 3)
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        let message = "invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex)); a scenario must be UTF-8 text"
        return (file, Diagnostic(.error, message, at: range))
    }

    /// The offset where the first malformed UTF-8 sequence starts, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
