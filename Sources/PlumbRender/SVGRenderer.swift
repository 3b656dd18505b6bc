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

    private static let ambiguityColor = "#e41a1c"

    private static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]
    private static let labelHeight: CGFloat = 12
    private static let monospaceAdvance: CGFloat = 6.1

    /// The SVG document, newline-terminated.
    public func render(_ root: View) -> String {
        let views = RenderedView.flatten(root)
        let pad: CGFloat = 20
        let header: CGFloat = title == nil ? 0 : 24
        let constraints = showsConstraints ? root.subtree.flatMap(\.constraints) : []
        let lines = constraints.enumerated().map { "[\($0.offset + 1)] \($0.element.description)" }
        let footer = CGFloat(lines.count) * 14 + (lines.isEmpty ? 0 : 10)
        let textWidth = lines.map { CGFloat($0.count) * SVGRenderer.monospaceAdvance }.max() ?? 0
        let width = max(root.frame.width, textWidth) + 2 * pad
        let height = root.frame.height + 2 * pad + header + footer
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
        ]
        if let title { out.append("<text x=\"\(n(pad))\" y=\"\(n(pad + 10))\" font-size=\"14\" font-weight=\"bold\">\(escape(title))</text>") }
        let offset = CGPoint(x: pad, y: pad + header)
        var placedLabels: [CGRect] = []
        for v in views {
            let r = v.absoluteFrame.offsetBy(dx: offset.x, dy: offset.y)
            let color = SVGRenderer.palette[v.depth % SVGRenderer.palette.count]
            let dash = v.isHidden ? " stroke-dasharray=\"2 3\"" : (v.isStack ? " stroke-dasharray=\"6 3\"" : "")
            out.append("<g><title>\(escape(v.path)) (\(n(v.frame.minX)), \(n(v.frame.minY)), \(n(v.frame.width)), \(n(v.frame.height)))</title>")
            out.append("<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" fill=\"\(color)\" fill-opacity=\"0.06\" stroke=\"\(color)\" stroke-width=\"1\"\(dash)/>")
            let label = v.name ?? (v.path.split(separator: "/").last.map(String.init) ?? v.path)
            let spot = SVGRenderer.labelSpot(for: label, in: r, avoiding: placedLabels)
            placedLabels.append(spot)
            out.append("<text x=\"\(n(spot.minX))\" y=\"\(n(spot.minY + 11))\" font-size=\"10\" fill=\"\(color)\">\(escape(label))</text></g>")
        }
        if showsAmbiguity {
            let absolute = Dictionary(views.map { ($0.path, $0.absoluteFrame) }, uniquingKeysWith: { first, _ in first })
            for entry in root.ambiguityAlternatives() {
                guard let own = absolute[entry.item] else { continue }
                // The alternative is in the superview's coordinates: place it where the superview is drawn.
                let parent = CGPoint(x: own.minX - entry.frame.minX, y: own.minY - entry.frame.minY)
                let mark = own.offsetBy(dx: offset.x, dy: offset.y)
                let ghost = entry.alternative.offsetBy(dx: parent.x + offset.x, dy: parent.y + offset.y)
                let color = SVGRenderer.ambiguityColor
                out.append("<g><title>ambiguous: \(escape(entry.description))</title>")
                out.append("<rect x=\"\(n(mark.minX))\" y=\"\(n(mark.minY))\" width=\"\(n(max(0, mark.width)))\" height=\"\(n(max(0, mark.height)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
                out.append("<rect x=\"\(n(ghost.minX))\" y=\"\(n(ghost.minY))\" width=\"\(n(max(0, ghost.width)))\" height=\"\(n(max(0, ghost.height)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"5 3\"/></g>")
            }
        }
        let insets = root.safeAreaInsets
        if insets != .zero {
            let x = offset.x + insets.left, y = offset.y + insets.top
            let w = root.frame.width - insets.left - insets.right, h = root.frame.height - insets.top - insets.bottom
            out.append("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"4 4\"><title>safe area</title></rect>")
        }
        let geometry = ConstraintGeometry(root: root)
        for (i, c) in constraints.enumerated() {
            guard let ends = geometry.ends(of: c) else { continue }
            let a = CGPoint(x: ends.0.x + offset.x, y: ends.0.y + offset.y)
            let b = CGPoint(x: ends.1.x + offset.x, y: ends.1.y + offset.y)
            let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            out.append("<g stroke=\"#555555\" fill=\"#555555\"><title>[\(i + 1)] \(escape(c.description))</title>")
            out.append("<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" stroke-width=\"0.75\"\(c.priority.rawValue < 1000 ? " stroke-dasharray=\"3 2\"" : "")/>")
            out.append("<circle cx=\"\(n(a.x))\" cy=\"\(n(a.y))\" r=\"1.5\"/><circle cx=\"\(n(b.x))\" cy=\"\(n(b.y))\" r=\"1.5\"/>")
            out.append("<text x=\"\(n(mid.x + 2))\" y=\"\(n(mid.y - 2))\" font-size=\"8\" stroke=\"none\">\(i + 1)</text></g>")
        }
        var lineY = offset.y + root.frame.height + pad + 4
        for line in lines {
            out.append("<text x=\"\(n(pad))\" y=\"\(n(lineY))\" font-size=\"10\" font-family=\"Menlo, monospace\">\(escape(line))</text>")
            lineY += 14
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Where a view's name goes: its top-left corner, moved down a line at a time (within the
    /// view when it can) while it would overlap a name already drawn.
    static func labelSpot(for label: String, in rect: CGRect, avoiding placed: [CGRect]) -> CGRect {
        let width = CGFloat(label.count) * 6
        var spot = CGRect(x: rect.minX + 3, y: rect.minY, width: width, height: labelHeight)
        var tries = 0
        while tries < 8, placed.contains(where: { $0.overlaps(spot) }) {
            let next = spot.offsetBy(dx: 0, dy: labelHeight)
            if next.maxY > rect.maxY, rect.height >= labelHeight { break }
            spot = next
            tries += 1
        }
        return spot
    }

    private func n(_ v: CGFloat) -> String { CanonicalNumber.format(Double(v)) }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

private extension CGRect {
    /// Whether the rectangles share area (touching edges do not count).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
