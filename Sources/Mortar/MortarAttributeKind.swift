import PlumbCore

/// The attribute an `m_` property stands for: one layout attribute or a composite of several.
///
/// Composites expand into components in a fixed order (frontends.md §2.2), which is also the
/// order of tuple values written against them.
///
/// ```swift
/// view.m_size.kind                                  // .size
/// MortarAttributeKind.edges.components(.mortar2)    // [.top, .leading, .bottom, .trailing]
/// ```
public enum MortarAttributeKind: Hashable, Sendable, CustomStringConvertible {
    /// A single layout attribute (`m_top` is `.single(.top)`).
    case single(LayoutAttribute)
    /// `m_sides`: (left, right) in 1.x, (leading, trailing) in 2.x.
    case sides
    /// `m_caps`: (top, bottom).
    case caps
    /// `m_size`: (width, height).
    case size
    /// `m_center`: (centerX, centerY).
    case center
    /// `m_cornerTL`: (top, left).
    case cornerTL
    /// `m_cornerTR`: (top, right).
    case cornerTR
    /// `m_cornerBL`: (bottom, left).
    case cornerBL
    /// `m_cornerBR`: (bottom, right).
    case cornerBR
    /// `m_edges`: (top, left, bottom, right) in 1.x, (top, leading, bottom, trailing) in 2.x.
    case edges
    /// `m_frame`: (left, top, width, height) in 1.x, (leading, top, width, height) in 2.x.
    case frame
    /// `m_origin`: (left, top) in 1.x, (leading, top) in 2.x. (Used by the README, missing from
    /// the original code; Plumb defines it as the first two components of `m_frame`.)
    case origin

    /// The layout attributes this kind stands for, in component order.
    ///
    /// ```swift
    /// MortarAttributeKind.sides.components(.mortar1)   // [.left, .right]
    /// ```
    public func components(_ compatibility: MortarCompatibility) -> [LayoutAttribute] {
        let v2 = compatibility == .mortar2
        switch self {
        case let .single(attribute): return [attribute]
        case .sides: return v2 ? [.leading, .trailing] : [.left, .right]
        case .caps: return [.top, .bottom]
        case .size: return [.width, .height]
        case .center: return [.centerX, .centerY]
        case .cornerTL: return [.top, .left]
        case .cornerTR: return [.top, .right]
        case .cornerBL: return [.bottom, .left]
        case .cornerBR: return [.bottom, .right]
        case .edges: return v2 ? [.top, .leading, .bottom, .trailing] : [.top, .left, .bottom, .right]
        case .frame: return v2 ? [.leading, .top, .width, .height] : [.left, .top, .width, .height]
        case .origin: return v2 ? [.leading, .top] : [.left, .top]
        }
    }

    /// How many components the kind has (1, 2 or 4), the same in every compatibility mode.
    public var componentCount: Int {
        switch self {
        case .single: 1
        case .edges, .frame: 4
        default: 2
        }
    }

    /// The Mortar property name: `m_top`, `m_sides`, `m_baseline` …
    public var description: String {
        switch self {
        case let .single(attribute):
            switch attribute {
            case .lastBaseline: return "m_baseline"
            case .centerXWithinMargins: return "m_centerXWithinMargin"
            case .centerYWithinMargins: return "m_centerYWithinMargin"
            default: return "m_\(attribute)"
            }
        case .sides: return "m_sides"
        case .caps: return "m_caps"
        case .size: return "m_size"
        case .center: return "m_center"
        case .cornerTL: return "m_cornerTL"
        case .cornerTR: return "m_cornerTR"
        case .cornerBL: return "m_cornerBL"
        case .cornerBR: return "m_cornerBR"
        case .edges: return "m_edges"
        case .frame: return "m_frame"
        case .origin: return "m_origin"
        }
    }
}
