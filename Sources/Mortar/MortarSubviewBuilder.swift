import PlumbCore

/// The result builder of the `|+|`/`|^|` closure form (Mortar 2.x): views, optional views
/// (`nil` is skipped) and arrays of views (flattened), with `if`, `switch` and `for`.
///
/// ```swift
/// root |+| { root in
///     header
///     if showsBanner { banner }
///     rows                    // [View]
/// }
/// ```
@resultBuilder
public enum MortarSubviewBuilder {
    /// A view.
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// An optional view; `nil` adds nothing.
    public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }
    /// An array of views, flattened.
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [View]) -> [View] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [View]) -> [View] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
}
