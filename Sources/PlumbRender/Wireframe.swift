import Foundation
import PlumbCore

/// The geometry of a wireframe, shared by the SVG and PNG renderers: the canvas, a box and a
/// name per view, ambiguous views with their alternative frames, the safe area, constraint
/// connectors and the list of constraints under the picture, all in canvas points.
struct Wireframe {
    /// A view's box: its rectangle on the canvas, colour (by depth), dash pattern and name.
    struct Box {
        let view: RenderedView
        let rect: CGRect
        let color: String
        /// `[2, 3]` for hidden views, `[6, 3]` for stack views, nil for a solid outline.
        let dash: [Int]?
        let label: String
        let labelSpot: CGRect
    }

    /// An ambiguous view: its box and the other frame the constraints allow, on the canvas.
    struct Ambiguity {
        let description: String
        let mark: CGRect
        let ghost: CGRect
    }

    /// A constraint drawn between the two anchors it relates.
    struct Connector {
        let number: Int
        let description: String
        let from: CGPoint
        let to: CGPoint
        let isOptional: Bool
    }

    static let ambiguityColor = "#e41a1c"
    static let overlayColor = "#e7298a"
    static let overlayDash = [2, 2]
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]
    static let labelHeight: CGFloat = 12
    static let monospaceAdvance: CGFloat = 6.1
    static let titleAdvance: CGFloat = 8.5
    static let pad: CGFloat = 20

    let size: CGSize
    let title: String?
    let boxes: [Box]
    let ambiguities: [Ambiguity]
    /// The root's safe area, when it has insets.
    let safeArea: CGRect?
    let connectors: [Connector]
    /// Overlays on the canvas: rectangle, label and where the label goes.
    let overlays: [(rect: CGRect, label: String, labelSpot: CGRect)]
    /// The constraint list under the picture: text and baseline.
    let footer: [(text: String, baseline: CGFloat)]

    init(root: View, showsConstraints: Bool, title: String?, showsAmbiguity: Bool, overlays: [WireframeOverlay] = []) {
        let views = RenderedView.flatten(root)
        let pad = Self.pad
        let header: CGFloat = title == nil ? 0 : 24
        let constraints = showsConstraints ? root.subtree.flatMap(\.constraints) : []
        let lines = constraints.enumerated().map { "[\($0.offset + 1)] \($0.element.description)" }
        let footerHeight = CGFloat(lines.count) * 14 + (lines.isEmpty ? 0 : 10)
        let textWidth = lines.map { CGFloat($0.count) * Self.monospaceAdvance }.max() ?? 0
        // The title is as wide as its letters (about 8.5 pt each in 14-pt bold): the canvas grows to
        // hold a long one rather than cut it.
        let titleWidth = CGFloat(title?.count ?? 0) * Self.titleAdvance
        size = CGSize(width: max(root.frame.width, textWidth, titleWidth) + 2 * pad, height: root.frame.height + 2 * pad + header + footerHeight)
        self.title = title
        let offset = CGPoint(x: pad, y: pad + header)
        var placedLabels: [CGRect] = []
        var boxes: [Box] = []
        for v in views {
            let r = v.absoluteFrame.offsetBy(dx: offset.x, dy: offset.y)
            let label = v.name ?? (v.path.split(separator: "/").last.map(String.init) ?? v.path)
            let spot = Self.labelSpot(for: label, in: r, avoiding: placedLabels)
            placedLabels.append(spot)
            boxes.append(Box(view: v, rect: r, color: Self.palette[v.depth % Self.palette.count],
                             dash: v.isHidden ? [2, 3] : (v.isStack ? [6, 3] : nil), label: label, labelSpot: spot))
        }
        self.boxes = boxes
        self.overlays = overlays.map { overlay in
            let r = overlay.rect.offsetBy(dx: offset.x, dy: offset.y)
            let spot = Self.labelSpot(for: overlay.label, in: r, avoiding: placedLabels)
            placedLabels.append(spot)
            return (r, overlay.label, spot)
        }
        var ambiguities: [Ambiguity] = []
        if showsAmbiguity {
            let absolute = Dictionary(views.map { ($0.path, $0.absoluteFrame) }, uniquingKeysWith: { first, _ in first })
            for entry in root.ambiguityAlternatives() {
                guard let own = absolute[entry.item] else { continue }
                // The alternative is in the superview's coordinates: place it where the superview is drawn.
                let parent = CGPoint(x: own.minX - entry.frame.minX, y: own.minY - entry.frame.minY)
                ambiguities.append(Ambiguity(description: entry.description, mark: own.offsetBy(dx: offset.x, dy: offset.y),
                                             ghost: entry.alternative.offsetBy(dx: parent.x + offset.x, dy: parent.y + offset.y)))
            }
        }
        self.ambiguities = ambiguities
        let insets = root.safeAreaInsets
        safeArea = insets == .zero ? nil : CGRect(
            x: offset.x + insets.left, y: offset.y + insets.top,
            width: root.frame.width - insets.left - insets.right, height: root.frame.height - insets.top - insets.bottom)
        let geometry = ConstraintGeometry(root: root)
        connectors = constraints.enumerated().compactMap { i, c in
            guard let ends = geometry.ends(of: c) else { return nil }
            return Connector(number: i + 1, description: c.description,
                             from: CGPoint(x: ends.0.x + offset.x, y: ends.0.y + offset.y),
                             to: CGPoint(x: ends.1.x + offset.x, y: ends.1.y + offset.y), isOptional: c.priority.rawValue < 1000)
        }
        let top = offset.y + root.frame.height + pad + 4
        footer = lines.enumerated().map { ($0.element, top + CGFloat($0.offset) * 14) }
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
}

private extension CGRect {
    /// Whether the rectangles share area (touching edges do not count).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
