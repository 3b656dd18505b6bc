import Foundation
import Testing
@testable import PlumbCore

@Suite struct DiagnosticsTests {
    @Test func unsatisfiableConstraintsAreReportedAndTheLastIsBroken() {
        let root = makeRoot(200, 200)
        let box = child(root, "box")
        let h44 = box.heightAnchor.constraint(equalToConstant: 44, line: 100)
        h44.identifier = "box-height"
        let h50 = box.heightAnchor.constraint(equalToConstant: 50, line: 101)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, line: 98),
            box.leftAnchor.constraint(equalTo: root.leftAnchor, line: 99),
            box.widthAnchor.constraint(equalToConstant: 10, line: 99),
            h44, h50,
        ])
        root.layoutIfNeeded()
        #expect(box.frame == rect(0, 0, 10, 44))
        let conflicts = root.layoutDiagnostics.unsatisfiable
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.description == """
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
            (
                <'box-height' root/box.height == 44 (PlumbCoreTests/DiagnosticsTests.swift:100)>
                <root/box.height == 50 (PlumbCoreTests/DiagnosticsTests.swift:101)>
            )

            Will attempt to recover by breaking constraint
                <root/box.height == 50 (PlumbCoreTests/DiagnosticsTests.swift:101)>
            """)
        // Removing the culprit clears the report.
        h50.isActive = false
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
    }

    @Test func conflictWithAnImplicitConstraintNamesIt() {
        let root = makeRoot(200, 200)
        let stack = StackView(arrangedSubviews: [View(name: "a"), View(name: "b")], name: "stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.distribution = .fillEqually
        let a = stack.arrangedSubviews[0]
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, line: 1),
            stack.topAnchor.constraint(equalTo: root.topAnchor, line: 2),
            stack.widthAnchor.constraint(equalToConstant: 100, line: 3),
            stack.heightAnchor.constraint(equalToConstant: 10, line: 4),
            a.widthAnchor.constraint(equalToConstant: 70, line: 5),
        ])
        root.layoutIfNeeded()
        let conflict = try! #require(root.layoutDiagnostics.unsatisfiable.first)
        // A constraint sizing an arranged view goes in before the stack's arrangement, one on the
        // stack itself after it: the stack's width is the one that gives way.
        #expect(conflict.broken.text == "root/stack.width == 100")
        #expect(conflict.conflicting.map(\.origin.description).contains("UISV-fill-equally"))
        #expect(conflict.conflicting.map(\.origin.description).contains("UISV-canvas-connection"))
        #expect(stack.arrangedSubviews.map(\.frame.width) == [70, 70])
    }

    @Test func ambiguityReportNamesWhatIsOpen() {
        let root = makeRoot(200, 200)
        let a = child(root, "a")
        let b = child(root, "b")
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(root.ambiguityReport().map(\.description) == ["root/b: x, width not determined"])
        #expect(b.hasAmbiguousLayout)
        #expect(!a.hasAmbiguousLayout)
    }

    @Test func activationProblemsAreTypedErrors() {
        let root = makeRoot()
        let a = child(root, "a")
        let stranger = View(name: "stranger")
        let errors = LayoutConstraint.activate([a.topAnchor.constraint(equalTo: stranger.topAnchor, line: 7)])
        #expect(errors.map(\.description) == [
            "cannot activate <root/a.top == stranger.top (PlumbCoreTests/DiagnosticsTests.swift:7)>: root/a and stranger have no common ancestor",
        ])
        let bad = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top)
        bad.isActive = true
        #expect(!bad.isActive)
        #expect(bad.lastError?.description == "invalid constraint root/a.left … root.top: left and top lie on different axes")
        let mixed = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left)
        #expect(mixed.validationError != nil)
        let constantPosition = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5)
        #expect(LayoutConstraint.activate([constantPosition]).count == 1)
        let foreign = Foreign()
        let errors2 = LayoutConstraint.activate([a.topAnchor.constraint(equalTo: foreign.topAnchor, line: 9)])
        #expect(errors2.map(\.description) == [
            "cannot activate <root/a.top == foreign.top (PlumbCoreTests/DiagnosticsTests.swift:9)>: foreign is neither a View nor a LayoutGuide, the only items the engine lays out",
        ])
        let nan = a.widthAnchor.constraint(equalToConstant: .nan)
        #expect(LayoutConstraint.activate([nan]).first?.description.contains("must be finite") == true)
    }

    @Test func requiredToOptionalChangeWhileActiveIsRefused() throws {
        let root = makeRoot()
        let a = child(root, "a")
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        #expect(c.priority == .required)
        #expect(c.lastError != nil)
        #expect(throws: LayoutError.self) { try c.setPriority(.defaultLow) }
        c.isActive = false
        try c.setPriority(.defaultLow)
        c.isActive = true
        try c.setPriority(.defaultHigh)   // optional to optional is fine
        #expect(c.priority == .defaultHigh)
        #expect(throws: LayoutError.self) { try c.setPriority(LayoutPriority(0)) }
    }

    @Test func removingAViewDeactivatesConstraintsIntoItsSubtree() {
        let root = makeRoot()
        let card = child(root, "card")
        let inner = child(card, "inner")
        let outer = inner.topAnchor.constraint(equalTo: root.topAnchor)
        let inside = inner.leftAnchor.constraint(equalTo: card.leftAnchor)
        LayoutConstraint.activate([outer, inside])
        #expect(root.constraints.count == 1)
        #expect(card.constraints.count == 1)
        card.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(inside.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func discardedTreesAreFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = makeRoot()
            let a = child(root, "a")
            let c = a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
            c.isActive = true
            root.layoutIfNeeded()
            weakRoot = root; weakChild = a; weakConstraint = c
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }
}

@Suite struct ConstraintLifetimeTests {
    @Test func aConstraintOutlivingItsViewIsSafeToRead() {
        var kept: LayoutConstraint?
        do {
            let root = makeRoot()
            let a = child(root, "a")
            let c = a.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            root.layoutIfNeeded()
            kept = c
        }
        // The view it was installed on is gone: the constraint reports a stand-in, never traps.
        #expect(kept?.firstItem.itemName == "<deallocated>")
        #expect(kept?.isActive == false)
        #expect(kept?.description == "<<deallocated>.width == 10 (PlumbCoreTests/DiagnosticsTests.swift:\(#line - 8))>")
    }
}

/// A user type conforming to LayoutItem: the engine must refuse it, not trap.
final class Foreign: LayoutItem {
    var itemName: String { "foreign" }
    var owningViewForLayout: View? { nil }
}
