/// Makes libxml2's schema messages say what was expected in the dialect's own terms, instead of
/// quoting a regular expression.
enum SchemaMessages {
    /// What each dialect attribute expects, by attribute name.
    static let expectations: [String: String] = [
        "first": "an anchor such as 'title.top', 'root.safeArea.bottom' or 'card.margins.leading'",
        "second": "an anchor such as 'title.top', 'root.safeArea.bottom' or 'card.margins.leading'",
        "multiplier": "a decimal (0.5), a ratio (1:2) or a fraction (1/3)",
        "id": "an identifier of letters, digits, '_' and '-', starting with a letter or '_'",
        "frame": "four numbers: x y width height",
        "margins": "four numbers: top left bottom right",
        "safeArea": "four numbers: top left bottom right",
        "directionalMargins": "four numbers: top leading bottom trailing",
        "hugging": "two priorities: horizontal vertical",
        "compressionResistance": "two priorities: horizontal vertical",
        "intrinsicSize": "two sizes, each a number or 'none': width height",
        "priority": "a number in 1…1000, or required, high, low or fittingSize",
    ]

    /// The elements any dialect container accepts.
    static let contentElements = "<view>, <stack>, <guide> or <constraint>"

    static func clarify(_ message: String) -> String {
        if message.hasSuffix("This element is not expected.") {
            return message + " Expected \(contentElements)."
        }
        // libxml2 reports a repeated xs:ID as an invalid value; say what it is.
        if attributeName(in: message) == "id", message.contains("is not a valid value of the atomic type 'identifier'"),
           let value = quotedValue(in: message), isIdentifier(value) {
            let prefix = message.components(separatedBy: ": ").first ?? ""
            return "\(prefix): duplicate id '\(value)'; every view, stack and guide needs its own id."
        }
        guard message.contains("[facet 'pattern']") || message.contains("[facet 'length']") || message.contains("is not a valid value of"),
              let name = attributeName(in: message), let expected = expectations[name] else { return message }
        let prefix = message.components(separatedBy: ": ").first ?? ""
        let value = quotedValue(in: message).map { ", found '\($0)'" } ?? ""
        return "\(prefix): expected \(expected)\(value)."
    }

    private static func attributeName(in message: String) -> String? {
        guard let range = message.range(of: ", attribute '") else { return nil }
        let rest = message[range.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    private static func quotedValue(in message: String) -> String? {
        guard let range = message.range(of: "The value '") else {
            // "'abc' is not a valid value of …"
            guard let colon = message.range(of: ": '") else { return nil }
            let rest = message[colon.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return String(rest[..<end])
        }
        let rest = message[range.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
