import Foundation
import PlumbCore

/// JSON text helpers with PlumbCore's canonical number format.
enum JSONOutput {
    static func numbers(_ values: [CGFloat]) -> String {
        "[" + values.map { CanonicalNumber.format(Double($0)) }.joined(separator: ",") + "]"
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
