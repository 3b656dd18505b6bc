import Foundation
import PlumbCore
import PlumbRender
import PlumbXML

/// `plumb check --pictures DIR`: a wireframe of every layout with problems, with the frames the
/// document recorded for its mismatched views drawn over it (magenta, dotted) and its ambiguous
/// views outlined — a CI artefact to look at next to the compiler-style lines.
final class CheckPictures {
    /// The output formats of the pictures.
    enum Format: String, CaseIterable, Sendable {
        case svg, png
    }

    let folder: URL
    let format: Format
    /// File names already written in this run (a second `Main.storyboard` gets `-2`).
    private var used: Set<String> = []

    init(folder: String, format: Format) {
        self.folder = URL(fileURLWithPath: folder)
        self.format = format
    }

    /// Writes one picture per layout of `document` that `report` finds problems in; returns the
    /// paths written, in order.
    func write(path: String, document: ImportedDocument, report: LayoutCheckReport) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layouts = document.scenes.flatMap(\.layouts)
        var written: [String] = []
        for (layout, scene) in zip(layouts, report.scenes) where !scene.isClean {
            let recorded = Dictionary(zip(layout.views.map(\.path), layout.recordedRects()), uniquingKeysWith: { first, _ in first })
            let overlays = scene.mismatches.compactMap { mismatch -> WireframeOverlay? in
                guard let rect = recorded[mismatch.path] ?? nil else { return nil }
                return WireframeOverlay(rect: rect, label: "recorded '\(mismatch.objectID ?? mismatch.path)'")
            }
            let title = "\(XMLCommandSupport.title(file: path, scene: scene.name)): \(Self.summary(of: scene))"
            let name = unique("\(URL(fileURLWithPath: path).lastPathComponent)--\(Self.fileSafe(scene.name)).\(format.rawValue)")
            let url = folder.appendingPathComponent(name)
            switch format {
            case .svg:
                var renderer = SVGRenderer(title: title, showsAmbiguity: true)
                renderer.overlays = overlays
                try renderer.render(layout.root).write(to: url, atomically: true, encoding: .utf8)
            case .png:
                var renderer = PNGRenderer(title: title, showsAmbiguity: true)
                renderer.overlays = overlays
                try Data(renderer.render(layout.root)).write(to: url)
            }
            written.append(url.path)
        }
        return written
    }

    /// `2 frames differ, 1 unsatisfiable, 1 ambiguous`.
    static func summary(of scene: SceneCheck) -> String {
        var parts: [String] = []
        if !scene.mismatches.isEmpty { parts.append("\(scene.mismatches.count) frame\(scene.mismatches.count == 1 ? "" : "s") differ\(scene.mismatches.count == 1 ? "s" : "")") }
        if !scene.unsatisfiable.isEmpty { parts.append("\(scene.unsatisfiable.count) unsatisfiable") }
        if !scene.ambiguous.isEmpty { parts.append("\(scene.ambiguous.count) ambiguous") }
        if !scene.other.isEmpty { parts.append("\(scene.other.count) other") }
        return parts.joined(separator: ", ")
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else becomes `_`.
    static func fileSafe(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
    }

    private func unique(_ name: String) -> String {
        var candidate = name, counter = 1
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        while used.contains(candidate) {
            counter += 1
            candidate = "\(stem)-\(counter).\(ext)"
        }
        used.insert(candidate)
        return candidate
    }
}
