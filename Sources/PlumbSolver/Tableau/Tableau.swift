/// The simplex tableau behind ``Solver``: a value type so the engine's hot loops run on
/// statically checked `inout` storage and a copy (for the ambiguity test) is cheap.
///
/// Two kinds of rows:
/// - **restricted rows** have a slack, error, dummy or artificial symbol as basic variable and
///   are kept in canonical form: their entries are non-basic symbols only, and never external
///   symbols. The objective (one cost per priority level and symbol, highest level first) is
///   kept in the same form. These are the rows the simplex pivots on.
/// - **external rows** define a basic user variable. They are kept *lazy*: their entries may
///   name basic symbols (values are evaluated in dependency order), so a row of views
///   `left[i+1] = left[i] + width[i] + 8` stays three cells long instead of filling in with
///   every earlier view's symbols. They are never pivoted on, and never substituted into
///   except when a symbol they name is deleted.
///
/// Invariant: restricted rows and the objective never contain external symbols, so a
/// non-basic user variable is a free parameter that appears in external rows only.
///
/// Storage: every row's cells sit in one contiguous pool of `(symbol, coefficient)` pairs;
/// each symbol has a column list of the rows naming it (a superset with stale ids, made exact
/// on use), so substitution visits only the rows that contain the symbol.
struct Tableau {
    // MARK: Symbols (indexed by symbol id)
    var kind: [SymbolKind] = []
    /// The row where the symbol is basic, or -1.
    var symRow: [Int32] = []
    /// Where the symbol's column list sits in `colPool`: a superset of the rows whose entries
    /// name the symbol (stale ids and repeats allowed; `compactColumn` makes it exact).
    var colHead: [ColumnHead] = []
    /// Number of restricted rows whose entries name the symbol.
    var cntR: [Int32] = []
    /// Number of external rows whose entries name the symbol.
    var cntE: [Int32] = []
    /// The constraint slot owning a marker/error symbol, or -1.
    var owner: [Int32] = []
    /// Evaluated value of basic user variables; 0 for every non-basic symbol; the row constant
    /// of restricted basic symbols as of the last evaluation (see `computeValues`).
    var value: [Double] = []
    var inCand: [Bool] = []
    var accum: [Double] = []
    /// `SparseAccumulator`'s magnitudes (-1: not listed).
    var accMag: [Double] = []
    var symMark: [UInt32] = []
    /// `symEpoch` of the expansion pass that found the symbol's row flat (naming no basic
    /// user variable).
    var flatMark: [UInt32] = []
    var symEpoch: UInt32 = 0
    var freeSyms: [Int32] = []
    /// The highest id ever given to a user variable (made, or a ghost): every cell naming a
    /// higher id names a slack, error, dummy or artificial symbol (see `computeValues`).
    var userCeil: Int32 = -1
    /// Each basic user variable's level: above every basic user variable its row names, as far
    /// as `placeDefinition` kept it (`evaluateInLevelOrder` checks). Kept only from the first
    /// time a new row breaks the evaluation order (`levelsActive`; sized to the symbols then).
    var level: [Int32] = []
    var levelsActive = false
    var maxLevel: Int32 = 0
    /// False once raising levels ran long: the first evaluation orders the rows itself.
    var levelsUsable = true
    /// `raiseParents`' work list and `evaluateInLevelOrder`'s buckets (reused).
    var levelWork: [Int32] = []
    var levelStart: [Int32] = []
    /// Markers of removed constraints kept as hidden user variables (owner `-2`) because lazy
    /// external rows still name them; swept once nothing names them (see `retire`).
    var ghosts: [Int32] = []
    var ghostsAfterSweep = 0
    /// The equation of the removed constraint each ghost stands for (`0 = constant + Σ`), kept
    /// by the solver once it has refactorised (see `SolverState.keepGhostEquation`):
    /// `refactor` needs one equation per live ghost, and a ghost that is no row's basic symbol
    /// has no row to read it from.
    var ghostEquations: [Int32: (entries: [Entry], constant: Double)] = [:]
    /// Ghosts to check for collection after a removal.
    var ghostSeeds: [Int32] = []
    /// `retireThroughExternalRow`'s and `eliminateThroughExternalRow`'s candidate rows (reused).
    var retireCandidates: [RetireCandidate] = []

    /// Every column list, back to back (see `Tableau+Columns.swift`).
    var colPool: [Int32] = []
    /// The used part of `colPool` (the rest is room for columns that move).
    var colEnd = 0
    /// Pool space left behind by columns that moved.
    var colGarbage = 0
    /// `takeColumn`'s reused buffers.
    var colBufs: [[Int32]] = []

    // MARK: Refactorisation (see `refactor`)
    /// Set by the solver: a stalling optimisation stops and asks for a refactorisation.
    var canRefactor = false
    /// An optimisation stopped early: the rows have drifted numerically.
    var needsRefactor = false
    var refactorCount = 0
    /// Set by `settle` while no pivot has been made since its refactorisation: an optimisation
    /// then does not ask for another one (the rows would come out the same).
    var freshRows = false
    /// Restricted rows the dual simplex set to 0 from below `-Tolerance.clampReport` when it
    /// gave up (iteration limit, or no symbol could raise the row): constraints may be violated.
    var clampedRows = 0

    // MARK: Rows
    var rows: [Row] = []
    var pool: [Entry] = []
    /// The used part of `pool` (the rest is room for rows that move).
    var poolEnd = 0
    var poolGarbage = 0
    var freeRows: [Int32] = []
    var rowMark: [UInt32] = []
    var rowEpoch: UInt32 = 0
    var inInfeasible: [Bool] = []

    // MARK: Objective: cost[symbol * levels + level], levels by descending priority.
    var levelPriority: [Double] = []
    var levels = 0
    var cost: [Double] = []
    /// Symbols whose reduced cost changed since the objective was last optimal.
    var cand: [Int32] = []
    /// Restricted rows that may have a negative constant.
    var infeasible: [Int32] = []
    var aux: AuxObjective? = nil

    // MARK: Scratch
    var scratch: [Entry] = []
    var pivotBuf: [Entry] = []
    /// `substitute`'s output row and its entering/cancelled symbols (sized on demand, reused).
    var mergeBuf: [Entry] = []
    var fillBuf: [Int32] = []
    /// `directSubject`'s candidates (zero reduced cost, restricted rows naming it, |coefficient|, symbol).
    var subjectScratch: [(stable: Bool, zero: Bool, rows: Int32, abs: Double, sym: Int32)] = []
    /// The accumulator's touched symbols (`accum`, `accMag`): sized to the symbol count, used
    /// from the front.
    var accList: [Int32] = []
    /// `dualSimplex`'s current entering candidate: its cost ratio per level (`dualRatio`).
    var dualBest: [Double] = []
    /// Σ |terms| of the constant of the last `expand` (its round-off scale).
    var expandMagnitude = 0.0
    /// `insert`'s new row (reused).
    var insertRowBuf: [Entry] = []
    /// `compressDefinitions`' merged row (reused).
    var mergeRowBuf: [Entry] = []
    /// `insert`'s expanded row (reused).
    var expandBuf: [Entry] = []
    var stack: [(Int32, Int32)] = []
    var order: [Int32] = []
    var compactQueue: [Int32] = []
    /// Exact Bland ratio tests (anti-cycling) once an optimisation has pivoted many times.
    var bland = false
    /// Restricted rows rewritten by substitutions so far (a work counter for scaling tests).
    var substitutedRows = 0
    var costTolerance = Tolerance.cost
    /// Price by the most negative cost alone, not the shortest column first (see `optimize`).
    var dantzigPricing = false
    /// Devex reference weights by symbol, for `optimize` on systems that have refactorised
    /// (reset to 1 at the start of each optimisation; see `updateDevexWeights`).
    var devexWeight: [Double] = []
    /// The priority of each error symbol (0 for other kinds).
    var errorPriority: [Double] = []

    // MARK: Values
    /// Bumped whenever an external row is made, deleted or changes its entries.
    var extVersion = 0
    /// Basic user variables in evaluation order: `topoFront` reversed, then `topoBack`.
    /// A new lazy row (naming basic symbols, named by none) goes to the back, a new row over
    /// non-basic symbols only to the front; deleting an external row invalidates the order.
    var topoFront: [Int32] = []
    var topoBack: [Int32] = []
    var topoValid = true
    /// `evaluateAndOrder`'s rows to evaluate again (reused).
    var pendingRows: [Int32] = []
    /// `evaluateAndOrder`'s suspended rows (reused).
    var valueStack: [ValueFrame] = []

    // MARK: Undo journal (phase one of a required constraint that may fail)
    var journal: Journal? = nil
    var rowJournal: [UInt32] = []
    var journalEpoch: UInt32 = 0
    var lastConflict: [Int32] = []

    // MARK: Symbols

    mutating func newSymbol(_ k: SymbolKind, owner o: Int32 = -1) -> Int32 {
        if let s = freeSyms.popLast() {
            let i = Int(s)
            kind[i] = k
            owner[i] = o
            if k == .external && s > userCeil { userCeil = s }
            return s
        }
        let s = Int32(kind.count)
        if k == .external { userCeil = s }
        if kind.count == kind.capacity || kind.count == owner.count { reserveSymbols(max(256, 2 * kind.count)) }
        kind.append(k)
        symRow.append(-1)
        colHead.append(ColumnHead(start: 0, count: 0, cap: 0))
        if levelsActive { level.append(0) }
        for _ in 0..<levels { cost.append(0) }
        // The slot arrays already hold the defaults for this id (see `reserveSymbols`).
        owner[Int(s)] = o
        return s
    }

    /// Room for `n` symbols in every per-symbol array at once: one allocation each, where
    /// appending symbol by symbol doubled all the arrays from a single element. The slot arrays
    /// (`cntR`, `cntE`, `owner`, `value`, `inCand`, `accum`, `accMag`, `symMark`, `flatMark`,
    /// `errorPriority`) are filled with their defaults up to `kind`'s capacity, so they are at
    /// least `kind.count` long and `newSymbol` writes only the owner into them; the cells past
    /// `kind.count` keep their defaults (`rollbackSymbols` restores them).
    @inline(never)
    mutating func reserveSymbols(_ n: Int) {
        kind.reserveCapacity(n)
        symRow.reserveCapacity(n)
        colHead.reserveCapacity(n)
        if levels > 0 { cost.reserveCapacity(n * levels) }
        let m = max(n, kind.capacity)
        guard owner.count < m else { return }
        cntR = Tableau.grown(cntR, to: m, filler: 0)
        cntE = Tableau.grown(cntE, to: m, filler: 0)
        owner = Tableau.grown(owner, to: m, filler: -1)
        value = Tableau.grown(value, to: m, filler: 0)
        inCand = Tableau.grown(inCand, to: m, filler: false)
        accum = Tableau.grown(accum, to: m, filler: 0)
        accMag = Tableau.grown(accMag, to: m, filler: -1)
        symMark = Tableau.grown(symMark, to: m, filler: 0)
        flatMark = Tableau.grown(flatMark, to: m, filler: 0)
        errorPriority = Tableau.grown(errorPriority, to: m, filler: 0)
    }

    /// Recycles a symbol that no row names any more.
    mutating func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        // The counts are exact: a symbol no row names has only stale ids in its column.
        if cntR[i] + cntE[i] > 0 {
            purgeSymbol(s)
        } else if let a = aux, let p = Tableau.find(a.entries, s) {
            aux!.entries.remove(at: p)
        }
        for l in 0..<levels where cost[i * levels + l] != 0 { setCost(l, s, 0) }
        kind[i] = .dead
        owner[i] = -1
        value[i] = 0
        colHead[i].count = 0
        // The free list never holds more than every symbol: one allocation, not a doubling
        // from one element during a removal phase.
        if freeSyms.count == freeSyms.capacity { freeSyms.reserveCapacity(kind.count) }
        freeSyms.append(s)
    }

    @inline(__always) mutating func isBasic(_ s: Int32) -> Bool { symRow[Int(s)] >= 0 }
    @inline(__always) mutating func isExternal(_ s: Int32) -> Bool { kind[Int(s)] == .external }
    /// Slack and error symbols may enter the basis by optimisation.
    @inline(__always) mutating func isPivotable(_ s: Int32) -> Bool {
        let k = kind[Int(s)]
        return k == .slack || k == .error
    }
    @inline(__always) mutating func isExternalRow(_ r: Int32) -> Bool {
        kind[Int(rows[Int(r)].basic)] == .external
    }

    // MARK: Levels

    /// The level index of a priority below 1000, making the level if needed.
    mutating func level(for priority: Double) -> Int {
        let lo = levelSlot(for: priority)
        if lo < levelPriority.count && levelPriority[lo] == priority { return lo }
        levelPriority.insert(priority, at: lo)
        let old = levels
        levels += 1
        var c = [Double](repeating: 0, count: kind.count * levels)
        for s in 0..<kind.count {
            for l in 0..<old { c[s * levels + (l < lo ? l : l + 1)] = cost[s * old + l] }
        }
        cost = c
        return lo
    }

    mutating func existingLevel(for priority: Double) -> Int? {
        let lo = levelSlot(for: priority)
        return lo < levelPriority.count && levelPriority[lo] == priority ? lo : nil
    }

    /// The first level whose priority is not above `priority` (levels run highest first).
    func levelSlot(for priority: Double) -> Int {
        var lo = 0, hi = levelPriority.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if levelPriority[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    @inline(__always)
    mutating func setCost(_ l: Int, _ s: Int32, _ v: Double) {
        let k = Int(s) * levels + l
        if journal != nil { journal!.costs.append((Int32(k), cost[k])) }
        cost[k] = v
    }

    @inline(__always)
    mutating func markCand(_ s: Int32) {
        if !inCand[Int(s)] {
            inCand[Int(s)] = true
            cand.append(s)
        }
    }

    /// Sign of the symbol's reduced-cost vector in lexicographic order (-1, 0, 1).
    @inline(__always)
    mutating func lexSign(_ s: Int32) -> Int {
        let base = Int(s) * levels
        for l in 0..<levels {
            let c = cost[base + l]
            if c < -costTolerance { return -1 }
            if c > costTolerance { return 1 }
        }
        return 0
    }
}
