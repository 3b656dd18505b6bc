import Foundation
import PlumbCore

/// Renders a laid-out tree as an SVG wireframe a person can review: a box per view with its
/// name, the root's safe area dashed, and optionally the active constraints — drawn as
/// numbered connectors between the anchors they relate and listed under the picture — and
/// optionally what is ambiguous: each view whose frame the constraints leave open outlined in
/// red, with the other frame they allow just as well dashed (`View.ambiguityAlternatives()`).
///
/// ```swift
/// root.layoutIfNeeded()
/// let svg = SVGRenderer(showsConstraints: true).render(root)
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether to draw and list every active constraint.
    public var showsConstraints: Bool
    /// The title drawn above the picture, if any.
    public var title: String?
    /// Whether to mark ambiguous views and draw their alternative frames (an ambiguity
    /// analysis of the tree: off by default, on in `plumb render --format svg`).
    public var showsAmbiguity: Bool
    /// Rectangles drawn over the picture with a note (`plumb check --pictures`: where the
    /// document recorded each view whose frame differs).
    public var overlays: [WireframeOverlay] = []

    /// Creates a renderer.
    ///
    /// ```swift
    /// SVGRenderer(showsConstraints: true, title: "Login — 390×844", showsAmbiguity: true)
    /// ```
    public init(showsConstraints: Bool = false, title: String? = nil, showsAmbiguity: Bool = false) {
        self.showsConstraints = showsConstraints
        self.title = title
        self.showsAmbiguity = showsAmbiguity
    }

    /// The SVG document, newline-terminated.
    public func render(_ root: View) -> String {
        let frame = Wireframe(root: root, showsConstraints: showsConstraints, title: title, showsAmbiguity: showsAmbiguity, overlays: overlays)
        let width = frame.size.width, height = frame.size.height, pad = Wireframe.pad
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
        ]
        if let title { out.append("<text x=\"\(n(pad))\" y=\"\(n(pad + 10))\" font-size=\"14\" font-weight=\"bold\">\(escape(title))</text>") }
        for box in frame.boxes {
            let r = box.rect, v = box.view
            let dash = box.dash.map { " stroke-dasharray=\"\($0.map(String.init).joined(separator: " "))\"" } ?? ""
            out.append("<g><title>\(escape(v.path)) (\(n(v.frame.minX)), \(n(v.frame.minY)), \(n(v.frame.width)), \(n(v.frame.height)))</title>")
            out.append("<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" fill=\"\(box.color)\" fill-opacity=\"0.06\" stroke=\"\(box.color)\" stroke-width=\"1\"\(dash)/>")
            out.append("<text x=\"\(n(box.labelSpot.minX))\" y=\"\(n(box.labelSpot.minY + 11))\" font-size=\"10\" fill=\"\(box.color)\">\(escape(box.label))</text></g>")
        }
        for entry in frame.ambiguities {
            let mark = entry.mark, ghost = entry.ghost, color = Wireframe.ambiguityColor
            out.append("<g><title>ambiguous: \(escape(entry.description))</title>")
            out.append("<rect x=\"\(n(mark.minX))\" y=\"\(n(mark.minY))\" width=\"\(n(max(0, mark.width)))\" height=\"\(n(max(0, mark.height)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
            out.append("<rect x=\"\(n(ghost.minX))\" y=\"\(n(ghost.minY))\" width=\"\(n(max(0, ghost.width)))\" height=\"\(n(max(0, ghost.height)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"5 3\"/></g>")
        }
        for overlay in frame.overlays {
            let r = overlay.rect, color = Wireframe.overlayColor
            out.append("<g><title>\(escape(overlay.label))</title>")
            out.append("<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"2 2\"/>")
            out.append("<text x=\"\(n(overlay.labelSpot.minX))\" y=\"\(n(overlay.labelSpot.minY + 11))\" font-size=\"10\" fill=\"\(color)\">\(escape(overlay.label))</text></g>")
        }
        if let safe = frame.safeArea {
            out.append("<rect x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"4 4\"><title>safe area</title></rect>")
        }
        for c in frame.connectors {
            let a = c.from, b = c.to
            let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            out.append("<g stroke=\"#555555\" fill=\"#555555\"><title>[\(c.number)] \(escape(c.description))</title>")
            out.append("<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" stroke-width=\"0.75\"\(c.isOptional ? " stroke-dasharray=\"3 2\"" : "")/>")
            out.append("<circle cx=\"\(n(a.x))\" cy=\"\(n(a.y))\" r=\"1.5\"/><circle cx=\"\(n(b.x))\" cy=\"\(n(b.y))\" r=\"1.5\"/>")
            out.append("<text x=\"\(n(mid.x + 2))\" y=\"\(n(mid.y - 2))\" font-size=\"8\" stroke=\"none\">\(c.number)</text></g>")
        }
        for line in frame.footer {
            out.append("<text x=\"\(n(pad))\" y=\"\(n(line.baseline))\" font-size=\"10\" font-family=\"Menlo, monospace\">\(escape(line.text))</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func n(_ v: CGFloat) -> String { CanonicalNumber.format(Double(v)) }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
