internal import CLibXML2
import Foundation

/// Per-call state reached from libxml2 callbacks through the context's `_private` pointer.
final class ParseState {
    let file: String
    let text: SourceText?
    let maxDepth: Int
    var messages: [XMLDiagnostic] = []
    var refusal: XMLImportError?

    init(file: String, text: SourceText?, maxDepth: Int) {
        self.file = file
        self.text = text
        self.maxDepth = maxDepth
    }

    static func context(_ userData: UnsafeMutableRawPointer?) -> xmlParserCtxtPtr? {
        userData?.assumingMemoryBound(to: xmlParserCtxt.self)
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> ParseState? {
        guard let context = context(userData), let opaque = context.pointee._private else { return nil }
        return Unmanaged<ParseState>.fromOpaque(opaque).takeUnretainedValue()
    }

    static func stop(_ userData: UnsafeMutableRawPointer?) {
        if let context = context(userData) { xmlStopParser(context) }
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    func diagnostic(_ message: String, line: Int, column: Int, severity: XMLDiagnostic.Severity = .error) -> XMLDiagnostic {
        XMLDiagnostic(severity, message, at: location(line: line, column: column), in: text)
    }

    /// Where the marker that starts a construct libxml2 just finished reading is: the last
    /// occurrence of `marker` before the parser's current byte offset.
    private func find(_ marker: String, before offset: Int) -> (line: Int, column: Int) {
        guard let text else { return (0, 0) }
        guard let start = text.lastOccurrence(of: marker, before: offset) else { return text.position(ofByte: offset) }
        return text.position(ofByte: start)
    }

    /// The byte offset libxml2 is reading now.
    static func offset(_ userData: UnsafeMutableRawPointer?) -> Int {
        guard let input = context(userData)?.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }

    func record(_ error: xmlError) {
        let severity: XMLDiagnostic.Severity = error.level == XML_ERR_WARNING ? .warning : .error
        var message = error.message.map { String(cString: $0) } ?? "unknown libxml2 error \(error.code)"
        while message.last == "\n" || message.last == " " { message.removeLast() }
        messages.append(diagnostic(message, line: Int(error.line), column: Int(error.int2), severity: severity))
    }

    func refuseEntity(name: String, publicID: String?, systemID: String?, offset: Int) {
        guard refusal == nil else { return }
        let place = find("<!ENTITY", before: offset)
        let what = systemID.map { "an external entity '\(name)' (SYSTEM \"\($0)\")" } ?? "entity '\(name)'"
        refusal = .entityDeclaration(name: name, diagnostic(
            "DOCTYPE declares \(what); entity declarations are refused (no expansion, nothing loaded)",
            line: place.line, column: place.column))
    }

    func refuseExternalSubset(publicID: String?, systemID: String?, offset: Int) {
        guard refusal == nil else { return }
        let place = find("<!DOCTYPE", before: offset)
        let target = systemID.map { "\"\($0)\"" } ?? "PUBLIC \"\(publicID ?? "")\""
        refusal = .externalSubset(systemID: systemID, publicID: publicID, diagnostic(
            "DOCTYPE names an external DTD \(target); external subsets are refused (nothing fetched)",
            line: place.line, column: place.column))
    }

    func refuseDepth(element: String, offset: Int) {
        guard refusal == nil else { return }
        let place = find("<" + element, before: offset)
        refusal = .tooDeep(diagnostic("element '\(element)' nests deeper than the limit of \(maxDepth) levels; refused",
                                      line: place.line, column: place.column), limit: maxDepth)
    }
}
