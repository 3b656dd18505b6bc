/// One cell of a tableau row: `coef × symbol`. Rows keep their entries sorted by symbol.
struct Entry: Equatable {
    var sym: Int32
    var coef: Double

    @inline(__always)
    init(_ sym: Int32, _ coef: Double) {
        self.sym = sym
        self.coef = coef
    }
}

/// A tableau row `basic = constant + Σ entries`; the entries live in the tableau's pool at
/// `start ..< start + count` (room for `cap`), sorted by symbol. A free slot has `basic == -1`.
struct Row {
    var start: Int
    var count: Int32
    var cap: Int32
    var basic: Int32
    var constant: Double
}

/// A row suspended by ``Tableau/evaluateAndOrder()`` while a definition it names is evaluated:
/// its basic symbol, the next cell and the sum so far.
struct ValueFrame {
    var x: Int32
    var k: Int
    var acc: Double
}

/// Where a symbol's column list (the rows naming it) sits in the tableau's column pool:
/// `start ..< start + count`, room for `cap`.
struct ColumnHead {
    var start: Int32
    var count: Int32
    var cap: Int32
}

/// The kinds of tableau symbols.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign. Lives only in external rows (see ``Tableau``).
    case external
    /// The slack of an inequality: `>= 0`, no cost.
    case slack
    /// An error of a non-required constraint: `>= 0`, cost 1 at its priority level.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis by optimisation.
    case dummy
    /// The artificial variable of a phase-one solve: `>= 0`, never enters.
    case artificial
    /// A recycled id.
    case dead
}

/// Numerical tolerances, absolute (layouts are in points; coefficients near 1).
enum Tolerance {
    /// Row and objective cells smaller than this are dropped.
    static let cell = 1e-13
    /// A reduced cost must be below `-cost` to improve the objective.
    static let cost = 1e-9
    /// The primal simplex's optimality test: a reduced cost must be below `-optimality` to
    /// enter (HiGHS's default dual feasibility tolerance). Smaller costs are round-off on
    /// levels whose costs reach 10²; letting them enter made random-tight-1000 cycle.
    static let optimality = 1e-7
    /// A restricted basic value counts as infeasible only below `-feasibility`.
    static let feasibility = 1e-7
    /// The dual simplex counts a row it gives up on (`Tableau.clampedRows`) when the row is
    /// further below 0 than this: more than round-off, so its constraint may be violated.
    static let clampReport = 1e-6
    /// Ratio tests ignore pivot coefficients smaller than this.
    static let pivot = 1e-7
    /// A sum cancels to 0 when it is this small relative to its terms.
    static let cancel = 4e-15
    /// A long sum (an expansion over many rows) cancels to 0 when it is this small relative to
    /// the sum of its terms' magnitudes: the rows it adds carry round-off of their own.
    static let residue = 1e-11

    /// `a + b`, or 0 when the sum is round-off of a cancellation (or below ``cell``).
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let v = a + b
        return abs(v) <= max(cell, cancel * (abs(a) + abs(b))) ? 0 : v
    }
}

/// A sparse objective used by phase one and the ambiguity test: `constant + Σ entries`.
struct AuxObjective {
    var entries: [Entry]
    var constant: Double
    /// Symbols allowed to enter must also have an all-zero main objective (ambiguity test).
    var requireZeroCost: Bool
    /// Preferred leaving symbol on ratio ties (the artificial), or -1.
    var preferredLeaving: Int32
    /// Σ |terms| of the sums that made `constant` (its round-off scale).
    var magnitude: Double
}

/// A row naming a retiring marker: its basic user variable, the row and the marker's
/// coefficient (see ``Tableau/retireThroughExternalRow(_:)``). A struct rather than a tuple
/// (an array of tuples took the slow generic paths of the standard library when it grew).
struct RetireCandidate {
    var basic: Int32
    var row: Int32
    var coef: Double
}
