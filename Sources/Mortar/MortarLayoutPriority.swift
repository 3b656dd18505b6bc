import PlumbCore

/// Mortar's named priorities, also written as plain numbers.
///
/// `.low` 250, `.medium` 500, `.high` 750, `.required` (and `.req`) 1000. Any number works too
/// (`! 300`), as does a core `LayoutPriority`.
///
/// ```swift
/// v1 |=| container.m_height ! .medium
/// v2 |=| container.m_height ! 300
/// ```
public struct MortarLayoutPriority: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible
{
    /// The core priority this value stands for.
    public var layoutPriority: LayoutPriority

    /// Wraps a core priority.
    ///
    /// ```swift
    /// MortarLayoutPriority(.defaultHigh)   // 750
    /// ```
    public init(_ priority: LayoutPriority) { layoutPriority = priority }

    /// A numeric priority.
    ///
    /// ```swift
    /// MortarLayoutPriority(300 as Float)
    /// ```
    public init(_ value: Float) { layoutPriority = LayoutPriority(value) }

    /// `! 300`.
    public init(integerLiteral value: Int) { layoutPriority = LayoutPriority(Float(value)) }

    /// `! 300.5`.
    public init(floatLiteral value: Double) { layoutPriority = LayoutPriority(Float(value)) }

    /// The number, as `250`.
    public var description: String { layoutPriority.description }
}

/// Anything Mortar accepts as a priority: ``MortarLayoutPriority`` (`.low`, `.medium`, `.high`,
/// `.required`), a core `LayoutPriority`, or a number.
///
/// ```swift
/// view1 |=| view2 ! .high
/// view1 |=| view2 ! LayoutPriority.defaultLow
/// view1 |=| view2 ! 300
/// ```
public protocol MortarPriorityConvertible {
    /// The priority as a core value.
    var mortarPriority: LayoutPriority { get }
}

extension MortarLayoutPriority: MortarPriorityConvertible {
    /// The wrapped priority.
    public var mortarPriority: LayoutPriority { layoutPriority }
}

extension LayoutPriority: MortarPriorityConvertible {
    /// The priority itself.
    public var mortarPriority: LayoutPriority { self }
}

extension Int: MortarPriorityConvertible {
    /// The number as a priority (`! 300`).
    public var mortarPriority: LayoutPriority { LayoutPriority(Float(self)) }
}

extension Double: MortarPriorityConvertible {
    /// The number as a priority.
    public var mortarPriority: LayoutPriority { LayoutPriority(Float(self)) }
}

extension Float: MortarPriorityConvertible {
    /// The number as a priority.
    public var mortarPriority: LayoutPriority { LayoutPriority(self) }
}

extension MortarPriorityConvertible where Self == MortarLayoutPriority {
    /// 250 (`LayoutPriority.defaultLow`).
    public static var low: MortarLayoutPriority { MortarLayoutPriority(.defaultLow) }
    /// 500, halfway between low and high.
    public static var medium: MortarLayoutPriority { MortarLayoutPriority(500 as Float) }
    /// 750 (`LayoutPriority.defaultHigh`).
    public static var high: MortarLayoutPriority { MortarLayoutPriority(.defaultHigh) }
    /// 1000 (`LayoutPriority.required`).
    public static var required: MortarLayoutPriority { MortarLayoutPriority(.required) }
    /// 1000, Mortar 1.x's spelling of ``required``.
    public static var req: MortarLayoutPriority { MortarLayoutPriority(.required) }
    /// 500; deprecated in Mortar 1.x in favour of ``medium``.
    @available(*, deprecated, renamed: "medium")
    public static var `default`: MortarLayoutPriority { MortarLayoutPriority(500 as Float) }
    /// 750, the core name.
    public static var defaultHigh: MortarLayoutPriority { MortarLayoutPriority(.defaultHigh) }
    /// 250, the core name.
    public static var defaultLow: MortarLayoutPriority { MortarLayoutPriority(.defaultLow) }
    /// 50, the core name.
    public static var fittingSizeLevel: MortarLayoutPriority { MortarLayoutPriority(.fittingSizeLevel) }
}
