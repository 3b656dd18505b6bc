import Foundation
import PlumbCore

extension ImportedDocument {
    /// One layout chosen for output, with the name it is reported under.
    public struct Selection {
        /// The scene name, plus the layout's name when a scene holds several roots.
        public let name: String
        /// The layout.
        public let layout: ImportedLayout
    }

    /// The layouts of the scenes whose name (or layout name) matches `scene`, or all of them.
    /// Throws ``XMLImportError/invalid(_:)`` naming the scenes that have views when nothing
    /// matches, and saying so when `scene` names a scene without a view of its own (a navigation,
    /// tab bar, split view or page view controller shows other scenes' views).
    ///
    /// ```swift
    /// let chosen = try document.select(scene: "Login")
    /// ```
    public func select(scene: String? = nil) throws(XMLImportError) -> [Selection] {
        var result: [Selection] = []
        for candidate in scenes {
            for layout in candidate.layouts {
                let part = layout.name == candidate.name ? layout.root.itemName : layout.name
                let name = candidate.layouts.count == 1 ? candidate.name : "\(candidate.name) / \(part)"
                if let scene, candidate.name != scene, layout.name != scene, name != scene { continue }
                result.append(Selection(name: name, layout: layout))
            }
        }
        if let scene, result.isEmpty {
            let withViews = scenes.filter { !$0.layouts.isEmpty }.map { "'\($0.name)'" }
            let known = withViews.isEmpty ? "no scene has a view to lay out"
                : "the scenes with views are \(withViews.joined(separator: ", "))"
            let message = scenes.contains { $0.name == scene }
                ? "scene '\(scene)' has no view of its own to lay out (a navigation, tab bar, split view or page view controller shows other scenes' views); \(known)"
                : "no scene named '\(scene)'; \(known)"
            throw .invalid([XMLDiagnostic(.error, message, at: SourceLocation(file: file, line: 1, column: 1))])
        }
        return result
    }

    /// Solved frames as JSON: `{"document": …, "scenes": [{"name": …, "size": [w, h], "views":
    /// [{"id": …, "path": …, "frame": [x, y, w, h]}]}]}`. Frames are in superview coordinates, in
    /// the document's own convention (IB's frames, bottom-left origins under unflipped macOS
    /// superviews); `id` is the IB object id or dialect id, `null` when the view has none.
    ///
    /// ```swift
    /// print(try document.framesJSON(scene: nil))
    /// ```
    public func framesJSON(scene: String? = nil) throws(XMLImportError) -> String {
        let selections = try select(scene: scene)
        var scenesJSON: [String] = []
        for selection in selections {
            let layout = selection.layout
            layout.layoutIfNeeded()
            let size = layout.root.frame.size
            let views = zip(layout.views, layout.solvedFrames()).map { view, frame -> String in
                let id = view.objectID.map(JSONOutput.string) ?? "null"
                return "{\"id\":\(id),\"path\":\(JSONOutput.string(view.path)),\"frame\":\(JSONOutput.numbers([frame.minX, frame.minY, frame.width, frame.height]))}"
            }
            scenesJSON.append("{\"name\":\(JSONOutput.string(selection.name)),\"size\":\(JSONOutput.numbers([size.width, size.height])),\"views\":[\(views.joined(separator: ","))]}")
        }
        return "{\"document\":\(JSONOutput.string(file)),\"scenes\":[\(scenesJSON.joined(separator: ","))]}\n"
    }

    /// Solved frames as indented text, one view per line: `name [id] (x, y, w, h)`.
    ///
    /// ```swift
    /// print(try document.framesText(scene: "Login"))
    /// // == Login (375x667)
    /// // view [i5M-Pr-FkT] (0, 0, 375, 667)
    /// //   label 'Title' [abc-12-def] (16, 20, 343, 21)
    /// ```
    public func framesText(scene: String? = nil) throws(XMLImportError) -> String {
        var lines: [String] = []
        for selection in try select(scene: scene) {
            let layout = selection.layout
            layout.layoutIfNeeded()
            let size = layout.root.frame.size
            lines.append("== \(selection.name) (\(CanonicalNumber.format(Double(size.width)))x\(CanonicalNumber.format(Double(size.height))))")
            for (view, frame) in zip(layout.views, layout.solvedFrames()) {
                let depth = view.path.split(separator: "/").count - 1
                let name = view.view.name ?? view.path
                let id = view.objectID.map { " [\($0)]" } ?? ""
                let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { CanonicalNumber.format(Double($0)) }.joined(separator: ", ")
                lines.append(String(repeating: "  ", count: depth) + "\(name)\(id) (\(numbers))" + (view.view.isHidden ? " hidden" : ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
