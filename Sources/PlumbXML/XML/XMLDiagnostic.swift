/// One message about an XML document, rendered like a compiler's:
/// `file:line:col: error: message`, then the source line, then a caret under the column.
///
/// ```swift
/// let d = XMLDiagnostic(.error, "unknown attribute 'colour'",
///                       at: SourceLocation(file: "a.layout.xml", line: 3, column: 9),
///                       sourceLine: "    <view colour=\"red\"/>")
/// print(d)
/// // a.layout.xml:3:9: error: unknown attribute 'colour'
/// //     <view colour="red"/>
/// //           ^
/// ```
public struct XMLDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    ///
    /// ```swift
    /// let s: XMLDiagnostic.Severity = .warning
    /// ```
    public enum Severity: String, Hashable, Sendable {
        /// The document cannot be used.
        case error
        /// The document is used, but something was ignored or assumed.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// The severity.
    public var severity: Severity
    /// The message, without location or severity.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// The text of the line at `location.line`, when the source was available.
    public var sourceLine: String?

    /// Creates a diagnostic.
    ///
    /// ```swift
    /// let d = XMLDiagnostic(.warning, "ignored", at: SourceLocation(file: "f", line: 1, column: 1))
    /// ```
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, sourceLine: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// Caret position (1-based) inside `sourceLine` when that is already an excerpt of a long line.
    package var excerptColumn: Int?

    package init(_ severity: Severity, _ message: String, at location: SourceLocation, in text: SourceText?) {
        self.init(severity, message, at: location)
        if let excerpt = text?.excerpt(line: location.line, column: location.column, width: Self.maxExcerptWidth) {
            sourceLine = excerpt.text
            excerptColumn = excerpt.column
        }
    }

    /// `file:line:col: severity: message` on one line.
    ///
    /// ```swift
    /// d.header   // "a.layout.xml:3:9: error: unknown attribute 'colour'"
    /// ```
    public var header: String { "\(location): \(severity.rawValue): \(message)" }

    /// The widest source excerpt printed under a diagnostic, in characters; longer lines are cut
    /// to a window around the column and marked with `…`.
    public static let maxExcerptWidth = 120

    /// The header, then (when known) the source line and a caret under the column.
    public var description: String {
        guard let line = sourceLine else { return header }
        var characters = Array(line.unicodeScalars)
        var caretIndex = max((excerptColumn ?? location.column) - 1, 0)
        if excerptColumn == nil, characters.count > Self.maxExcerptWidth {
            let start = max(0, min(caretIndex - Self.maxExcerptWidth / 2, characters.count - Self.maxExcerptWidth))
            let end = min(characters.count, start + Self.maxExcerptWidth)
            var window = Array(characters[start..<end])
            caretIndex -= start
            if start > 0 {
                window.insert("\u{2026}", at: 0)
                caretIndex += 1
            }
            if end < characters.count { window.append("\u{2026}") }
            characters = window
        }
        var excerpt = String.UnicodeScalarView()
        excerpt.append(contentsOf: characters)
        guard location.column >= 1 else { return "\(header)\n\(String(excerpt))" }
        var caret = ""
        // Keep tabs so the caret lines up with the printed line.
        for (index, character) in characters.enumerated() where index < caretIndex {
            caret.append(character == "\t" ? "\t" : " ")
        }
        let missing = caretIndex - characters.count
        if missing > 0 { caret += String(repeating: " ", count: missing) }
        return "\(header)\n\(String(excerpt))\n\(caret)^"
    }
}
