import Foundation
import Mortar
import PlumbCore
import Testing

@Suite struct MortarArithmeticTests {
    @Test func scalarOperatorsTouchAllFourSlots() {
        let f = Fixture()
        let a = f.view2.m_edges
        #expect((a + 5).constants == [5, 5, 5, 5])
        #expect((a - 5).constants == [-5, -5, -5, -5])
        #expect((a * 3).multipliers == [3, 3, 3, 3])
        #expect((a / 4).multipliers == [0.25, 0.25, 0.25, 0.25])
        #expect(((a * 2) + 1).constants == [1, 1, 1, 1] && ((a * 2) + 1).multipliers == [2, 2, 2, 2])
        let gap: Int = 12
        #expect(specs(f.view1.m_left |=| f.view2.m_right + gap) == ["view1.left == view2.right * 1 + 12 @1000"])
        #expect(specs(f.view1.m_width |=| f.view2.m_width / 2) == ["view1.width == view2.width * 0.5 + 0 @1000"])
    }

    @Test func arithmeticReturnsNewValues() {
        let f = Fixture()
        let right = f.view2.m_right
        let moved = right + 20
        #expect(right.constants == [0, 0, 0, 0] && moved.constants == [20, 20, 20, 20])
    }

    @Test func tupleOperators() {
        let f = Fixture()
        #expect(specs(f.view1.m_size |=| f.view2.m_size - (5, 6)) == [
            "view1.width == view2.width * 1 + -5 @1000", "view1.height == view2.height * 1 + -6 @1000",
        ])
        #expect(specs(f.view1.m_size |=| f.view2.m_size / (2, 4)) == [
            "view1.width == view2.width * 0.5 + 0 @1000", "view1.height == view2.height * 0.25 + 0 @1000",
        ])
        #expect(specs(f.view1 |=| f.view2.m_edges + (1, 2, 3, 4)) == [
            "view1.top == view2.top * 1 + 1 @1000", "view1.leading == view2.leading * 1 + 2 @1000",
            "view1.bottom == view2.bottom * 1 + 3 @1000", "view1.trailing == view2.trailing * 1 + 4 @1000",
        ])
        let four = f.view2.m_frame * (1, 2, 3, 4) - (1, 1, 1, 1)
        #expect(four.multipliers == [1, 2, 3, 4] && four.constants == [-1, -1, -1, -1])
        #expect((f.view2.m_frame / (1, 2, 4, 8)).multipliers == [1, 0.5, 0.25, 0.125])
    }

    @Test func tupleArithmeticErrors() {
        let f = Fixture()
        let (c, reported) = MortarDiagnostics.collecting { f.view1.m_size |=| f.view2.m_top + (1, 2) }
        let error = MortarError.tupleArithmeticCountMismatch(
            operand: "root/container/view2.m_top", components: 1, tupleCount: 2, operatorName: "+")
        #expect(c.errors == [error] && reported == [error] && c.layoutConstraints.isEmpty)
        let implicit = MortarAttribute(item: f.view2, kind: nil) * (2, 2)
        #expect(implicit.errors == [.tupleArithmeticWithoutAttribute(operand: "root/container/view2", operatorName: "*")])
        #expect("\(implicit.errors[0])" == "Attribute has no components for tuple arithmetic: root/container/view2 * (…)")
    }

    @Test func constantAttributeOperand() {
        let f = Fixture()
        #expect(specs(f.view1.m_top |=| f.view2.m_top + (10 ! .low)) == ["view1.top == view2.top * 1 + 10 @250"])
        #expect(specs(f.view1.m_top |=| f.view2.m_top - MortarAttribute(constant: 4)) == ["view1.top == view2.top * 1 + -4 @1000"])
        let bad = f.view2.m_top + f.view3.m_top
        #expect(bad.errors == [.nonConstantArithmeticOperand(operand: "root/container/view3.m_top")])
    }

    @Test func insetOperatorModes() throws {
        let f = Fixture()
        #expect(specs(f.view1.m_size |=| f.view2.m_size ~ (10, 10)) == [
            "view1.width == view2.width * 1 + -10 @1000", "view1.height == view2.height * 1 + -10 @1000",
        ])
        #expect(specs(f.view1.m_sides |=| f.view2.m_sides ~ (10, 10)) == [
            "view1.leading == view2.leading * 1 + 10 @1000", "view1.trailing == view2.trailing * 1 + -10 @1000",
        ])
        let g = Fixture()
        let (size, edges, sides) = try MortarDefault.scoped {
            MortarDefault.compatibility = .mortar1
            return (g.view1.m_size |=| g.view2.m_size ~ (10, 10),
                    g.view3 |=| g.view4.m_edges ~ (1, 2, 3, 4),
                    g.view5 |=| g.view6.m_trailing ~ (1, 1))
        }
        #expect(specs(size) == ["view1.width == view2.width * 1 + 10 @1000", "view1.height == view2.height * 1 + 10 @1000"])
        #expect(specs(edges) == [
            "view3.top == view4.top * 1 + 1 @1000", "view3.left == view4.left * 1 + 2 @1000",
            "view3.bottom == view4.bottom * 1 + -3 @1000", "view3.right == view4.right * 1 + -4 @1000",
        ])
        #expect(sides.errors == [.tupleArithmeticCountMismatch(
            operand: "root/container/view6.m_trailing", components: 1, tupleCount: 2, operatorName: "~")])
    }

    @Test func insetByEdgeInsets() {
        let f = Fixture()
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(specs(f.view1 |=| f.view2.m_edges ~ insets) == [
            "view1.top == view2.top * 1 + 1 @1000", "view1.leading == view2.leading * 1 + 2 @1000",
            "view1.bottom == view2.bottom * 1 + -3 @1000", "view1.trailing == view2.trailing * 1 + -4 @1000",
        ])
        #expect(specs(f.view1.m_frame |=| f.view2.m_frame ~ insets) == [
            "view1.leading == view2.leading * 1 + 2 @1000", "view1.top == view2.top * 1 + 1 @1000",
            "view1.width == view2.width * 1 + 0 @1000", "view1.height == view2.height * 1 + 0 @1000",
        ])
        #expect((f.view2.m_size ~ insets).errors.count == 1)
    }

    @Test func arithmeticOnTheTargetIsFolded() {
        let f = Fixture()
        #expect(specs(f.view1.m_width * 2 |=| 100) == ["view1.width == 50 @1000"])
        #expect(specs(f.view1.m_left + 10 |=| f.view2.m_left) == ["view1.left == view2.left * 1 + -10 @1000"])
        #expect(specs(f.view1.m_width * 2 + 10 |=| f.view2.m_width * 4) == ["view1.width == view2.width * 2 + -5 @1000"])
        #expect(specs(f.view1.m_top * -2 |>| f.view2.m_top) == ["view1.top <= view2.top * -0.5 + 0 @1000"])
        #expect(specs(f.view1.m_left + 5 |=| 20) == ["view1.left == container.left * 1 + 15 @1000"])
        let (zero, _) = MortarDiagnostics.collecting { f.view1.m_width * 0 |=| 10 }
        #expect(zero.errors == [.zeroTargetMultiplier(target: "root/container/view1.m_width")])
    }
}
