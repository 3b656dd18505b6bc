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
    /// The priority at which the root holds its size when not pinned (nil: the window's).
    package var rootSizePriority: Double? = nil
    /// Lay out at this size instead of the root's own (another device, `--size`); views that
    /// autoresize follow their masks from the recorded sizes.
    package var windowSize: CGSize?
    /// The grid the document's frames are recorded on, in the document's own coordinates
    /// (macOS: whole points, ties rounding up in bottom-left frames); iOS grids come from the
    /// traits and are applied by the engine.
    package var documentGrid: CGFloat? = nil
}
