internal import CLibXML2
import Foundation

/// A compiled XML Schema. libxml2 only reads a compiled schema while validating, and every
/// validation uses its own context, so one compiled schema serves all threads; it is built once
/// (Swift runs a `static let` initialiser exactly once) and never mutated or freed.
final class CompiledSchema: @unchecked Sendable {
    let schema: xmlSchemaPtr
    let text: String
    /// Whether this object frees the schema (the shared one lives as long as the process).
    private let ownsSchema: Bool

    private init?(text: String, owns: Bool) {
        LibXML2.initialize()
        // libxml2 keeps pointing into the buffer while it parses: parse inside the closure.
        let bytes = Array(text.utf8)
        let parsed: xmlSchemaPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                guard let parser = xmlSchemaNewMemParserCtxt(base, Int32(buffer.count)) else { return nil }
                defer { xmlSchemaFreeParserCtxt(parser) }
                xmlSchemaSetParserStructuredErrors(parser, { _, _ in }, nil)
                return xmlSchemaParse(parser)
            }
        }
        guard let schema = parsed else { return nil }
        self.schema = schema
        self.text = text
        ownsSchema = owns
    }

    /// The dialect's schema, compiled once.
    private static let dialectSchema = CompiledSchema(text: PlumbLayoutSchema.text, owns: false)

    /// The compiled dialect schema when `text` is its source; otherwise a fresh compilation that
    /// is freed with the returned object.
    static func dialect(for text: String) -> CompiledSchema? {
        if let cached = dialectSchema, cached.text == text { return cached }
        return CompiledSchema(text: text, owns: true)
    }

    deinit {
        if ownsSchema { xmlSchemaFree(schema) }
    }
}
