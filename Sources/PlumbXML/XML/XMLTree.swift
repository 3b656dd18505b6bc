/// A parsed XML document as plain Swift values: elements with ordered attributes, direct text and
/// source locations. Built by ``SafeXMLReader`` from libxml2's tree, which is freed afterwards.
package struct XMLTree: Sendable {
    /// The document element.
    package var root: XMLTreeElement
    /// The file name used in locations.
    package var file: String
    /// The source text (for printing source lines under diagnostics).
    package var text: SourceText
    /// Warnings libxml2 reported while parsing (never errors: those throw).
    package var warnings: [XMLDiagnostic]

    /// A diagnostic at a location of this document, with its source line.
    package func diagnostic(_ severity: XMLDiagnostic.Severity, _ message: String, at location: SourceLocation) -> XMLDiagnostic {
        XMLDiagnostic(severity, message, at: location, in: text)
    }
}
