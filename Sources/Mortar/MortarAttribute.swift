import Foundation
import PlumbCore

/// One side of a Mortar statement: an item (view or layout guide) with an optional attribute,
/// per-component multipliers and constants, and an optional priority.
///
/// Every `m_` property returns a fresh value. Unlike the original class, `MortarAttribute` is a
/// **value type**: arithmetic returns a new value and never mutates an attribute you kept
/// (frontends.md §6.1 #9).
///
/// ```swift
/// let right = view2.m_right
/// view1.m_left |=| right + 20      // right itself is unchanged
/// (right + 20).constants           // [20, 20, 20, 20]
/// ```
public struct MortarAttribute: CustomStringConvertible {
    /// The view or layout guide, or `nil` for a constant.
    public let item: (any LayoutItem)?
    /// The attribute, or `nil` when it is implicit (a bare view) or a constant.
    public let kind: MortarAttributeKind?
    /// Multipliers for the (up to four) components; 1 unless changed with `*` or `/`.
    public internal(set) var multipliers: [CGFloat] = [1, 1, 1, 1]
    /// Constants for the (up to four) components; 0 unless changed with `+`, `-` or `~`.
    public internal(set) var constants: [CGFloat] = [0, 0, 0, 0]
    /// The priority given with `!`, if any.
    public internal(set) var priority: LayoutPriority?
    /// Problems found while building this value (reported when it is used in a statement).
    public internal(set) var errors: [MortarError] = []

    /// An attribute of an item (`kind == nil` means "implicit").
    ///
    /// ```swift
    /// MortarAttribute(item: view, kind: .single(.top))   // same as view.m_top
    /// ```
    public init(item: any LayoutItem, kind: MortarAttributeKind?) {
        self.item = item
        self.kind = kind
    }

    /// A constant (what `40` becomes in `view.m_width |=| 40`).
    ///
    /// ```swift
    /// MortarAttribute(constant: 40).constants   // [40, 40, 40, 40]
    /// ```
    public init(constant: CGFloat) {
        self.item = nil
        self.kind = nil
        self.constants = [constant, constant, constant, constant]
    }

    init(item: (any LayoutItem)?, kind: MortarAttributeKind?, multiplier: CGFloat, constant: CGFloat,
         priority: LayoutPriority?, errors: [MortarError]) {
        self.item = item
        self.kind = kind
        self.multipliers = [multiplier, 1, 1, 1]
        self.constants = [constant, 0, 0, 0]
        self.priority = priority
        self.errors = errors
    }

    /// Whether this is a pure constant (no item and no attribute).
    public var isConstant: Bool { item == nil && kind == nil }

    /// `root/title.m_top`, `root/title` (implicit attribute) or the constant `40`.
    public var description: String {
        guard let item else { return CanonicalNumber.format(Double(constants[0])) }
        return kind.map { "\(item.itemName).\($0)" } ?? item.itemName
    }

    /// The number of components, when the attribute is explicit.
    var componentCount: Int? { kind?.componentCount }
}
