import Foundation

/// A view element of an IB document (any element with a `<rect key="frame">`), with the layout
/// facts the importer needs. Children are in z-order, back to front.
package struct IBView: Sendable {
    /// Unique per document, in document order (holders of constraints refer to it).
    package var index: Int
    /// The element name, which names the class (`label`, `stackView`, `customView`, …).
    package var element: String
    /// The IB object id; nil only for old id-less content views (merged into their cell).
    package var id: String?
    /// The `key` under which the parent holds this view (`view`, `contentView`, …).
    package var key: String?
    package var customClass: String?
    package var userLabel: String?
    /// Label text, button title or text-field title, for naming.
    package var text: String?
    package var location: SourceLocation
    /// The frame exactly as recorded (macOS: bottom-left origin unless the parent is flipped).
    package var recordedFrame: CGRect?
    /// The recorded frame in top-down coordinates relative to the superview (set by the parser).
    package var frame: CGRect?
    /// `translatesAutoresizingMaskIntoConstraints="NO"` turns this off.
    package var translatesAutoresizingMask: Bool
    package var autoresizingMask: IBAutoresizingMask?
    package var horizontalHugging: Double?
    package var verticalHugging: Double?
    package var horizontalCompression: Double?
    package var verticalCompression: Double?
    package var isHidden: Bool
    package var layoutMargins: IBInsets?
    /// Leading/trailing stored in left/right.
    package var directionalLayoutMargins: IBInsets?
    package var insetsLayoutMarginsFromSafeArea: Bool
    package var preservesSuperviewLayoutMargins: Bool
    package var layoutMarginsFollowReadableWidth: Bool
    /// `semanticContentAttribute` as written, if any.
    package var semanticContentAttribute: String?
    package var guides: [IBLayoutGuide]
    package var constraints: [IBConstraint]
    package var variations: [IBVariation]
    package var subviews: [IBView]
    package var stack: IBStackProperties?
    /// Whether this view's children use a top-left origin (always on iOS).
    package var isFlipped: Bool
    /// All attributes of the element, for the lowering's content rules (`image`, `placeholderIntrinsicWidth`, …).
    package var attributes: [String: String]
    /// The macOS control cell (`<buttonCell key="cell" …>`): element name and attributes.
    package var cellElement: String?
    package var cellAttributes: [String: String]
    /// For a `<gridView>`: rows, columns and cells.
    package var grid: IBGrid?
    /// The point size of the view's font (labels, buttons, text fields), when it has one.
    package var fontSize: Double?

    /// `userLabel`, else the text, else the custom class, else the element name.
    package var displayName: String {
        userLabel ?? text ?? customClass ?? element
    }

    /// A child by id, searching the whole subtree.
    package func descendant(id wanted: String) -> IBView? {
        if id == wanted { return self }
        for child in subviews {
            if let found = child.descendant(id: wanted) { return found }
        }
        return nil
    }

    /// Every view of the subtree in pre-order (self first).
    package var allViews: [IBView] {
        var result = [self]
        for child in subviews { result += child.allViews }
        return result
    }
}
