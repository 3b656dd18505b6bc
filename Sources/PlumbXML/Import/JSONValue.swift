import Foundation
import PlumbCore

/// A JSON value with members in a fixed order, printed deterministically: two-space indents,
/// arrays of numbers on one line, numbers in PlumbCore's canonical form (non-finite ones as
/// `null`).
package indirect enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value as text, ending without a newline.
    package func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { "\(inner)\(JSONOutput.string($0.0)): \($0.1.rendered(indent: indent + 1))" }
            return "{\n" + body.joined(separator: ",\n") + "\n\(pad)}"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            if items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .string(let text):
            return JSONOutput.string(text)
        case .number(let value):
            return value.isFinite ? CanonicalNumber.format(value) : "null"
        case .bool(let value):
            return value ? "true" : "false"
        case .null:
            return "null"
        }
    }
}
