import Foundation
import PlumbCore

/// JSON text helpers with PlumbCore's canonical number format.
enum JSONOutput {
    static func numbers(_ values: [CGFloat]) -> String {
        "[" + values.map { CanonicalNumber.format(Double($0)) }.joined(separator: ",") + "]"
    }

    /// A JSON string literal (PlumbCore's escaper, the one every Plumb output uses).
    static func string(_ text: String) -> String { JSONText.string(text) }
}
