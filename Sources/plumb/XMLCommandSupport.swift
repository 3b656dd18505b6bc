import ArgumentParser
import Foundation
import PlumbCore
import PlumbRender
import PlumbXML

/// Helpers for the XML commands.
enum XMLCommandSupport {
    /// Imports a file, printing its diagnostics (with source lines and carets) on failure.
    static func importFile(_ path: String, options: ImportOptions) throws -> ImportedDocument {
        do {
            return try XMLLayoutImporter.importFile(at: URL(fileURLWithPath: path), options: options)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes to a file, or to standard output without `-o`.
    static func emit(_ text: String, to output: String?) throws {
        if let output {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(text, terminator: "")
        }
    }

    /// Writes binary data to a file, or to standard output without `-o` — unless standard output
    /// is a terminal (a PNG there is noise): then an error says how to save it.
    static func emit(bytes: [UInt8], to output: String?) throws {
        if let output {
            try Data(bytes).write(to: URL(fileURLWithPath: output))
        } else if isatty(STDOUT_FILENO) != 0 {
            printError("error: PNG output is binary: write it to a file with -o FILE, or redirect standard output")
            throw ExitCode(64)
        } else {
            FileHandle.standardOutput.write(Data(bytes))
        }
    }

    /// A wireframe's title: `Main.storyboard — Login`.
    static func title(file: String, scene: String) -> String {
        "\(URL(fileURLWithPath: file).lastPathComponent) — \(scene)"
    }

    /// PNG wireframes of the selected layouts, one below the other in one picture.
    static func png(_ selections: [ImportedDocument.Selection], file: String, scale: Double) -> [UInt8] {
        let images = selections.map { selection in
            selection.layout.layoutIfNeeded()
            return PNGRenderer(title: title(file: file, scene: selection.name), showsAmbiguity: true, scale: scale).bitmap(selection.layout.root)
        }
        return Bitmap.stacked(images).pngData()
    }

    /// SVG wireframes of the selected layouts, one below the other in one document.
    static func svg(_ selections: [ImportedDocument.Selection], file: String) -> String {
        var parts: [(text: String, width: Double, height: Double)] = []
        for selection in selections {
            selection.layout.layoutIfNeeded()
            let text = SVGRenderer(title: title(file: file, scene: selection.name), showsAmbiguity: true).render(selection.layout.root)
            parts.append((text, attribute("width", in: text), attribute("height", in: text)))
        }
        if parts.count == 1 { return parts[0].text }
        let width = parts.map(\.width).max() ?? 0
        let height = parts.map(\.height).reduce(0, +)
        var out = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(CanonicalNumber.format(width))\" height=\"\(CanonicalNumber.format(height))\" viewBox=\"0 0 \(CanonicalNumber.format(width)) \(CanonicalNumber.format(height))\">"]
        var y = 0.0
        for part in parts {
            // A nested <svg> placed at its offset keeps each wireframe's own coordinates.
            let body = part.text.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"", with: "<svg y=\"\(CanonicalNumber.format(y))\"")
            out.append(body.trimmingCharacters(in: .newlines))
            y += part.height
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func attribute(_ name: String, in svg: String) -> Double {
        guard let range = svg.range(of: " \(name)=\"") else { return 0 }
        let rest = svg[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return 0 }
        return Double(rest[..<end]) ?? 0
    }
}
