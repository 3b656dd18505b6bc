import Foundation
import PlumbCore

/// Renders a laid-out tree's frames as deterministic JSON (`plumb-frames/1`).
///
/// ```swift
/// JSONRenderer().render(root)
/// // {"format":"plumb-frames/1","size":[375,812],"views":[{"path":"root","frame":[0,0,375,812]},…]}
/// ```
public struct JSONRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The whole document, newline-terminated.
    public func render(_ root: View) -> String {
        "{\"format\":\"plumb-frames/1\",\"size\":\(JSONRenderer.numbers([root.frame.width, root.frame.height])),\"views\":\(views(root))}\n"
    }

    /// The `views` array alone: `[{"path":…,"frame":[x,y,w,h]}, …]`, frames in superview coordinates.
    public func views(_ root: View) -> String {
        "[" + RenderedView.flatten(root).map { v in
            "{\"path\":\(JSONRenderer.string(v.path)),\"frame\":\(JSONRenderer.numbers([v.frame.minX, v.frame.minY, v.frame.width, v.frame.height]))\(v.isHidden ? ",\"hidden\":true" : "")}"
        }.joined(separator: ",") + "]"
    }

    /// `[1,2.5,3]` with canonical number formatting.
    public static func numbers(_ values: [CGFloat]) -> String {
        "[" + values.map { CanonicalNumber.format($0) }.joined(separator: ",") + "]"
    }

    /// A JSON string literal.
    public static func string(_ s: String) -> String { JSONText.string(s) }
}
