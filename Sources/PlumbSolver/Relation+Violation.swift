extension Relation {
    /// How far `expression REL 0` misses when the expression's value is `residual`: `|r|` for
    /// `==`, the positive part for `<=`, the negative part for `>=` (0 when it holds).
    func violation(_ residual: Double) -> Double {
        switch self {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }
}
