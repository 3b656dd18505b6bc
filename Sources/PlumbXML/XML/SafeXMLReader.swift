internal import CLibXML2
import Foundation

/// Reads XML with libxml2 and refuses anything dangerous before it can do harm.
///
/// * No network (`XML_PARSE_NONET`), no entity substitution (no `XML_PARSE_NOENT`), no external
///   subset loading (no `XML_PARSE_DTDLOAD`); libxml2 2.9 has no `XML_PARSE_NO_XXE`, so the SAX
///   hooks below do that job.
/// * A DOCTYPE that declares any entity, or that names an external subset, stops the parser at
///   that declaration: nothing is expanded and no file or URL is opened.
/// * Size is checked before parsing, depth while parsing.
/// * Every call uses its own parser context; errors arrive through the context's structured
///   error hook with a pointer back to a per-call state object. No process-global mutable state.
package struct SafeXMLReader: Sendable {
    package var limits: XMLLimits

    package init(limits: XMLLimits = .default) {
        self.limits = limits
    }

    /// Parses bytes into an ``XMLTree``; with a schema (XSD text), validates the document
    /// against it first and throws ``XMLImportError/invalid(_:)`` with every violation.
    package func read(bytes: [UInt8], file: String, schema: String? = nil) throws(XMLImportError) -> XMLTree {
        // libxml2 takes the length as a C int, whatever the limits say.
        let limit = min(limits.maxBytes, Int(Int32.max))
        guard bytes.count <= limit else {
            throw .tooLarge(file: file, bytes: bytes.count, limit: limit)
        }
        LibXML2.initialize()
        plumb_silence_generic_errors()
        guard let context = xmlNewParserCtxt() else {
            throw .unreadable(file: file, reason: "libxml2 could not allocate a parser context")
        }
        defer { xmlFreeParserCtxt(context) }

        let text = Self.isUTF8Compatible(bytes) ? SourceText(bytes: bytes) : nil
        let state = ParseState(file: file, text: text, maxDepth: limits.maxDepth)
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        Self.installHooks(context)

        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
        let document: xmlDocPtr? = withExtendedLifetime(state) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                    xmlCtxtReadMemory(context, base, Int32(buffer.count), file, nil, options)
                }
            }
        }
        defer { if let document { xmlFreeDoc(document) } }

        if let refusal = state.refusal { throw refusal }
        let errors = state.messages.filter { $0.severity == .error }
        guard let document, errors.isEmpty else {
            if errors.isEmpty {
                throw .notWellFormed([XMLDiagnostic(.error, "document is empty or not XML", at: SourceLocation(file: file, line: 1, column: 1), in: text)])
            }
            throw .notWellFormed(Self.explainingConflictMarkers(errors, text: text, file: file))
        }
        guard let rootNode = xmlDocGetRootElement(document) else {
            throw .notWellFormed([XMLDiagnostic(.error, "document has no root element", at: SourceLocation(file: file, line: 1, column: 1), in: text)])
        }
        let tags = text.map { StartTagScanner.scan($0.bytes) } ?? []
        if let schema {
            let violations = SchemaValidator.validate(document, root: rootNode, schema: schema, file: file, text: text, tags: tags)
            if !violations.isEmpty { throw .invalid(violations) }
        }
        var converter = TreeConverter(file: file, tags: tags)
        let root = converter.convert(rootNode)
        return XMLTree(root: root, file: file, text: text ?? SourceText(""), warnings: state.messages.filter { $0.severity == .warning })
    }

    /// Source text for columns and caret lines: only for UTF-8 (or ASCII) input.
    private static func isUTF8Compatible(_ bytes: [UInt8]) -> Bool {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) { return false }
        return !bytes.prefix(4).contains(0)
    }

    private static func installHooks(_ context: xmlParserCtxtPtr) {
        guard let sax = context.pointee.sax else { return }
        sax.pointee.serror = { userData, error in
            guard let state = ParseState.from(userData), let error else { return }
            state.record(error.pointee)
        }
        sax.pointee.entityDecl = { userData, name, _, publicID, systemID, _ in
            guard let state = ParseState.from(userData) else { return }
            state.refuseEntity(name: LibXML2.string(name), publicID: LibXML2.optionalString(publicID),
                               systemID: LibXML2.optionalString(systemID), offset: ParseState.offset(userData))
            ParseState.stop(userData)
        }
        sax.pointee.unparsedEntityDecl = { userData, name, publicID, systemID, _ in
            guard let state = ParseState.from(userData) else { return }
            state.refuseEntity(name: LibXML2.string(name), publicID: LibXML2.optionalString(publicID),
                               systemID: LibXML2.optionalString(systemID), offset: ParseState.offset(userData))
            ParseState.stop(userData)
        }
        sax.pointee.internalSubset = { userData, name, externalID, systemID in
            guard let state = ParseState.from(userData) else { return }
            if externalID != nil || systemID != nil {
                state.refuseExternalSubset(publicID: LibXML2.optionalString(externalID), systemID: LibXML2.optionalString(systemID),
                                           offset: ParseState.offset(userData))
                ParseState.stop(userData)
                return
            }
            xmlSAX2InternalSubset(userData, name, externalID, systemID)
        }
        // Never load an external subset or resolve an external entity, whatever the options say.
        sax.pointee.externalSubset = { _, _, _, _ in }
        sax.pointee.resolveEntity = { _, _, _ in nil }
        sax.pointee.startElementNs = { userData, localName, prefix, uri, nbNamespaces, namespaces, nbAttributes, nbDefaulted, attributes in
            if let state = ParseState.from(userData), let context = ParseState.context(userData) {
                let depth = Int(context.pointee.nameNr) + 1
                if depth > state.maxDepth {
                    state.refuseDepth(element: LibXML2.string(localName), offset: ParseState.offset(userData))
                    xmlStopParser(context)
                    return
                }
            }
            xmlSAX2StartElementNs(userData, localName, prefix, uri, nbNamespaces, namespaces, nbAttributes, nbDefaulted, attributes)
        }
    }
}
