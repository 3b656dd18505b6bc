import Foundation
import PlumbCore

/// Renders a laid-out tree as a PNG picture of the same wireframe ``SVGRenderer`` draws — a box
/// and a name per view, the safe area dashed, optionally the constraints and what is ambiguous —
/// for tools and reviews that want pixels: image diffs in snapshot tests, CI artefacts, chat.
/// Text is drawn in a built-in 5 × 7 pixel font, so the picture is the same on every machine.
///
/// ```swift
/// root.layoutIfNeeded()
/// let png = PNGRenderer(title: "Login", scale: 2).render(root)
/// try Data(png).write(to: URL(fileURLWithPath: "login.png"))
/// ```
public struct PNGRenderer: Sendable {
    /// Whether to draw and list every active constraint.
    public var showsConstraints: Bool
    /// The title drawn above the picture, if any.
    public var title: String?
    /// Whether to mark ambiguous views and draw their alternative frames.
    public var showsAmbiguity: Bool
    /// Pixels per point (2 by default, as a Retina screen). A picture that would have more than
    /// ``pixelLimit`` pixels is drawn at the largest scale that fits.
    public var scale: Double
    /// Rectangles drawn over the picture with a note (``WireframeOverlay``).
    public var overlays: [WireframeOverlay] = []
    /// The most pixels one picture has (16 777 216 by default, 48 MiB of RGB): a layout
    /// millions of points wide is drawn smaller, not allocated whole.
    public var pixelLimit = 16_777_216

    /// Creates a renderer.
    ///
    /// ```swift
    /// PNGRenderer(showsConstraints: true, title: "Login — 390×844", showsAmbiguity: true, scale: 1)
    /// ```
    public init(showsConstraints: Bool = false, title: String? = nil, showsAmbiguity: Bool = false, scale: Double = 2) {
        self.showsConstraints = showsConstraints
        self.title = title
        self.showsAmbiguity = showsAmbiguity
        self.scale = scale
    }

    /// The PNG file's bytes.
    public func render(_ root: View) -> [UInt8] {
        bitmap(root).pngData()
    }

    /// The picture as pixels.
    ///
    /// ```swift
    /// let image = PNGRenderer(scale: 1).bitmap(root)
    /// image.pixel(x: 0, y: 0)   // (255, 255, 255): the margin around the root
    /// ```
    public func bitmap(_ root: View) -> Bitmap {
        let frame = Wireframe(root: root, showsConstraints: showsConstraints, title: title, showsAmbiguity: showsAmbiguity, overlays: overlays)
        let s = Self.effectiveScale(scale, for: frame.size, limit: pixelLimit)
        // A canvas whose size overflowed (a layout pushed to inf) is empty, not a trap.
        let pixels = { (points: CGFloat) -> Int in
            let value = (Double(points) * s).rounded(.up)
            return value.isFinite ? Int(max(0, min(Double(pixelLimit), value))) : 0
        }
        var image = Bitmap(width: pixels(frame.size.width), height: pixels(frame.size.height))
        let pt = { (value: CGFloat) in Double(value) * s }
        let rect = { (r: CGRect) in CGRect(x: pt(r.minX), y: pt(r.minY), width: pt(r.width), height: pt(r.height)) }
        let lineWidth = max(1, Int(s.rounded()))
        let dash = { (pattern: [Int]) in pattern.map { max(1, Int((Double($0) * s).rounded())) } }
        // Font pixels per glyph pixel for a font size, and the glyph's top for a baseline.
        let glyphScale = { (size: Double) in max(1, Int((size / 10 * s).rounded())) }
        let top = { (baseline: CGFloat, glyph: Int) in pt(baseline) - Double(BitmapFont.height * glyph) }
        let pad = Wireframe.pad
        if let title {
            // Bold glyphs advance 7 font pixels: as many as fit the title's 8.5 pt a letter.
            let g = max(1, Int(Wireframe.titleAdvance * s / Double(BitmapFont.advance + 1)))
            image.text(title, x: pt(pad), top: top(pad + 10, g), color: .init(hex: "#000000"), scale: g, bold: true)
        }
        for box in frame.boxes {
            let color = Bitmap.Color(hex: box.color)
            image.fill(rect(box.rect), color: color, alpha: 0.06)
            image.stroke(rect(box.rect), color: color, lineWidth: lineWidth, dash: box.dash.map(dash))
            let g = glyphScale(10)
            image.text(box.label, x: pt(box.labelSpot.minX), top: top(box.labelSpot.minY + 11, g), color: color, scale: g)
        }
        let red = Bitmap.Color(hex: Wireframe.ambiguityColor)
        for entry in frame.ambiguities {
            image.stroke(rect(entry.mark), color: red, lineWidth: max(1, Int((2 * s).rounded())))
            image.stroke(rect(entry.ghost), color: red, lineWidth: lineWidth, dash: dash([5, 3]))
        }
        let magenta = Bitmap.Color(hex: Wireframe.overlayColor)
        for overlay in frame.overlays {
            image.stroke(rect(overlay.rect), color: magenta, lineWidth: max(1, Int((1.5 * s).rounded())), dash: dash(Wireframe.overlayDash))
            let g = glyphScale(10)
            image.text(overlay.label, x: pt(overlay.labelSpot.minX), top: top(overlay.labelSpot.minY + 11, g), color: magenta, scale: g)
        }
        if let safe = frame.safeArea {
            image.stroke(rect(safe), color: .init(hex: "#999999"), lineWidth: lineWidth, dash: dash([4, 4]))
        }
        let grey = Bitmap.Color(hex: "#555555")
        for c in frame.connectors {
            let a = CGPoint(x: pt(c.from.x), y: pt(c.from.y)), b = CGPoint(x: pt(c.to.x), y: pt(c.to.y))
            image.line(from: a, to: b, color: grey, dash: c.isOptional ? dash([3, 2]) : nil)
            image.disc(center: a, radius: 1.5 * s, color: grey)
            image.disc(center: b, radius: 1.5 * s, color: grey)
            let g = glyphScale(8)
            image.text("\(c.number)", x: pt((c.from.x + c.to.x) / 2 + 2), top: top((c.from.y + c.to.y) / 2 - 2, g), color: grey, scale: g)
        }
        for line in frame.footer {
            let g = glyphScale(10)
            image.text(line.text, x: pt(pad), top: top(line.baseline, g), color: .init(hex: "#000000"), scale: g)
        }
        return image
    }

    /// `scale`, or the largest scale at which a canvas of `size` points has at most `limit`
    /// pixels (a scale that is not a positive number counts as 1).
    static func effectiveScale(_ scale: Double, for size: CGSize, limit: Int) -> Double {
        var s = scale.isFinite && scale > 0 ? scale : 1
        let width = Double(size.width), height = Double(size.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return s }
        s = min(s, (Double(max(1, limit)) / (width * height)).squareRoot())
        // Whole pixels round up: shrink a little until the rounded canvas fits too.
        for _ in 0..<2000 where (width * s).rounded(.up) * (height * s).rounded(.up) > Double(max(1, limit)) { s *= 0.98 }
        return s
    }
}
