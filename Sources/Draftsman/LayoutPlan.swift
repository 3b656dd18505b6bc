import PlumbCore

/// The result builder of `planContent { }`, `insert { }`, `insertStacked { }` and
/// ``Planned/viewPlan``. Accepts views, view controllers, schemes and nested plans, with `if`, `if/else`,
/// optionals (`if let`) and `for` loops. The hierarchy is built as written.
///
/// ```swift
/// root.planContent {
///     header.plan.at(.fullTop, .equal, to: .safeArea)
///     if showsBanner {
///         banner.plan.top(.equal, to: .bottom(of: .previous))
///     }
///     for row in rows {
///         row.plan.horizontal(.equalTo(16), to: .parent)
///     }
/// }
/// ```
@resultBuilder
public enum LayoutPlan {
    /// A view becomes its `plan` scheme.
    public static func buildExpression<V: View>(_ view: V) -> [any ViewScheme] {
        [view.plan]
    }

    /// A scheme is inserted as is.
    public static func buildExpression<V: View>(_ scheme: LayoutScheme<V>) -> [any ViewScheme] {
        [scheme]
    }

    /// A view controller becomes its `plan` scheme: its view is inserted and it becomes a
    /// child of the controller owning the view it goes into.
    public static func buildExpression(_ viewController: ViewController) -> [any ViewScheme] {
        [viewController.plan]
    }

    /// A nested plan contributes its schemes (composition; 2.0.4 dropped these silently).
    public static func buildExpression(_ plan: any ViewPlan) -> [any ViewScheme] {
        if let scheme = plan as? any ViewScheme { return [scheme] }
        return plan.subPlan
    }

    /// An array of schemes contributes all of them.
    public static func buildExpression(_ schemes: [any ViewScheme]) -> [any ViewScheme] {
        schemes
    }

    /// Concatenates the statements in order.
    public static func buildBlock(_ components: [any ViewScheme]...) -> [any ViewScheme] {
        components.flatMap { $0 }
    }

    /// `if` without `else`.
    public static func buildOptional(_ component: [any ViewScheme]?) -> [any ViewScheme] {
        component ?? []
    }

    /// The `if` branch.
    public static func buildEither(first component: [any ViewScheme]) -> [any ViewScheme] {
        component
    }

    /// The `else` branch.
    public static func buildEither(second component: [any ViewScheme]) -> [any ViewScheme] {
        component
    }

    /// `for` loops.
    public static func buildArray(_ components: [[any ViewScheme]]) -> [any ViewScheme] {
        components.flatMap { $0 }
    }

    /// `if #available`.
    public static func buildLimitedAvailability(_ component: [any ViewScheme]) -> [any ViewScheme] {
        component
    }

    /// The block's plan.
    public static func buildFinalResult(_ component: [any ViewScheme]) -> any ViewPlan {
        RootViewPlan(subPlan: component)
    }
}
