/// Undo log of a phase-one solve: first-touch copies of rows, basic-row changes and cost
/// writes, so a required constraint that turns out unsatisfiable leaves no trace.
struct Journal {
    var rows: [(Int32, Int32, Double, [Entry])] = []
    var symRows: [(Int32, Int32)] = []
    var costs: [(Int32, Double)] = []
    var rowCount0: Int
    var freeRows0: [Int32]
    var epoch: UInt32
}
