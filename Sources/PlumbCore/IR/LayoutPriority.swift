/// The priority of a layout constraint, on Apple's scale: 1 … 1000, where 1000 is required.
///
/// Priorities are strict: every constraint at priority *p* is satisfied as well as it can be
/// before any constraint below *p* is considered, so no number of low-priority constraints can
/// outvote a single higher one.
///
/// ```swift
/// let c = title.widthAnchor.constraint(equalToConstant: 120)
/// c.priority = .defaultHigh - 1      // 749
/// c.priority = 500                   // integer literal
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric value, 1 … 1000.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its numeric value: `LayoutPriority(600)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// `let p: LayoutPriority = 999.5`
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// `let p: LayoutPriority = 999`
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 500: the priority at which a dragged split view divider resizes.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 490: just below a scene resize drag.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority used when fitting a view to its content (`systemLayoutSizeFitting`).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is the required priority (1000).
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is a usable priority: finite and in (0, 1000].
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    /// Priorities order by value: `LayoutPriority.defaultLow < .defaultHigh`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `.defaultHigh + 1` is 751.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `.required - 1` is 999.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value as written in dumps: `1000`, `250`, `999.5`.
    public var description: String { CanonicalNumber.format(Double(rawValue)) }
}
