/// One `<constraint>` as written, with the holder resolved for omitted items.
package struct IBConstraint: Sendable {
    package var id: String?
    /// The first item's id; nil means the holder view.
    package var firstItem: String?
    package var firstAttribute: IBAttribute
    package var relation: IBRelation
    /// The second item's id; nil with `secondAttribute` nil means a constant constraint.
    package var secondItem: String?
    package var secondAttribute: IBAttribute?
    package var multiplier: Double
    package var constant: Double
    /// 1…1000; 1000 when absent.
    package var priority: Double
    package var identifier: String?
    /// `placeholder="YES"`: removed at build time but applied by IB on the canvas.
    package var isPlaceholder: Bool
    /// `symbolic="YES"`: standard spacing, already resolved into `constant`.
    package var isSymbolic: Bool
    /// `<variation key="…" constant="…"/>` children.
    package var variations: [IBVariation]
    /// The view whose `<constraints>` holds this constraint (its ``IBView/index``).
    package var holder: Int
    package var location: SourceLocation
    /// Where the `firstItem` / `secondItem` attributes are (for dangling-id errors).
    package var firstItemLocation: SourceLocation
    package var secondItemLocation: SourceLocation
}
