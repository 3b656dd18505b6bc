internal import CLibXML2
import Foundation

/// Validates a libxml2 document against an XML Schema with per-call contexts and structured
/// error handlers, turning each violation into a located diagnostic.
enum SchemaValidator {
    /// Per-call state reached from libxml2's error callback.
    private final class Collector {
        let file: String
        let text: SourceText?
        let positions: [UnsafeMutableRawPointer: StartTagScanner.Tag]
        var diagnostics: [XMLDiagnostic] = []

        init(file: String, text: SourceText?, positions: [UnsafeMutableRawPointer: StartTagScanner.Tag]) {
            self.file = file
            self.text = text
            self.positions = positions
        }

        func record(_ error: xmlError) {
            var message = error.message.map { String(cString: $0) } ?? "schema violation \(error.code)"
            while message.last == "\n" || message.last == " " { message.removeLast() }
            var line = Int(error.line), column = 0
            if let node = error.node {
                let pointer = node.assumingMemoryBound(to: xmlNode.self)
                if pointer.pointee.type == XML_ATTRIBUTE_NODE, let parent = pointer.pointee.parent,
                   let tag = positions[UnsafeMutableRawPointer(parent)] {
                    let name = LibXML2.string(pointer.pointee.name)
                    if let attribute = tag.attributes.first(where: { $0.name == name }) {
                        line = attribute.line
                        column = attribute.column
                    } else {
                        line = tag.line
                        column = tag.column
                    }
                } else if let tag = positions[node] {
                    line = tag.line
                    column = tag.column
                    // "Element 'x', attribute 'y': …" on an element node: point at the attribute.
                    if let name = Self.attributeName(in: message), let attribute = tag.attributes.first(where: { $0.name == name }) {
                        line = attribute.line
                        column = attribute.column
                    }
                }
            }
            diagnostics.append(XMLDiagnostic(.error, SchemaMessages.clarify(message), at: SourceLocation(file: file, line: line, column: column), in: text))
        }

        static func attributeName(in message: String) -> String? {
            guard let range = message.range(of: ", attribute '") else { return nil }
            let rest = message[range.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return String(rest[..<end])
        }
    }

    static func validate(_ document: xmlDocPtr, root: xmlNodePtr, schema text: String, file: String, text source: SourceText?,
                         tags: [StartTagScanner.Tag]) -> [XMLDiagnostic] {
        // Element nodes in document order match the scanned start tags.
        var positions: [UnsafeMutableRawPointer: StartTagScanner.Tag] = [:]
        var next = 0
        func walk(_ node: xmlNodePtr) {
            if next < tags.count {
                positions[UnsafeMutableRawPointer(node)] = tags[next]
                next += 1
            }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { walk(current) }
                child = current.pointee.next
            }
        }
        walk(root)
        let collector = Collector(file: file, text: source, positions: positions)
        let context = Unmanaged.passUnretained(collector).toOpaque()

        guard let compiled = CompiledSchema.dialect(for: text) else {
            return [XMLDiagnostic(.error, "the built-in schema does not compile", at: SourceLocation(file: file, line: 1, column: 1))]
        }
        let schema = compiled.schema
        guard let validator = xmlSchemaNewValidCtxt(schema) else { return [] }
        defer { xmlSchemaFreeValidCtxt(validator) }
        xmlSchemaSetValidStructuredErrors(validator, { userData, error in
            guard let userData, let error else { return }
            Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }, context)
        withExtendedLifetime(collector) {
            _ = xmlSchemaValidateDoc(validator, document)
        }
        return collector.diagnostics
    }
}
