import PlumbCore

/// Where a view sits next to another one, for ``LayoutScheme/at(_:_:priority:file:line:)``.
///
/// - `topOf(v)`: this view's bottom is at `v`'s top (minus the bottom space);
/// - `bottomOf(v)`: this view's top is at `v`'s bottom (plus the top space);
/// - `leftOf(v)`: this view's right is at `v`'s left (minus the right space);
/// - `rightOf(v)`: this view's left is at `v`'s right (plus the left space);
/// - the `…AndParallelWith` forms also give it the same left and right (`topOf`/`bottomOf`)
///   or the same top and bottom (`leftOf`/`rightOf`) as `v`, as the README says.
///
/// ```swift
/// caption.plan.at(.bottomOfAndParallelWith(photo), .equalTo(8))
/// // caption.top == photo.bottom + 8, caption.left == photo.left, caption.right == photo.right
/// ```
public enum RelatedPosition {
    /// Above the view.
    case topOf(View)
    /// Below the view.
    case bottomOf(View)
    /// To the left of the view.
    case leftOf(View)
    /// To the right of the view.
    case rightOf(View)
    /// Above the view, with the same left and right.
    case topOfAndParallelWith(View)
    /// Below the view, with the same left and right.
    case bottomOfAndParallelWith(View)
    /// To the left of the view, with the same top and bottom.
    case leftOfAndParallelWith(View)
    /// To the right of the view, with the same top and bottom.
    case rightOfAndParallelWith(View)
}

/// The axis along which a view sits between two others, for
/// ``LayoutScheme/inBetween(of:and:_:priority:file:line:)``.
///
/// ```swift
/// divider.plan.inBetween(of: left, and: right, .horizontally(.equalTo(8)))
/// // divider.left == left.right + 8, divider.right == right.left - 8
/// ```
public enum MiddlePosition {
    /// Between the first view's right and the second view's left.
    case horizontally(LayoutRelation<any InsetsConvertible>)
    /// Between the first view's bottom and the second view's top.
    case vertically(LayoutRelation<any InsetsConvertible>)
}

/// Which dimension of an anonymous view to relate to, in the README's form
/// `.width(.equalTo(.parent), .height)`.
///
/// ```swift
/// thumb.plan.width(.equalTo(.parent), .height, multiplyBy: 0.25)  // thumb.width == parent.height * 0.25
/// ```
public enum DimensionKind: Sendable, Equatable, CaseIterable {
    /// The width anchor.
    case width
    /// The height anchor.
    case height

    var attribute: LayoutAttribute { self == .width ? .width : .height }
}
