import Foundation
import PlumbCore

/// Renders a laid-out tree as an SVG wireframe a person can review: a box per view with its
/// name, the root's safe area dashed, and optionally the active constraints listed.
///
/// ```swift
/// root.layoutIfNeeded()
/// let svg = SVGRenderer().render(root)
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether to list every active constraint under the picture.
    public var showsConstraints: Bool
    /// The title drawn above the picture, if any.
    public var title: String?

    /// Creates a renderer.
    public init(showsConstraints: Bool = false, title: String? = nil) {
        self.showsConstraints = showsConstraints
        self.title = title
    }

    private static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]

    /// The SVG document, newline-terminated.
    public func render(_ root: View) -> String {
        let views = RenderedView.flatten(root)
        let pad: CGFloat = 20
        let header: CGFloat = title == nil ? 0 : 24
        let constraintLines = showsConstraints ? root.subtree.flatMap(\.constraints).map(\.description) : []
        let footer = CGFloat(constraintLines.count) * 14 + (constraintLines.isEmpty ? 0 : 10)
        let width = root.frame.width + 2 * pad
        let height = root.frame.height + 2 * pad + header + footer
        let n: (CGFloat) -> String = { CanonicalNumber.format(Double($0)) }
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
        ]
        if let title { out.append("<text x=\"\(n(pad))\" y=\"\(n(pad + 10))\" font-size=\"14\" font-weight=\"bold\">\(escape(title))</text>") }
        let dx = pad, dy = pad + header
        for v in views {
            let r = v.absoluteFrame
            let color = SVGRenderer.palette[v.depth % SVGRenderer.palette.count]
            let dash = v.isHidden ? " stroke-dasharray=\"2 3\"" : (v.isStack ? " stroke-dasharray=\"6 3\"" : "")
            out.append("<g><title>\(escape(v.path)) (\(n(v.frame.minX)), \(n(v.frame.minY)), \(n(v.frame.width)), \(n(v.frame.height)))</title>")
            out.append("<rect x=\"\(n(r.minX + dx))\" y=\"\(n(r.minY + dy))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" fill=\"\(color)\" fill-opacity=\"0.06\" stroke=\"\(color)\" stroke-width=\"1\"\(dash)/>")
            let label = v.name ?? (v.path.split(separator: "/").last.map(String.init) ?? v.path)
            out.append("<text x=\"\(n(r.minX + dx + 3))\" y=\"\(n(r.minY + dy + 11))\" font-size=\"10\" fill=\"\(color)\">\(escape(label))</text></g>")
        }
        let insets = root.safeAreaInsets
        if insets != .zero {
            let x = dx + insets.left, y = dy + insets.top
            let w = root.frame.width - insets.left - insets.right, h = root.frame.height - insets.top - insets.bottom
            out.append("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"4 4\"><title>safe area</title></rect>")
        }
        var lineY = dy + root.frame.height + pad + 4
        for line in constraintLines {
            out.append("<text x=\"\(n(pad))\" y=\"\(n(lineY))\" font-size=\"10\" font-family=\"Menlo, monospace\">\(escape(line))</text>")
            lineY += 14
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
