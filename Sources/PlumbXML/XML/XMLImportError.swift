/// Why an XML document was refused. Every case carries the evidence: file, location, names.
///
/// ```swift
/// do {
///     _ = try InterfaceBuilderDocument(data: bytes, file: "Main.storyboard")
/// } catch let error as XMLImportError {
///     print(error)   // Main.storyboard:2:1: error: DOCTYPE declares entity 'lol' ...
/// }
/// ```
public enum XMLImportError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The document is larger than ``XMLLimits/maxBytes``.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// Elements nest deeper than ``XMLLimits/maxDepth``.
    case tooDeep(XMLDiagnostic, limit: Int)
    /// The DOCTYPE declares an entity (entity bombs, external entities).
    case entityDeclaration(name: String, XMLDiagnostic)
    /// The DOCTYPE names an external subset (a DTD fetch).
    case externalSubset(systemID: String?, publicID: String?, XMLDiagnostic)
    /// libxml2 found the document not well-formed.
    case notWellFormed([XMLDiagnostic])
    /// The document is well-formed but does not follow the schema or the format's rules
    /// (unknown attributes, dangling ids, bad numbers, …).
    case invalid([XMLDiagnostic])

    /// Every diagnostic of the error, in document order.
    public var diagnostics: [XMLDiagnostic] {
        switch self {
        case .unreadable(let file, let reason):
            return [XMLDiagnostic(.error, "cannot read file: \(reason)", at: SourceLocation(file: file, line: 0, column: 0))]
        case .tooLarge(let file, let bytes, let limit):
            return [XMLDiagnostic(.error, "document is \(bytes) bytes, more than the limit of \(limit) bytes; refused before parsing",
                                  at: SourceLocation(file: file, line: 1, column: 1))]
        case .tooDeep(let diagnostic, _), .entityDeclaration(_, let diagnostic), .externalSubset(_, _, let diagnostic):
            return [diagnostic]
        case .notWellFormed(let list), .invalid(let list):
            return list
        }
    }

    /// The diagnostics rendered like a compiler's, one after another.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
