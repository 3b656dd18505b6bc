import Foundation
import PlumbCore

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
    /// How a multi-line label's height follows its width at sizes the document does not record.
    var textWrap: RecordedTextWrap?
    package var horizontalHugging: Float
    package var verticalHugging: Float
    package var horizontalCompression: Float
    package var verticalCompression: Float
    package var layoutMargins: EdgeInsets?
    package var directionalLayoutMargins: DirectionalEdgeInsets?
    package var insetsLayoutMarginsFromSafeArea: Bool
    package var preservesSuperviewLayoutMargins: Bool
    package var layoutMarginsFollowReadableWidth = false
    /// Whether its subviews' frames are content coordinates it shows below its top safe-area
    /// inset (a table view that adjusts its content inset).
    package var insetsContentBySafeArea = false
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
