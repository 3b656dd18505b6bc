extension IBStackProperties {
    /// The stack's hugging priority along its axis (AppKit's default 250 when the document
    /// records none), capped at 999 so it never becomes required.
    var axisHugging: Float { Self.priority(vertical ? verticalStackHugging : horizontalStackHugging) }

    /// The stack's hugging priority across its axis (default 250, capped at 999).
    var crossHugging: Float { Self.priority(vertical ? horizontalStackHugging : verticalStackHugging) }

    private static func priority(_ recorded: Double?) -> Float { min(Float(recorded ?? 250), 999) }
}
