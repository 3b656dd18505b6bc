import Foundation

/// A view whose solved frame differs from the recorded one.
///
/// ```swift
/// print(mismatch)   // Main.storyboard:40:21: error: frame of 'abc-12-def' (root/title) is (16, 20, 100, 21), recorded (16, 28, 100, 21)
/// ```
public struct FrameMismatch: Sendable, CustomStringConvertible {
    /// The document's id of the view.
    public let objectID: String?
    /// The view's path.
    public let path: String
    /// What the document recorded.
    public let recorded: CGRect
    /// What the engine solved, in the same convention.
    public let solved: CGRect
    /// Where the view is declared.
    public let location: SourceLocation?
    /// Whether the document marks the recorded frame stale (IB's `misplaced="YES"`): the
    /// difference is then a warning, as Xcode's misplaced-view warning, not an error.
    public var isMarkedMisplaced: Bool = false

    /// The largest difference over x, y, width and height.
    public var delta: CGFloat {
        max(abs(recorded.minX - solved.minX), abs(recorded.minY - solved.minY),
            abs(recorded.width - solved.width), abs(recorded.height - solved.height))
    }

    /// A compiler-style line.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let view = "\(objectID.map { "'\($0)' " } ?? "")(\(path))"
        if isMarkedMisplaced {
            return "\(place)warning: frame of \(view) is \(Self.format(solved)), recorded \(Self.format(recorded)), "
                + "which the document marks misplaced (stale)"
        }
        return "\(place)error: frame of \(view) is \(Self.format(solved)), recorded \(Self.format(recorded))"
    }

    static func format(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map { FrameMismatch.number($0) }.joined(separator: ", ") + ")"
    }

    package static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        // Non-finite or huge values (a layout pushed past any screen) print as Double does.
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(Double(value)) }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
