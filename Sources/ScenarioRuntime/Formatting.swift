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

    /// `120`, `0.5`, `22.33`; `-0` prints as `0`.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        let cents = (x * 100).rounded(.toNearestOrAwayFromZero)
        if cents == 0 { return "0" }
        if abs(cents) >= 1e17 { return String(format: "%.0f", cents / 100) }
        let magnitude = Int(abs(cents))
        let whole = magnitude / 100, fraction = magnitude % 100
        // At most 20 bytes (`-`, 15 digits, `.`, 2 digits), written on the stack:
        // assertions and `print offset` format numbers on every run.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var bytes = ByteWriter(buffer: buffer)
            if cents < 0 { bytes.append(UInt8(ascii: "-")) }
            writeDecimal(whole, to: &bytes)
            if fraction != 0 {
                bytes.append(UInt8(ascii: "."))
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<bytes.count]), as: UTF8.self)
        }
    }

    /// Numbers are equal when they print the same.
    static func same(_ a: Double, _ b: Double) -> Bool { rounded(a) == rounded(b) }

    static func indexPath(_ ip: IndexPath) -> String { utf8(paths: 1) { write(ip, to: &$0) } }

    /// `0,0 0,1 0,2`, or `none`. Lists are written as UTF-8 bytes straight
    /// into one buffer, then made one string: `print visible` and every failed
    /// assertion's notes write them, and a `String` append per number costs
    /// more than the rest of the command.
    package static func indexPaths(_ list: [IndexPath]) -> String {
        guard !list.isEmpty else { return "none" }
        return utf8(paths: list.count) { bytes in
            for (i, ip) in list.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: " ")) }
                write(ip, to: &bytes)
            }
        }
    }

    /// The most bytes one index path takes, with the separator before it
    /// (two 64-bit numbers of at most 19 digits and a sign, a comma, two dots).
    private static let bytesPerPath = 44

    /// A string from the bytes `body` writes, room made for `paths` index paths.
    private static func utf8(paths: Int, _ body: (inout ByteWriter) -> Void) -> String {
        let bytes = [UInt8](unsafeUninitializedCapacity: paths * bytesPerPath) { buffer, count in
            var writer = ByteWriter(buffer: buffer)
            body(&writer)
            count = writer.count
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends bytes to a buffer its caller sized (`utf8(paths:)`): no
    /// capacity check or growth per byte.
    private struct ByteWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func append(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }
    }

    /// Appends `S,R`.
    private static func write(_ ip: IndexPath, to bytes: inout ByteWriter) {
        writeDecimal(ip.section, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        writeDecimal(ip.row, to: &bytes)
    }

    /// Appends `value` in decimal (with a `-` when negative).
    private static func writeDecimal(_ value: Int, to bytes: inout ByteWriter) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The digits are counted, then written from the last: divisions by
        // the constant 10 only (a multiplication each), none by a variable.
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        bytes.count += digits
        var position = bytes.count
        repeat {
            position -= 1
            bytes.buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// As `indexPaths`, but a list longer than `limit` keeps its first and last
    /// `limit / 2` and says how many there are: for messages and notes.
    static func indexPaths(_ list: [IndexPath], limit: Int) -> String {
        guard list.count > limit else { return indexPaths(list) }
        let half = max(1, limit / 2)
        return indexPaths(Array(list.prefix(half))) + " … " + indexPaths(Array(list.suffix(half)))
            + " (\(list.count) rows)"
    }

    /// `0,3..0,17` for a compact summary of a run of rows.
    static func span(_ list: [IndexPath]) -> String {
        guard let first = list.first, let last = list.last else { return "none" }
        return utf8(paths: 2) { bytes in
            write(first, to: &bytes)
            guard list.count > 1 else { return }
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "."))
            write(last, to: &bytes)
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
