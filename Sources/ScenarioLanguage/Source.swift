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
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        self.lineStarts = starts
        self.bytes = Array(text.utf8)
    }

    /// 1-based line and column (in characters) of a UTF-8 offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let lineStart = lineStarts[lo]
        let utf8 = bytes
        let end = min(max(offset, lineStart), utf8.count)
        let prefix = String(decoding: utf8[lineStart..<end], as: UTF8.self)
        return (lo + firstLine, prefix.count + 1)
    }

    /// The text of a line (numbered as `location` numbers it), without its line break.
    public func lineText(_ numbered: Int) -> String {
        let line = numbered - firstLine + 1
        guard line >= 1, line <= lineStarts.count else { return "" }
        let utf8 = bytes
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : utf8.count
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
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

    public var line: Int { file.location(of: start).line }

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
