/// Just enough JSON to write the grammar with its keys in a fixed order.
indirect enum JSON {
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func write(_ value: JSON, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .string(let s): return quote(s)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + quote($0.0) + ": " + write($0.1, indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    static func quote(_ s: String) -> String { JSONText.quote(s) }
}

/// A JSON string literal (also a valid YAML double-quoted scalar, which TAP's diagnostics use).
public enum JSONText {
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                // Controls: JSON needs them escaped below 0x20, YAML's printable set also excludes 0x7F–0x9F.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
