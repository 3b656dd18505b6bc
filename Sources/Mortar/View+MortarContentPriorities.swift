import PlumbCore

/// Compression-resistance and content-hugging shorthands (frontends.md §2.11).
///
/// ```swift
/// view1.m_compResistH = 300
/// view1.m_huggingV = 800
/// view1.m_hugging = 1          // both axes
/// let h = view1.m_huggingH     // 1
/// ```
extension View {
    /// Horizontal compression resistance.
    public var m_compResistH: LayoutPriority {
        get { contentCompressionResistancePriority(for: .horizontal) }
        set { setContentCompressionResistancePriority(newValue, for: .horizontal) }
    }

    /// Vertical compression resistance.
    public var m_compResistV: LayoutPriority {
        get { contentCompressionResistancePriority(for: .vertical) }
        set { setContentCompressionResistancePriority(newValue, for: .vertical) }
    }

    /// Horizontal content hugging.
    public var m_huggingH: LayoutPriority {
        get { contentHuggingPriority(for: .horizontal) }
        set { setContentHuggingPriority(newValue, for: .horizontal) }
    }

    /// Vertical content hugging.
    public var m_huggingV: LayoutPriority {
        get { contentHuggingPriority(for: .vertical) }
        set { setContentHuggingPriority(newValue, for: .vertical) }
    }

    /// Sets compression resistance on both axes. Reading it gives a value whose `priority`
    /// throws ``MortarError/combinedGetter(property:view:)``.
    public var m_compResist: MortarCombinedPriority {
        get { MortarCombinedPriority(unreadable: .combinedGetter(property: "m_compResist", view: itemName)) }
        set { setBoth(newValue, compression: true) }
    }

    /// Sets content hugging on both axes. Reading it gives a value whose `priority` throws
    /// ``MortarError/combinedGetter(property:view:)``.
    public var m_hugging: MortarCombinedPriority {
        get { MortarCombinedPriority(unreadable: .combinedGetter(property: "m_hugging", view: itemName)) }
        set { setBoth(newValue, compression: false) }
    }

    private func setBoth(_ value: MortarCombinedPriority, compression: Bool) {
        let priority: LayoutPriority
        do {
            priority = try value.priority
        } catch {
            return MortarDiagnostics.report(error, origin: MortarSource.origin(for: compression ? "m_compResist" : "m_hugging"))
        }
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            if compression {
                setContentCompressionResistancePriority(priority, for: axis)
            } else {
                setContentHuggingPriority(priority, for: axis)
            }
        }
    }
}
