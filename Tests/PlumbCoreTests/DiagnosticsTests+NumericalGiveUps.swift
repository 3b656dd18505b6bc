import Testing
@testable import PlumbCore

extension DiagnosticsTests {
    /// A pass in which the solver gave up restoring rows says so; an ordinary layout reports 0.
    @Test func solverGiveUpsAreReportedNotPassedOver() {
        let root = makeRoot(200, 200)
        let box = child(root, "box")
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.001),
            box.heightAnchor.constraint(equalToConstant: 3e7),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.numericalGiveUps == 0)
        var report = LayoutDiagnostics()
        #expect(report.isEmpty)
        report.numericalGiveUps = 3
        #expect(!report.isEmpty)
        #expect(report.description == "The solver gave up restoring 3 row(s): the constraints are numerically ill-conditioned, and frames may violate them")
    }
}
