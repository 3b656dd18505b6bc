import Testing
@testable import PlumbSolver

/// Constraint records keep their terms in one pool (`SolverState.termPool`): removals leave
/// garbage that a compaction drops, and a refused constraint's terms leave the pool.
@Suite("Term pool")
struct TermPoolTests {
    /// 1 800 three-term constraints added, most removed (the pool is compacted on the way), the
    /// rest still readable: each live record's terms are the ones it was added with, and the
    /// required anchors still hold.
    @Test func compactionKeepsTheLiveRecordsTerms() throws {
        let s = Solver()
        let x = (0..<60).map { s.makeVariable("x\($0)") }
        var ids: [ConstraintID] = []
        for k in 0..<1_800 {
            let a = x[k % 60], b = x[(k * 7 + 1) % 60], c = x[(k * 13 + 2) % 60]
            let e = LinearExpression(terms: [Term(a, 1), Term(b, -0.5), Term(c, 0.25)], constant: Double(k % 17))
            ids.append(try s.addConstraint(e, .lessThanOrEqual, priority: 1))
        }
        // Required anchors for every variable, kept to the end.
        var anchors: [ConstraintID] = []
        for (i, v) in x.enumerated() {
            anchors.append(try s.addConstraint(LinearExpression(terms: [Term(v, 1)], constant: -Double(i)), .equal))
        }
        let poolBefore = s.state.termPool.count
        for k in ids.indices where k % 10 != 0 { try s.removeConstraint(ids[k]) }
        #expect(s.state.termPool.count < poolBefore, "the pool was never compacted")
        #expect(s.state.termGarbage <= 4096 || 2 * s.state.termGarbage <= s.state.termPool.count)
        for k in ids.indices where k % 10 == 0 {
            guard let r = s.state.records[ids[k].rawValue] else {
                Issue.record("record \(k) lost")
                continue
            }
            let terms = s.state.terms(of: r).map { ($0.variable.id, $0.coefficient) }
            let expected = [(k % 60, 1.0), ((k * 7 + 1) % 60, -0.5), ((k * 13 + 2) % 60, 0.25)]
            #expect(terms.count == 3)
            for (id, coef) in expected {
                #expect(terms.contains { $0.0 == id && $0.1 == coef }, "record \(k): \(terms)")
            }
        }
        for (i, v) in x.enumerated() { #expect(abs(s.value(of: v) - Double(i)) < 1e-9) }
        for id in anchors { try s.removeConstraint(id) }
        for k in ids.indices where k % 10 == 0 { try s.removeConstraint(ids[k]) }
        #expect(s.state.termPool.isEmpty && s.state.termGarbage == 0)
    }

    /// A refused required constraint names the conflicting ones and leaves no term behind.
    @Test func refusedConstraintLeavesThePool() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -10), .equal)
        let b = try s.addConstraint(LinearExpression(terms: [Term(y, 1), Term(x, -1)], constant: 0), .equal)
        let before = s.state.termPool.count
        #expect(before == 3)
        do {
            _ = try s.addConstraint(LinearExpression(terms: [Term(y, 1)], constant: -20), .equal)
            Issue.record("an impossible constraint was accepted")
        } catch {
            guard case let .unsatisfiable(_, others) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(Set(others) == [a, b])
        }
        #expect(s.state.termPool.count == before)
        #expect(s.value(of: y) == 10)
    }
}
