import Foundation

/// A view that arranges its arranged subviews in a row or a column, with UIKit's
/// `UIStackView` semantics — expressed as ordinary constraints named `UISV-…`.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge], name: "row")
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// row.distribution = .fill
/// row.setCustomSpacing(16, after: icon)
/// ```
open class StackView: View {
    /// How arranged views share the main axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Views keep their sizes; hugging and compression decide who stretches or shrinks.
        case fill
        /// Every view has the same size.
        case fillEqually
        /// Sizes follow the views' intrinsic sizes, scaled to fill.
        case fillProportionally
        /// Gaps between views are equal (and at least ``StackView/spacing``).
        case equalSpacing
        /// Distances between view centres are equal (gaps at least ``StackView/spacing``).
        case equalCentering
    }

    /// How arranged views sit across the main axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Views fill the stack across the axis.
        case fill
        /// Leading edges (vertical stacks) or top edges (horizontal stacks) align.
        case leading
        /// First baselines align (horizontal stacks).
        case firstBaseline
        /// Centres align.
        case center
        /// Trailing edges (vertical stacks) or bottom edges (horizontal stacks) align.
        case trailing
        /// Last baselines align (horizontal stacks).
        case lastBaseline

        /// Top edges align: the same as ``leading``.
        public static let top = Alignment.leading
        /// Bottom edges align: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// A custom spacing value meaning "use ``StackView/spacing``".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// A custom spacing value meaning "use the system spacing" (8 pt).
    public static let spacingUseSystem: CGFloat = -.leastNormalMagnitude

    /// The views arranged, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// The main axis (default horizontal).
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { groupDidChange(.arrangement) } }
    /// How views share the main axis (default fill).
    public var distribution: Distribution = .fill { didSet { groupDidChange(.arrangement) } }
    /// How views sit across the main axis (default fill).
    public var alignment: Alignment = .fill { didSet { groupDidChange(.arrangement) } }
    /// The gap between adjacent views (a minimum for the equal distributions), default 0.
    public var spacing: CGFloat = 0 { didSet { groupDidChange(.arrangement) } }
    /// Whether views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { groupDidChange(.arrangement) } }
    /// Whether vertical spacing is measured between baselines.
    public var isBaselineRelativeArrangement = false { didSet { groupDidChange(.arrangement) } }
    var customSpacings: [(view: View, spacing: CGFloat)] = []
    /// The priority of the cross-axis constraints that place arranged views against the layout
    /// margins or edges (alignment and spanning), when below required: AppKit's `NSStackView`
    /// places them at its hugging priority on that axis — views stay inside the bounds (required
    /// clipping resistance) but an explicit width, or a view's own position, may win.
    package var crossAxisInsetPriority: Double = 1000 { didSet { groupDidChange(.arrangement) } }
    /// The priority that holds the first and last arranged views against the stack's ends along
    /// its axis (1000: UIStackView, and NSStackView's fill distributions, whose "effective hugging
    /// priority in the stacking axis is required"). Below 1000 (an NSStackView spacing its views
    /// equally, which hugs them only at its own hugging priority) the views stay inside the ends
    /// at required and meet them at this priority, so a file's constraint may inset them.
    package var axisEdgePriority: Double = 1000 { didSet { groupDidChange(.arrangement) } }
    /// The priority of the `fillEqually` equal-size constraints: required for UIStackView, below
    /// required for AppKit's `NSStackView`, whose views keep equal sizes only "as much as possible"
    /// (a view's hugging or compression resistance above this priority keeps its own size).
    package var fillEquallyPriority: Double = 1000 { didSet { groupDidChange(.arrangement) } }

    /// Creates a stack view with arranged subviews.
    public init(arrangedSubviews: [View] = [], name: String? = nil) {
        super.init(name: name)
        for v in arrangedSubviews { addArrangedSubview(v) }
    }

    /// Creates an empty stack view named `name`.
    public required convenience init(name: String?) {
        self.init(arrangedSubviews: [], name: name)
    }

    /// Appends a view to the arrangement (adding it as a subview and turning off its
    /// autoresizing-mask translation, as UIKit does).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsLayout()
    }

    /// Removes a view from the arrangement; it stays a subview, as UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        groupDidChange(.arrangement)
    }

    /// Sets the spacing after one arranged view (``spacingUseDefault`` to go back to ``spacing``).
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        customSpacings.removeAll { $0.view === view }
        if spacing != StackView.spacingUseDefault { customSpacings.append((view, spacing)) }
        groupDidChange(.arrangement)
    }

    /// The spacing after an arranged view: its custom spacing, or ``spacingUseDefault``.
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings.first { $0.view === view }?.spacing ?? StackView.spacingUseDefault
    }

    /// The arranged views that take part in the arrangement (not hidden).
    public var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    func arrangedViewRemoved(_ view: View) {
        removeArrangedSubview(view)
    }

    /// The view whose baseline stands for the stack's.
    func baselineView(for attribute: LayoutAttribute) -> View? {
        let visible = visibleArrangedSubviews
        if axis == .vertical, attribute == .lastBaseline { return visible.last }
        return visible.first
    }

    /// The gap after arranged view `view`.
    func gap(after view: View) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == StackView.spacingUseDefault { return spacing == StackView.spacingUseSystem ? View.standardSpacing : spacing }
        return custom == StackView.spacingUseSystem ? View.standardSpacing : custom
    }
}
