internal import CLibXML2

/// Copies libxml2's element tree into ``XMLTreeElement`` values, attaching the start-tag and
/// attribute positions the ``StartTagScanner`` found (matched in document order).
struct TreeConverter {
    let file: String
    let tags: [StartTagScanner.Tag]
    private var next = 0

    init(file: String, tags: [StartTagScanner.Tag]) {
        self.file = file
        self.tags = tags
    }

    mutating func convert(_ node: xmlNodePtr) -> XMLTreeElement {
        let name = LibXML2.string(node.pointee.name)
        let line = Int(xmlGetLineNo(node))
        var tag: StartTagScanner.Tag?
        if next < tags.count {
            let candidate = tags[next]
            if candidate.name == name || Self.localName(candidate.name) == name {
                tag = candidate
                next += 1
            } else {
                next = tags.count   // out of step: stop using columns rather than guess
            }
        }
        let location = SourceLocation(file: file, line: tag?.line ?? line, column: tag?.column ?? 0)

        var attributes: [XMLTreeAttribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            let attributeName = LibXML2.string(attribute.pointee.name)
            var value = ""
            if let raw = xmlNodeListGetString(node.pointee.doc, attribute.pointee.children, 1) {
                value = String(cString: raw)
                plumb_xml_free(raw)
            }
            // Prefixed names (`xml:space`) are rare: try the name as it is first.
            let position = tag?.attributes.first { $0.name == attributeName }
                ?? tag?.attributes.first { Self.localName($0.name) == attributeName }
            let attributeLocation = position.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? location
            attributes.append(XMLTreeAttribute(name: attributeName, value: value, location: attributeLocation))
            property = attribute.pointee.next
        }

        var children: [XMLTreeElement] = []
        var texts: [UnsafeMutablePointer<xmlChar>] = []
        var onlyWhitespace = true
        var comment: String?
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                var element = convert(current)
                element.comment = comment
                comment = nil
                children.append(element)
            case XML_COMMENT_NODE:
                comment = current.pointee.content.map { String(cString: $0) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    texts.append(content)
                    if onlyWhitespace, !Self.isWhitespace(content) { onlyWhitespace = false }
                }
            default:
                break
            }
            child = current.pointee.next
        }
        // The indentation between child elements is not text: an element with children and
        // nothing but whitespace around them has none (and no string is made for it).
        let text = children.isEmpty || !onlyWhitespace ? texts.map { String(cString: $0) }.joined() : ""
        let namespace = node.pointee.ns.flatMap { LibXML2.optionalString($0.pointee.href) }
        return XMLTreeElement(name: name, namespace: namespace, attributes: attributes, children: children, text: text, location: location)
    }

    /// `name` without its namespace prefix (`ib:view` → `view`), without copying.
    static func localName(_ name: String) -> Substring {
        guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name[...] }
        return name[name.utf8.index(after: colon)...]
    }

    /// Whether a NUL-terminated string holds only XML whitespace (space, tab, CR, LF).
    static func isWhitespace(_ content: UnsafeMutablePointer<xmlChar>) -> Bool {
        var p = content
        while p.pointee != 0 {
            switch p.pointee {
            case 0x20, 0x09, 0x0A, 0x0D: p += 1
            default: return false
            }
        }
        return true
    }
}
