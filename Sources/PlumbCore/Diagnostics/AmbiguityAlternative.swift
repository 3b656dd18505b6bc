import Foundation

/// An ambiguous view's frame as laid out and another frame the constraints allow just as well —
/// every priority level is as satisfied — the value form of UIKit's `exerciseAmbiguityInLayout()`.
///
/// ```swift
/// for alternative in root.ambiguityAlternatives() {
///     print(alternative)   // root/badge: x not determined: (0, 8, 20, 20) or (100, 8, 20, 20)
/// }
/// ```
public struct AmbiguityAlternative: Hashable, Sendable, CustomStringConvertible {
    /// The view's name (as in ``AmbiguousItem/item``).
    public let item: String
    /// The undetermined parts: `x`, `y`, `width`, `height`.
    public let attributes: [String]
    /// The frame the layout pass chose, in the superview's coordinates.
    public let frame: CGRect
    /// Another frame, in the superview's coordinates, with the rest of the tree laid out to match.
    public let alternative: CGRect

    /// Creates an entry.
    public init(item: String, attributes: [String], frame: CGRect, alternative: CGRect) {
        self.item = item
        self.attributes = attributes
        self.frame = frame
        self.alternative = alternative
    }

    /// `root/badge: x not determined: (0, 8, 20, 20) or (100, 8, 20, 20)`.
    public var description: String {
        "\(AmbiguousItem(item: item, attributes: attributes)): \(Self.format(frame)) or \(Self.format(alternative))"
    }

    static func format(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map { CanonicalNumber.format(Double($0)) }.joined(separator: ", ") + ")"
    }
}
