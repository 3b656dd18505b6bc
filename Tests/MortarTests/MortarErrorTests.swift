import Foundation
import Mortar
import PlumbCore
import Testing

@Suite struct MortarErrorTests {
    /// Runs `body` collecting reports; checks the statement's errors equal what was reported and
    /// that nothing was made.
    func refused(_ body: () -> MortarConstraint) -> [MortarError] {
        let (c, reported) = MortarDiagnostics.collecting(body)
        #expect(c.layoutConstraints.isEmpty)
        #expect(c.errors == reported)
        return c.errors
    }

    @Test func targetWithoutItem() {
        let f = Fixture()
        #expect(refused { 40 |=| f.view1 } == [.targetHasNoItem(target: "40")])
        #expect("\(MortarError.targetHasNoItem(target: "40"))" == "Target Attribute must have a defined view: 40 has no view or layout guide")
    }

    @Test func tupleAsTarget() {
        let f = Fixture()
        #expect(refused { MortarTuple([1, 2]) |=| f.view1 } == [.targetIsTuple(target: "(1, 2)")])
    }

    @Test func tupleNeedsAnExplicitTargetAttribute() {
        let f = Fixture()
        #expect(refused { f.view1 |=| (1, 2) } == [.tupleTargetWithoutAttribute(target: "root/container/view1")])
    }

    @Test func tupleArity() {
        let f = Fixture()
        #expect(refused { f.view1.m_size |=| (1, 2, 3, 4) } == [
            .tupleArityMismatch(target: "root/container/view1.m_size", components: 2, tupleCount: 4),
        ])
        #expect("\(MortarError.tupleArityMismatch(target: "v.m_size", components: 2, tupleCount: 4))"
            == "Invalid component count: v.m_size has 2 components but the tuple has 4")
    }

    @Test func componentCounts() {
        let f = Fixture()
        #expect(refused { f.view1.m_size |=| f.view2.m_top } == [
            .componentCountMismatch(target: "root/container/view1.m_size", targetComponents: 2,
                                    source: "root/container/view2.m_top", sourceComponents: 1),
        ])
    }

    @Test func attributeKindsAreChecked() {
        let f = Fixture()
        #expect(refused { f.view1.m_size |=| f.view2.m_center } == [
            .incompatibleAttributes(target: "root/container/view1.m_size", targetAttribute: .width,
                                    source: "root/container/view2.m_center", sourceAttribute: .centerX,
                                    reason: "a dimension cannot relate to a position"),
            .incompatibleAttributes(target: "root/container/view1.m_size", targetAttribute: .height,
                                    source: "root/container/view2.m_center", sourceAttribute: .centerY,
                                    reason: "a dimension cannot relate to a position"),
        ])
        #expect(refused { f.view1.m_top |=| f.view2.m_left } == [
            .incompatibleAttributes(target: "root/container/view1.m_top", targetAttribute: .top,
                                    source: "root/container/view2.m_left", sourceAttribute: .left,
                                    reason: "the attributes lie on different axes"),
        ])
        #expect(refused { f.view1.m_leading |=| f.view2.m_left } == [
            .incompatibleAttributes(target: "root/container/view1.m_leading", targetAttribute: .leading,
                                    source: "root/container/view2.m_left", sourceAttribute: .left,
                                    reason: "leading/trailing cannot relate to left/right"),
        ])
        // Width to height (aspect) and centerX to leading are fine.
        #expect(specs(f.view1.m_width |=| f.view1.m_height) == ["view1.width == view1.height * 1 + 0 @1000"])
        #expect(specs(f.view2.m_centerX |=| f.view3.m_leading) == ["view2.centerX == view3.leading * 1 + 0 @1000"])
    }

    @Test func arrayLengths() {
        let f = Fixture()
        #expect(refused { [f.view1, f.view2] |=| [f.view3] } == [.arrayLengthMismatch(targets: 2, sources: 1)])
        #expect("\(MortarError.arrayLengthMismatch(targets: 2, sources: 1))"
            == "Constraining two arrays requires them to be the same length: the left one has 2 elements, the right one 1")
    }

    @Test func constantWithoutSuperview() {
        let lonely = View(name: "lonely")
        #expect(refused { lonely.m_left |=| 20 } == [.noSuperview(view: "lonely", attribute: .left)])
        #expect("\(MortarError.noSuperview(view: "lonely", attribute: .left))"
            == "lonely.left is set to a constant, which Mortar measures from the superview, but lonely has no superview")
        #expect(specs(lonely.m_width |=| 20) == ["lonely.width == 20 @1000"])  // dimensions need no superview
    }

    @Test func aRefusedStatementMakesNothingAtAll() {
        let f = Fixture()
        let c = MortarDiagnostics.collecting { [f.view1, f.view2.m_size] |=| [f.view3.m_top, f.view4.m_top] }.result
        #expect(c.layoutConstraints.isEmpty && c.errors.count == 1)
        #expect(f.view1.translatesAutoresizingMaskIntoConstraints && f.container.constraints.isEmpty)
    }

    @Test func theInnermostCollectingScopeReceivesErrors() {
        let f = Fixture()
        let (inner, outer) = MortarDiagnostics.collecting {
            MortarDiagnostics.collecting { f.view1 |=| (1, 2) }.errors
        }
        #expect(inner == [.tupleTargetWithoutAttribute(target: "root/container/view1")])
        #expect(outer.isEmpty)
    }
}
