extension View {
    /// The baseline of the first line of text (``firstBaselineOffsetFromTop`` below the top;
    /// the bottom edge for views without text).
    ///
    /// ```swift
    /// value.firstBaselineAnchor.constraint(equalTo: caption.firstBaselineAnchor)
    /// ```
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The baseline of the last line of text (``lastBaselineOffsetFromBottom`` above the bottom;
    /// the bottom edge for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
