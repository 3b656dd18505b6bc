import PlumbCore

/// The value of `m_compResist` and `m_hugging`, which set both axes at once.
///
/// Assigning works with numbers, `LayoutPriority` values and `.low`/`.medium`/`.high`/`.required`.
/// Reading gives a value whose ``priority`` throws ``MortarError/combinedGetter(property:view:)``:
/// read `m_compResistH`/`m_compResistV` (or `m_huggingH`/`m_huggingV`) instead, as in the seed —
/// a typed error instead of the original's exception.
///
/// ```swift
/// view1.m_compResist = 1
/// let cr = view1.m_compResist
/// try cr.priority        // throws .combinedGetter(property: "m_compResist", view: "view1")
/// ```
public struct MortarCombinedPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    enum Storage {
        case value(LayoutPriority)
        case unreadable(MortarError)
    }

    let storage: Storage

    /// A priority for both axes.
    ///
    /// ```swift
    /// view.m_hugging = MortarCombinedPriority(.defaultHigh)
    /// ```
    public init(_ priority: LayoutPriority) { storage = .value(priority) }

    /// `view.m_hugging = 300`.
    public init(integerLiteral value: Int) { storage = .value(LayoutPriority(Float(value))) }

    /// `view.m_hugging = 300.5`.
    public init(floatLiteral value: Double) { storage = .value(LayoutPriority(Float(value))) }

    init(unreadable error: MortarError) { storage = .unreadable(error) }

    /// 250.
    public static var low: MortarCombinedPriority { MortarCombinedPriority(.defaultLow) }
    /// 500.
    public static var medium: MortarCombinedPriority { MortarCombinedPriority(LayoutPriority(500)) }
    /// 750.
    public static var high: MortarCombinedPriority { MortarCombinedPriority(.defaultHigh) }
    /// 1000.
    public static var required: MortarCombinedPriority { MortarCombinedPriority(.required) }

    /// The priority that was assigned.
    ///
    /// - Throws: ``MortarError/combinedGetter(property:view:)`` for a value read from a view.
    public var priority: LayoutPriority {
        get throws(MortarError) {
            switch storage {
            case let .value(p): return p
            case let .unreadable(error): throw error
            }
        }
    }

    /// The priority, or the error text for a value read from a view.
    public var description: String {
        switch storage {
        case let .value(p): p.description
        case let .unreadable(error): error.description
        }
    }
}
