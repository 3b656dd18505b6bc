import Foundation
import PlumbCore

/// Renders a laid-out tree as an indented list of frames, one view per line.
///
/// ```swift
/// root.layoutIfNeeded()
/// print(TextRenderer().render(root))
/// // root (0, 0, 375, 812)
/// //   title (16, 55, 343, 21)
/// ```
public struct TextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The tree's frames (superview coordinates), indented by depth; hidden views are marked.
    public func render(_ root: View) -> String {
        RenderedView.flatten(root).map { v in
            let f = v.frame
            let label = v.depth == 0 ? v.path : (v.path.split(separator: "/").last.map(String.init) ?? v.path)
            let nums = [f.minX, f.minY, f.width, f.height].map { CanonicalNumber.format($0) }.joined(separator: ", ")
            return String(repeating: "  ", count: v.depth) + "\(label) (\(nums))" + (v.isHidden ? " hidden" : "")
        }.joined(separator: "\n") + "\n"
    }
}
