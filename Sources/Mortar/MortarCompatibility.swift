/// Which Mortar release line the composite attributes and the inset operator follow.
///
/// Mortar 2.0 made the composites right-to-left aware and changed the inset signs
/// (frontends.md §2.2, §2.5). Plumb follows 2.x by default; switch to 1.x for code written
/// against Mortar 1.x that relies on the old left/right components.
///
/// | | ``mortar1`` | ``mortar2`` (default) |
/// |---|---|---|
/// | `m_sides` | (left, right) | (leading, trailing) |
/// | `m_edges` | (top, left, bottom, right) | (top, leading, bottom, trailing) |
/// | `m_frame` | (left, top, width, height) | (leading, top, width, height) |
/// | `m_origin` | (left, top) | (leading, top) |
/// | `~` on trailing, width, height | +1 | −1 |
///
/// ```swift
/// try MortarDefault.scoped {
///     MortarDefault.compatibility = .mortar1
///     view.m_sides |=| container          // left == left, right == right
/// }
/// ```
public enum MortarCompatibility: Sendable, Hashable, CaseIterable {
    /// Mortar 1.x (seeds 000/001): composites use left and right.
    case mortar1
    /// Mortar 2.x (seed 003): composites use leading and trailing.
    case mortar2
}
