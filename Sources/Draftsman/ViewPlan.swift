import PlumbCore

/// Anything that may appear in a `@LayoutPlan` block: views, view controllers, schemes
/// (`view.plan…`) and whole plans.
///
/// ```swift
/// root.planContent {
///     header                               // a View
///     body.plan.edges(.equal, to: .parent) // a LayoutScheme
/// }
/// ```
public protocol PlanComponent: AnyObject {}

/// A list of view schemes to insert, in order, into some view: what a `@LayoutPlan`
/// block produces.
///
/// ```swift
/// @LayoutPlan var content: any ViewPlan {
///     title.plan.top(.equal, to: .safeArea)
///     body.plan.top(.equalTo(8), to: .bottom(of: .previous))
/// }
/// content.subPlan.count   // 2
/// ```
public protocol ViewPlan: PlanComponent {
    /// The schemes to insert, in declaration order.
    var subPlan: [any ViewScheme] { get }
}

/// One view with its constraint builders and its own sub-plan. ``LayoutScheme`` is the
/// implementation.
///
/// ```swift
/// let scheme: any ViewScheme = card.plan.size(.equalTo(CGSize(width: 100, height: 60)))
/// scheme.view === card   // true
/// ```
public protocol ViewScheme: ViewPlan {
    /// The planned view.
    var view: View { get }
    /// True when the view is inserted as an arranged subview of a ``PlumbCore/StackView``.
    var isStackContent: Bool { get }
    /// Builds the constraints (and the hierarchy below the view) without activating them.
    @discardableResult func build() -> [LayoutConstraint]
    /// Builds, then activates the constraints.
    @discardableResult func apply() -> [LayoutConstraint]
}

/// A type that has a `plan` scheme: every ``PlumbCore/View`` and every
/// `ViewController` (a scheme for its view).
///
/// ```swift
/// let scheme = View(name: "badge").plan             // LayoutScheme<View>
/// let player = ViewController(name: "player").plan  // LayoutScheme<View> for player.view
/// ```
public protocol PlanConvertible: PlanComponent {}

extension View: PlanConvertible {}

extension PlanConvertible where Self: View {
    /// A new ``LayoutScheme`` for this view, with its own priority counter (starting at 999).
    /// If the view is ``Planned`` (a ``Fragment`` for example), its `viewPlan` becomes the
    /// scheme's first content when the scheme is built.
    ///
    /// ```swift
    /// myView.plan
    ///     .left(.equal, to: otherView.rightAnchor)
    ///     .right(.equalTo(16), to: .parent)
    ///     .apply()
    /// ```
    public var plan: LayoutScheme<Self> { LayoutScheme(view: self) }
}

/// The schemes of a `@LayoutPlan` block.
final class RootViewPlan: ViewPlan {
    let subPlan: [any ViewScheme]
    init(subPlan: [any ViewScheme]) { self.subPlan = subPlan }
}

/// What Draftsman needs from a scheme beyond the public protocol.
protocol SchemeNode: ViewScheme {
    var isStackContent: Bool { get set }
    var insertionSource: PlanSource? { get set }
    var viewController: ViewController? { get }
    func build(in context: PlanContext) -> [LayoutConstraint]
}
