import PlumbCore

/// The axis of a MortarVFL statement.
///
/// ```swift
/// MortarAxis.horizontal.layoutAxis   // .horizontal
/// ```
public enum MortarAxis: Sendable, Hashable, CustomStringConvertible {
    /// Left to right (`|>`, `<|` …).
    case horizontal
    /// Top to bottom (`|^`, `^|` …).
    case vertical

    /// The matching core axis.
    public var layoutAxis: LayoutConstraint.Axis { self == .horizontal ? .horizontal : .vertical }

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
