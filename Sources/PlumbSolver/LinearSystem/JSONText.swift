/// JSON text helpers for deterministic output.
package enum JSONText {
    /// Shortest round-trip decimal; `-0` prints as `0.0`; non-finite values as `null`.
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        return v == 0 ? "0.0" : v.description
    }

    /// A JSON string literal.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
