import Foundation
import PlumbCore

/// A format-neutral description of one layout root, made by the Interface Builder lowering and
/// by the dialect reader, and turned into PlumbCore objects by ``LayoutBuilder``.
package struct LayoutSpec {
    /// The root's name (scene or layout name).
    package var name: String
    package var root: ViewSpec
    /// Safe-area insets of the root.
    package var safeAreaInsets: EdgeInsets
    /// Traits set on the root (size classes, idiom), if known.
    package var traits: TraitCollection?
    /// Constraints between items, in document order.
    package var constraints: [ConstraintSpec]
    /// Layout guides the importer adds (scroll content/frame guides, old top/bottom guides).
    package var guides: [GuideSpec]
    /// Whether to pin the root's size with required constraints (IB roots are fixed boxes).
    package var pinsRootSize: Bool
    /// Lay out at this size instead of the root's own (another device, `--size`); views that
    /// autoresize follow their masks from the recorded sizes.
    package var windowSize: CGSize?
}

/// One view of a ``LayoutSpec``.
package struct ViewSpec {
    /// Unique within the spec; constraints refer to views by key.
    package var key: String
    /// The document's id for the view (IB object id or dialect id), if any.
    package var objectID: String?
    /// The name used in dumps and paths.
    package var name: String
    package var stack: StackSpec?
    /// Alignment-rect frame in top-down superview coordinates (root: its window frame).
    package var frame: CGRect
    package var translatesAutoresizingMask: Bool
    package var autoresizingMask: AutoresizingMask
    package var isHidden: Bool
    /// Intrinsic content size; an axis set to `View.noIntrinsicMetric` has none.
    package var intrinsicSize: CGSize?
    package var horizontalHugging: Float
    package var verticalHugging: Float
    package var horizontalCompression: Float
    package var verticalCompression: Float
    package var layoutMargins: EdgeInsets?
    package var directionalLayoutMargins: DirectionalEdgeInsets?
    package var insetsLayoutMarginsFromSafeArea: Bool
    package var preservesSuperviewLayoutMargins: Bool
    package var firstBaselineOffsetFromTop: CGFloat?
    package var lastBaselineOffsetFromBottom: CGFloat?
    package var semanticContentAttribute: SemanticContentAttribute
    package var children: [ViewSpec]
    /// What the document recorded for comparison (frame as the document writes it), if anything.
    package var recorded: RecordedFrame?
    /// Where the view is declared.
    package var location: SourceLocation?

    package init(key: String, name: String, frame: CGRect = .zero) {
        self.key = key
        self.name = name
        self.frame = frame
        translatesAutoresizingMask = false
        autoresizingMask = []
        isHidden = false
        horizontalHugging = 250
        verticalHugging = 250
        horizontalCompression = 750
        verticalCompression = 750
        insetsLayoutMarginsFromSafeArea = true
        preservesSuperviewLayoutMargins = false
        semanticContentAttribute = .unspecified
        children = []
    }
}

/// How a view's solved frame is compared with the one a document recorded.
package struct RecordedFrame {
    /// The frame exactly as the document wrote it.
    package var frame: CGRect
    /// Frame minus alignment rect (top, left, bottom, right), in top-down terms.
    package var alignmentInsets: EdgeInsets
    /// Whether the document's frames put the origin at the bottom-left of the superview
    /// (macOS views under unflipped superviews).
    package var bottomLeftOrigin: Bool
    /// Whether constraints position the view (as opposed to autoresizing or being the root).
    package var isConstraintPositioned: Bool
}

/// Stack view attributes.
package struct StackSpec {
    package var axis: LayoutConstraint.Axis
    package var distribution: StackView.Distribution
    package var alignment: StackView.Alignment
    package var spacing: CGFloat
    package var isBaselineRelativeArrangement: Bool
    package var isLayoutMarginsRelativeArrangement: Bool
    /// Custom spacing after arranged views, by view key.
    package var customSpacing: [(key: String, spacing: CGFloat)]
    /// Keys of arranged subviews in order (default: all children).
    package var arranged: [String]?
}

/// An item a constraint refers to.
package enum ItemRef: Hashable {
    case view(String)
    case safeArea(String)
    case margins(String)
    case readableContent(String)
    case keyboard(String)
    case guide(String)
}

/// A layout guide the importer adds to a view.
package struct GuideSpec {
    package var key: String
    package var owner: String
    package var identifier: String
}

/// One constraint.
package struct ConstraintSpec {
    package var first: ItemRef
    package var firstAttribute: LayoutAttribute
    package var relation: LayoutRelation
    package var second: ItemRef?
    package var secondAttribute: LayoutAttribute
    package var multiplier: CGFloat
    package var constant: CGFloat
    package var priority: Float
    package var identifier: String?
    package var origin: ConstraintOrigin
}
