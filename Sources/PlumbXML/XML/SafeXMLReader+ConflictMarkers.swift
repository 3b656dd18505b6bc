import Foundation

extension SafeXMLReader {
    /// The markers git leaves in a file whose merge conflict was not resolved.
    static let conflictMarkers = ["<<<<<<<", "=======", ">>>>>>>"]

    /// One error per unresolved merge-conflict marker line, instead of libxml2's error for each
    /// `<` of `<<<<<<< HEAD`; the parser's other errors are kept when they are on other lines.
    static func explainingConflictMarkers(_ errors: [XMLDiagnostic], text: SourceText?, file: String) -> [XMLDiagnostic] {
        guard let text else { return errors }
        var markers: [XMLDiagnostic] = []
        var markerLines: Set<Int> = []
        for number in 1...max(1, text.lineCount) {
            guard let line = text.line(number), conflictMarkers.contains(where: { line.hasPrefix($0) }) else { continue }
            markerLines.insert(number)
            let marker = String(line.prefix(7))
            markers.append(XMLDiagnostic(.error, "unresolved merge-conflict marker '\(marker)': resolve the conflict before importing",
                                         at: SourceLocation(file: file, line: number, column: 1), in: text))
        }
        guard !markers.isEmpty else { return errors }
        return markers + errors.filter { !markerLines.contains($0.location.line) }
    }
}
