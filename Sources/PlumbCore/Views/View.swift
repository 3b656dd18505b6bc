import Foundation

/// A rectangle in a headless view tree, laid out by constraints, as UIKit's `UIView`.
///
/// Frames are in superview coordinates. The root's frame is the "window": set it, activate
/// constraints, and call ``layoutIfNeeded()`` to solve every frame below it.
///
/// ```swift
/// let root = View(name: "root")
/// root.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
/// let title = View(name: "title")
/// root.addSubview(title)
/// title.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///     title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
///     title.heightAnchor.constraint(equalToConstant: 44),
/// ])
/// root.layoutIfNeeded()
/// title.frame   // (16, 20, 343, 44)
/// ```
open class View: LayoutItem, CustomStringConvertible {
    /// The standard spacing between sibling views, in points.
    public static let standardSpacing: CGFloat = 8
    /// The value of an intrinsic content size axis that has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// A name for dumps and diagnostics; unnamed views are named by their index in the superview.
    public var name: String?

    /// The frame in the superview's coordinates. Set it on the root (the window) and on views
    /// that translate their autoresizing mask into constraints; the layout pass sets the rest.
    public var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            storedFrame = newValue
            if superview == nil, engine != nil, old.origin == newValue.origin {
                needsResize = true   // the window's size is an edit variable: nothing to re-lower
                return
            }
            autoresizingReferenceSize = superview?.storedFrame.size
            setNeedsLayout()
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    public var bounds: CGRect { CGRect(origin: .zero, size: storedFrame.size) }

    /// The view that contains this one. (Held `unowned(unsafe)` and cleared by the superview's
    /// `deinit`: the same guarantee as `weak`, without a side table on every view.)
    public internal(set) unowned(unsafe) var superview: View?
    /// The contained views, back to front.
    public internal(set) var subviews: [View] = []

    /// Whether the view's frame and autoresizing mask become constraints (default `true`, as
    /// UIKit). Turn it off for views positioned by your constraints.
    public var translatesAutoresizingMaskIntoConstraints = true { didSet { setNeedsLayout() } }
    /// How the frame follows the superview's size while ``translatesAutoresizingMaskIntoConstraints`` is on.
    public var autoresizingMask: AutoresizingMask = [] { didSet { setNeedsLayout() } }

    /// Whether the view is hidden. Hidden views still take part in layout, except as arranged
    /// subviews of a ``StackView``, which collapses them.
    public var isHidden = false {
        didSet {
            // Only a stack's arrangement reads it: other hidden views are laid out as before.
            if isHidden != oldValue, let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.groupDidChange(.arrangement)
            }
        }
    }

    /// The layout-direction preference for this subtree.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified { didSet { setNeedsLayout() } }

    /// Distance from the top to the first baseline, for text-like views; `nil` means the bottom edge.
    public var firstBaselineOffsetFromTop: CGFloat? { didSet { setNeedsLayout() } }
    /// Distance from the last baseline to the bottom, for text-like views; `nil` means the bottom edge.
    public var lastBaselineOffsetFromBottom: CGFloat? { didSet { setNeedsLayout() } }

    /// Measures the view's content height for a width, for text that wraps. After a pass, the
    /// engine calls it with the solved width; when the height differs from the intrinsic one it
    /// updates ``intrinsicContentSize`` and solves again (a height-for-width second pass).
    ///
    /// ```swift
    /// bio.heightForWidth = { width in ceil(CGFloat(characters) * 7 / width) * 20 }
    /// ```
    /// The closure is called once per distinct width: the last answer is cached until the
    /// closure is replaced or ``invalidateIntrinsicContentSize()`` is called.
    public var heightForWidth: ((CGFloat) -> CGFloat)? { didSet { lastMeasure = nil; setNeedsLayout() } }

    /// The pixel grid frames are written on, in pixels per point (set it on the root: `3` for a
    /// 3× display); `nil`, the default, writes the solved values as they are. Every absolute
    /// edge is rounded to the nearest pixel and sizes are taken between rounded edges, so
    /// adjacent views never gap or overlap — what a snapshot test of a real screen expects.
    ///
    /// ```swift
    /// root.pixelGridScale = 2
    /// root.layoutIfNeeded()   // a third of 100 pt comes out 33.5, 33.5 and 33 pt
    /// ```
    public var pixelGridScale: CGFloat? {
        didSet { if superview == nil, engine != nil { needsResize = true } else { setNeedsLayout() } }
    }

    /// Called when the effective trait collection of this view changes (set on it or an ancestor).
    public var onTraitCollectionChange: ((View, TraitCollection) -> Void)?

    // MARK: storage used by the extensions
    var storedFrame: CGRect = .zero
    var autoresizingReferenceSize: CGSize?
    var storedIntrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var margins: LayoutMarginsStorage = .physical(EdgeInsets(all: 8))
    var flags = ViewFlags()
    var rootSafeAreaInsets: EdgeInsets = .zero
    /// The priority at which a root holds its frame's size (nil: the window's, just below
    /// required). Lower, the constraints size the root and the frame only fills in what they
    /// leave open; read when the root is first laid out.
    package var rootSizePriority: Double?
    var solvedSafeAreaInsets: EdgeInsets = .zero
    var rootKeyboardFrame: CGRect?
    var traitOverride: TraitCollection?
    var installed: [LayoutConstraint] = []
    /// The serial the next constraint installed here gets (``installed`` stays sorted by it).
    var nextInstallSerial = 0
    var ownedGuides: [LayoutGuide] = []
    var systemGuides: [LayoutGuide.SystemKind: LayoutGuide] = [:]
    var engine: LayoutEngine?
    var needsLayout = true
    var needsResize = false
    /// Constraints changed since the last pass (on a root): re-solved one by one when possible.
    var pendingConstraints: [LayoutConstraint] = []
    /// Views whose content or arrangement changed since the last pass (on a root).
    var pendingGroups: [(View, LoweredGroup.Kind)] = []
    /// The last height-for-width answer (width, height), so an unchanged width is not re-measured.
    var lastMeasure: (width: CGFloat, height: CGFloat)?
    /// Frontends' per-view state (``attachment(_:)``), by the attachment's type; usually nil.
    var attachments: [ObjectIdentifier: AnyObject]?
    /// The controller whose root view this is (see ``owningViewController``).
    weak var hostingController: ViewController?
    let slot = LayoutSlot()

    /// Creates a view. `View(name: "title")`; the name appears in dumps and diagnostics.
    public required init(name: String? = nil) {
        self.name = name
    }

    /// Creates a view with a frame (for roots and autoresizing views).
    public convenience init(frame: CGRect, name: String? = nil) {
        self.init(name: name)
        self.storedFrame = frame
    }

    deinit {
        // Constraints installed here hold this view unowned; one that outlives the view must not use it.
        for c in installed {
            c.orphaned = true
            c.installedView = nil
        }
        for child in subviews { child.superview = nil }
        for guide in ownedGuides { guide.owningView = nil }
        for guide in systemGuides.values { guide.owningView = nil }
    }

    /// The view itself.
    public var owningViewForLayout: View? { self }

    /// `root/title (16, 20, 343, 44)`.
    public var description: String {
        let f = storedFrame
        return "\(itemName) (\(CanonicalNumber.format(f.minX)), \(CanonicalNumber.format(f.minY)), \(CanonicalNumber.format(f.width)), \(CanonicalNumber.format(f.height)))"
    }

    /// Override point called by ``layoutIfNeeded()`` after frames are set, as UIKit's `layoutSubviews`.
    open func layoutSubviews() {}

    // MARK: layout and fitting (override points, as UIKit's)

    /// Marks the tree as needing a layout pass (changes to constraints and properties do this).
    open func setNeedsLayout() {
        var v = self
        v.needsLayout = true
        while let s = v.superview {
            v = s
            if v.needsLayout { return }
            v.needsLayout = true
        }
    }

    /// The size this view's constraints want, holding each axis to `targetSize` at a priority:
    /// `.required` fixes it, `.fittingSizeLevel` lets the content decide. The view's subtree is
    /// solved on its own (constraints to views outside it do not count) and no frame changes,
    /// as UIKit's `systemLayoutSizeFitting`. Height-for-width content is measured at the
    /// solved width.
    ///
    /// ```swift
    /// // a cell 320 pt wide, as tall as its content
    /// cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    /// ```
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        let subtree = self.subtree
        let measured = subtree.map(\.storedIntrinsicContentSize)
        defer { for (view, size) in zip(subtree, measured) { view.storedIntrinsicContentSize = size } }
        let engine = LayoutEngine(root: self, fitting: FittingTarget(size: targetSize, horizontal: horizontal, vertical: vertical))
        return engine.fittedSize()
    }

    // MARK: hierarchy notifications (override points, as UIKit's)

    /// Called before the view moves to `newSuperview` (`nil` when it is being removed).
    ///
    /// ```swift
    /// final class Badge: View {
    ///     override func willMove(toSuperview newSuperview: View?) { log.append(newSuperview?.name) }
    /// }
    /// ```
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview or was removed from its superview
    /// (then ``superview`` is `nil`).
    ///
    /// ```swift
    /// final class Card: View {
    ///     override func didMoveToSuperview() { if superview != nil { planOnce() } }
    /// }
    /// ```
    open func didMoveToSuperview() {}

    /// Called after `subview` was added to this view (by ``addSubview(_:)`` or an insert).
    ///
    /// ```swift
    /// override func didAddSubview(_ subview: View) { subview.name = subview.name ?? "child" }
    /// ```
    open func didAddSubview(_ subview: View) {}

    /// Called when the view's effective trait collection changed (set on it or an ancestor, or
    /// the view moved to a tree with other traits), as UIKit's.
    ///
    /// ```swift
    /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
    ///     if traitCollection.horizontalSizeClass != previous?.horizontalSizeClass { rebuild() }
    /// }
    /// ```
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before `subview` is removed from this view.
    ///
    /// ```swift
    /// override func willRemoveSubview(_ subview: View) { removed.append(subview) }
    /// ```
    open func willRemoveSubview(_ subview: View) {}
}

enum LayoutMarginsStorage: Hashable {
    case physical(EdgeInsets)
    case directional(DirectionalEdgeInsets)
}
