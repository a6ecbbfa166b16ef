import Foundation
import TableEngine

/// Number and list formats shared by `print`, assertions and reports (LANGUAGE.md §6).
/// Package-wide, so that tests compare with the formats `print` uses.
package enum Format {
    /// Rounds half away from zero to two decimals.
    static func rounded(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        let r = (x * 100).rounded(.toNearestOrAwayFromZero) / 100
        return r == 0 ? 0 : r
    }

    /// `120`, `0.5`, `22.33`; `-0` prints as `0`. After `prefix` (`offset: `
    /// in a failed assertion's note: one string made, not two).
    static func number(_ x: Double, after prefix: StaticString = "") -> String {
        writingNumber(x, after: prefix) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `number(x)`'s bytes to `output` (a printed line: no string made).
    static func number(_ x: Double, into output: inout [UInt8]) {
        writingNumber(x, after: "") { output.append(contentsOf: $0) }
    }

    /// Hands `finish` the bytes of `x` after `prefix`, written on the stack:
    /// assertions and `print offset` format numbers on every run.
    private static func writingNumber<Result>(_ x: Double, after prefix: StaticString,
                                              _ finish: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestNumber + byteCount(prefix)) { buffer in
            var bytes = ByteWriter(buffer: buffer)
            bytes.append(prefix)
            bytes.append(number: x)
            return finish(UnsafeBufferPointer(rebasing: buffer[..<bytes.count]))
        }
    }

    /// The most bytes `ByteWriter.append(number:)` writes: `-` and the 307
    /// digits of the largest double whose cents are finite (larger ones print
    /// `inf`); below 10^15, 15 digits and 2 decimals.
    static let longestNumber = 312

    /// The parts joined into one string, copied into its storage once: each
    /// `+` of a message grows a string (a few hundred instructions an
    /// append), and every failed assertion writes a message and its notes.
    static func text(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") -> String {
        let size = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
        return utf8(byteCount: size) { bytes in
            bytes.append(a)
            bytes.append(b)
            bytes.append(c)
            bytes.append(d)
            bytes.append(e)
        }
    }

    /// A text of at most `capacity` bytes, written piece by piece (parts,
    /// numbers) into a temporary buffer, then made one string: a failed
    /// check's problem without a string per number or part.
    static func text(capacity: Int, _ body: (inout ByteWriter) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var bytes = ByteWriter(buffer: buffer)
            body(&bytes)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<bytes.count]), as: UTF8.self)
        }
    }

    /// Numbers are equal when they print the same.
    static func same(_ a: Double, _ b: Double) -> Bool { rounded(a) == rounded(b) }

    static func indexPath(_ ip: IndexPath) -> String {
        let section = ip.section, row = ip.row
        return utf8(byteCount: length(section, row)) { write(section, row, to: &$0) }
    }

    /// `0,0 0,1 0,2`, or `none`. Lists are written as UTF-8 bytes straight
    /// into one buffer, then made one string: `print visible` and every failed
    /// assertion's notes write them, and a `String` append per number costs
    /// more than the rest of the command.
    package static func indexPaths(_ list: [IndexPath]) -> String {
        guard !list.isEmpty else { return "none" }
        return writingIndexPaths(list) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `indexPaths(list)`'s bytes to `output` (a printed line: no string made).
    static func indexPaths(_ list: [IndexPath], into output: inout [UInt8]) {
        guard !list.isEmpty else { return output.append(contentsOf: "none".utf8) }
        writingIndexPaths(list) { output.append(contentsOf: $0) }
    }

    /// Appends the table's visible rows as `indexPaths` writes them: read
    /// as numbers (`forEachVisibleRow`), no index path built or read.
    static func visibleRows(of table: TableView, into output: inout [UInt8]) {
        let count = table.numberOfVisibleRows
        guard count > 0 else { return output.append(contentsOf: "none".utf8) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestPath * count) { buffer in
            var bytes = ByteWriter(buffer: buffer), written = 0
            table.forEachVisibleRow { section, row in
                // The buffer holds `count` paths: a row beyond them is not written.
                guard written < count else { return }
                if written > 0 { bytes.append(UInt8(ascii: " ")) }
                write(section, row, to: &bytes)
                written += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<bytes.count]))
        }
    }

    /// The bytes of the longest index path and the space before it:
    /// `-` and 19 digits twice, a comma and a space.
    private static var longestPath: Int { 42 }

    /// Hands `finish` the list's text, written in one pass into a temporary
    /// buffer of the longest text the list can have (each path's section and
    /// row read once: an `IndexPath` read is two calls into Foundation).
    private static func writingIndexPaths<Result>(_ list: [IndexPath], _ finish: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestPath * list.count) { buffer in
            var bytes = ByteWriter(buffer: buffer)
            for (i, ip) in list.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: " ")) }
                write(ip.section, ip.row, to: &bytes)
            }
            return finish(UnsafeBufferPointer(rebasing: buffer[..<bytes.count]))
        }
    }

    /// A string of exactly `byteCount` bytes, which `body` writes into the
    /// string's own storage: no byte array made and freed first. The count is
    /// exact, not a bound, because the string keeps the capacity it is made
    /// with (printed lines live as long as the run's transcript), and a
    /// string of up to 15 bytes is then stored inline.
    private static func utf8(byteCount: Int, _ body: (inout ByteWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: byteCount) { buffer in
            var writer = ByteWriter(buffer: buffer)
            body(&writer)
            return writer.count
        }
    }

    /// Appends bytes to a buffer its caller sized (`utf8(byteCount:)`,
    /// `text(capacity:)`): no capacity check or growth per byte.
    struct ByteWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        /// Callers size the buffer for what they write; a byte past its
        /// end traps instead of writing past the buffer (release builds
        /// leave out the buffer's own bounds check).
        mutating func append(_ byte: UInt8) {
            precondition(count < buffer.count, "ByteWriter: more bytes than the buffer was sized for")
            buffer[count] = byte
            count += 1
        }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { for byte in $0 { append(byte) } }
        }

        /// `text`'s bytes (as many as fit), read in place.
        mutating func append(_ text: String) {
            let room = buffer.count - count
            let copied: Int? = text.utf8.withContiguousStorageIfAvailable { [buffer, count] source in
                let n = min(source.count, room)
                guard n > 0, let from = source.baseAddress, let to = buffer.baseAddress else { return 0 }
                (to + count).initialize(from: from, count: n)
                return n
            }
            if let copied {
                count += copied
            } else {
                for byte in text.utf8 where count < buffer.count { append(byte) }
            }
        }

        /// `Format.number(x)`'s bytes (at most `Format.longestNumber`).
        mutating func append(number x: Double) {
            guard x.isFinite else { return append(x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf")) }
            let cents = (x * 100).rounded(.toNearestOrAwayFromZero)
            if cents == 0 { return append(UInt8(ascii: "0")) }
            if abs(cents) >= 1e17 { return append(String(format: "%.0f", cents / 100)) }
            let magnitude = Int(abs(cents))
            let whole = magnitude / 100, fraction = magnitude % 100
            if cents < 0 { append(UInt8(ascii: "-")) }
            Format.writeDecimal(whole, to: &self)
            if fraction != 0 {
                append(UInt8(ascii: "."))
                append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 { append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            }
        }

        /// `value` in decimal (at most 20 bytes).
        mutating func append(integer value: Int) { Format.writeDecimal(value, to: &self) }
    }

    /// `text`'s length in UTF-8 bytes (`utf8CodeUnitCount` traps on a literal
    /// of one Unicode scalar, which a `StaticString` may hold as a scalar).
    private static func byteCount(_ text: StaticString) -> Int {
        text.withUTF8Buffer { $0.count }
    }

    /// `text` after `prefix`.
    private static func prefixed(_ prefix: StaticString, _ text: String) -> String {
        byteCount(prefix) == 0 ? text : self.text(prefix.description, text)
    }

    /// The bytes `write(_:_:to:)` appends.
    @inline(__always)
    private static func length(_ section: Int, _ row: Int) -> Int {
        decimalLength(section) + 1 + decimalLength(row)
    }

    /// The bytes `writeDecimal` appends for `value`.
    @inline(__always)
    private static func decimalLength(_ value: Int) -> Int {
        (value < 0 ? 1 : 0) + digitCount(value.magnitude)
    }

    /// Appends `section,row`.
    @inline(__always)
    private static func write(_ section: Int, _ row: Int, to bytes: inout ByteWriter) {
        writeDecimal(section, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        writeDecimal(row, to: &bytes)
    }

    /// Appends `value` in decimal (with a `-` when negative).
    @inline(__always)
    fileprivate static func writeDecimal(_ value: Int, to bytes: inout ByteWriter) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            // A section number, mostly: one digit.
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // The digits are counted by comparisons, then written from the last,
        // two at a time from a table: a division by the constant 100 (a
        // multiplication) for every two digits.
        let digits = digitCount(magnitude)
        precondition(bytes.count + digits <= bytes.buffer.count, "ByteWriter: more bytes than the buffer was sized for")
        bytes.count += digits
        var position = bytes.count
        let pairs = digitPairs.utf8Start
        while magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) * 2
            magnitude /= 100
            position -= 2
            bytes.buffer[position] = pairs[pair]
            bytes.buffer[position + 1] = pairs[pair + 1]
        }
        if position > bytes.count - digits {
            bytes.buffer[position - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude)
        }
    }

    /// How many decimal digits `magnitude` has, counted by comparisons.
    @inline(__always)
    private static func digitCount(_ magnitude: UInt) -> Int {
        var digits = 1
        var threshold: UInt = 10
        while magnitude >= threshold {
            digits += 1
            if digits == 20 { break }
            threshold &*= 10
        }
        return digits
    }

    /// A whole number in decimal, as `String(value)` writes it: its bytes
    /// written into a string of their exact size (up to 15 bytes, a string
    /// stored inline: no allocation), not through the generic conversion.
    static func integer(_ value: Int) -> String {
        utf8(byteCount: decimalLength(value)) { writeDecimal(value, to: &$0) }
    }

    /// `00` to `99`: the decimal digits of every number below 100, two bytes each.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// As `indexPaths`, but a list longer than `limit` keeps its first and last
    /// `limit / 2` and says how many there are: for messages and notes.
    static func indexPaths(_ list: [IndexPath], limit: Int) -> String {
        guard list.count > limit else { return indexPaths(list) }
        let half = max(1, limit / 2)
        return indexPaths(Array(list.prefix(half))) + " … " + indexPaths(Array(list.suffix(half)))
            + " (\(list.count) rows)"
    }

    /// `0,3..0,17` for a compact summary of a run of rows, after `prefix`
    /// (`visible: ` in a failed assertion's note: one string made, not two).
    static func span(_ list: [IndexPath], after prefix: StaticString = "") -> String {
        guard let first = list.first, let last = list.last else { return prefixed(prefix, "none") }
        // Each path read once (two calls into Foundation a read).
        return span(from: (first.section, first.row), to: list.count > 1 ? (last.section, last.row) : nil, after: prefix)
    }

    /// `span(table.indexPathsForVisibleRows, after: prefix)`, from the
    /// table's first and last visible rows: no index path built or read.
    static func visibleSpan(of table: TableView, after prefix: StaticString = "") -> String {
        guard let (first, last) = table.visibleRowBounds else { return prefixed(prefix, "none") }
        return span(from: first, to: table.numberOfVisibleRows > 1 ? last : nil, after: prefix)
    }

    /// `first..last` after `prefix`, or `first` alone when `last` is nil.
    private static func span(from first: (section: Int, row: Int), to last: (section: Int, row: Int)?,
                             after prefix: StaticString) -> String {
        let size = byteCount(prefix) + length(first.section, first.row) + (last.map { 2 + length($0.section, $0.row) } ?? 0)
        return utf8(byteCount: size) { bytes in
            bytes.append(prefix)
            writeSpan(from: first, to: last, to: &bytes)
        }
    }

    private static func writeSpan(from first: (section: Int, row: Int), to last: (section: Int, row: Int)?,
                                  to bytes: inout ByteWriter) {
        write(first.section, first.row, to: &bytes)
        guard let last else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "."))
        write(last.section, last.row, to: &bytes)
    }

    /// The prompt's line after a statement that changed a loaded table
    /// (`offset 300 · visible 0,5..1,0 · content 375x1810`), written in one
    /// buffer: the prompt prints it after every such statement.
    static func summary(of table: TableView) -> String {
        text(capacity: 3 * longestNumber + 2 * longestPath + 40) { bytes in
            bytes.append("offset ")
            bytes.append(number: table.contentOffset)
            bytes.append(" · visible ")
            if let (first, last) = table.visibleRowBounds {
                writeSpan(from: first, to: table.numberOfVisibleRows > 1 ? last : nil, to: &bytes)
            } else {
                bytes.append("none")
            }
            bytes.append(" · content ")
            bytes.append(number: table.viewportWidth)
            bytes.append(UInt8(ascii: "x"))
            bytes.append(number: table.contentHeight)
        }
    }

    /// `x y w h`
    package static func rect(_ r: CGRect) -> String {
        [r.minX, r.minY, r.width, r.height].map { number(Double($0)) }.joined(separator: " ")
    }

    package static func separator(_ line: SeparatorLine) -> String {
        let owner: String
        switch line.owner {
        case .row(let ip): owner = indexPath(ip)
        case .sectionTop(let s): owner = "top \(s)"
        case .extra: owner = "extra"
        }
        return "\(number(line.y)) \(number(line.x0)) \(number(line.x1)) \(line.kind.rawValue) \(owner)"
    }
}
