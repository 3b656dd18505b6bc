/// Finds where each start tag and each attribute name begins in well-formed XML text.
///
/// libxml2 records a line per element (where the start tag ends) and nothing for attributes, so
/// the reader scans the UTF-8 source once and matches start tags to elements in document order.
/// Columns count Unicode scalars.
package struct StartTagScanner {
    /// One attribute name's position.
    package struct Attribute: Equatable, Sendable {
        package var name: String
        package var line: Int
        package var column: Int
    }

    /// One start tag: where its `<` is and where each attribute name starts.
    package struct Tag: Equatable, Sendable {
        package var name: String
        package var line: Int
        package var column: Int
        package var attributes: [Attribute]
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// All start tags (including empty-element tags) in document order.
    package static func scan(_ bytes: [UInt8]) -> [Tag] {
        var scanner = StartTagScanner(bytes)
        return scanner.run()
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80, byte != 0x0D {
            column += 1
        }
        index += 1
    }

    private func startsWith(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private mutating func skip(past literal: StaticString) {
        while current != nil, !startsWith(literal) { advance() }
        for _ in 0..<literal.utf8CodeUnitCount { advance() }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func readName() -> String {
        let start = index
        while let byte = current, !Self.isSpace(byte), byte != UInt8(ascii: "="), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") {
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while let byte = current, Self.isSpace(byte) { advance() }
    }

    private mutating func skipDeclaration() {
        // `<!DOCTYPE …[ … ]>` and other markup declarations: quotes and brackets nest.
        var depth = 0
        var quote: UInt8?
        while let byte = current {
            if quote == nil, byte == UInt8(ascii: "<"), startsWith("<!--") {
                skip(past: "-->")
                continue
            }
            advance()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
    }

    private mutating func run() -> [Tag] {
        var tags: [Tag] = []
        while let byte = current {
            guard byte == UInt8(ascii: "<") else { advance(); continue }
            if startsWith("<!--") {
                skip(past: "-->")
            } else if startsWith("<![CDATA[") {
                skip(past: "]]>")
            } else if startsWith("<!") {
                skipDeclaration()
            } else if startsWith("<?") {
                skip(past: "?>")
            } else if startsWith("</") {
                skip(past: ">")
            } else {
                let startLine = line, startColumn = column
                advance()
                let name = readName()
                var attributes: [Attribute] = []
                while true {
                    skipSpaces()
                    guard let next = current else { break }
                    if next == UInt8(ascii: ">") { advance(); break }
                    if next == UInt8(ascii: "/") { advance(); continue }
                    let attributeLine = line, attributeColumn = column
                    let attributeName = readName()
                    if attributeName.isEmpty { advance(); continue }
                    attributes.append(Attribute(name: attributeName, line: attributeLine, column: attributeColumn))
                    skipSpaces()
                    if current == UInt8(ascii: "=") { advance() }
                    skipSpaces()
                    if let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        advance()
                        while let inside = current, inside != quote { advance() }
                        advance()
                    }
                }
                tags.append(Tag(name: name, line: startLine, column: startColumn, attributes: attributes))
            }
        }
        return tags
    }
}
