import Foundation
import Mortar
import PlumbCore
import Testing

@Suite struct MortarConstraintAPITests {
    @Test func activateDeactivateRoundTrip() {
        let f = Fixture()
        let c = f.view1 |=| f.view2
        #expect(c.isActive && f.container.constraints.count == 4)
        c.deactivate()
        #expect(!c.isActive && f.container.constraints.isEmpty)
        c ~~ .activated
        #expect(c.isActive && f.container.constraints.count == 4)
        #expect(c.layoutConstraints.allSatisfy { $0.installedView === f.container })
    }

    @Test func changingBetweenRequiredAndOptionalIsRefusedWhileActive() {
        let f = Fixture()
        let c = f.view1.m_width |=| f.view2
        let (_, reported) = MortarDiagnostics.collecting { c.changePriority(to: .low) }
        #expect(specs(c) == ["view1.width == view2.width * 1 + 0 @1000"])  // old value kept
        #expect(c.errors.count == 1 && reported == c.errors)
        guard case let .layout(.illegalPriorityChange(_, from, to)) = c.errors[0] else {
            Issue.record("unexpected \(c.errors)")
            return
        }
        #expect(from == .required && to == .defaultLow)
        c.deactivate()
        c.changePriority(to: .low)
        c.activate()
        #expect(specs(c) == ["view1.width == view2.width * 1 + 0 @250"])
    }

    @Test func groupAPI() {
        let f = Fixture()
        let group: MortarGroup = [f.view1.m_width |=| 10 ! .low, f.view2.m_height |=| 20 ! .low]
        group.changePriority(to: .high)
        #expect(specs(group) == ["view1.width == 10 @750", "view2.height == 20 @750"])
        group ~~ .deactivated
        #expect(group.layoutConstraints.allSatisfy { !$0.isActive })
        group ~~ .activated
        #expect(group.layoutConstraints.allSatisfy { $0.isActive } && group.errors.isEmpty)
    }

    @Test func activationProblemsAreRecorded() {
        let f = Fixture()
        let stranger = View(name: "stranger")
        let (c, reported) = MortarDiagnostics.collecting { f.view1.m_top |=| stranger.m_top }
        #expect(!c.isActive && c.errors.count == 1 && reported == c.errors)
        guard case let .layout(.noCommonAncestor(_, first, second)) = c.errors[0] else {
            Issue.record("unexpected \(c.errors)")
            return
        }
        #expect(first == "root/container/view1" && second == "stranger")
    }

    @Test func deferredRegionHonoursDeactivationReplaceAndPriority() {
        let parent = View(name: "parent")
        var deactivated: MortarConstraint?, replaced: MortarConstraint?, replacement: MortarConstraint?
        var reprioritised: MortarConstraint?, activatedEarly: MortarConstraint?
        parent |+| [
            Label {
                $0.name = "a"
                deactivated = ($0.m_width |=| parent ~~ .deactivated)
                replaced = $0.m_height |=| parent
                replacement = ($0.m_height |=| 40 ~~ .deactivated)
                replaced!.replace(with: replacement!)
                reprioritised = $0.m_top |=| parent ! .low
                reprioritised!.changePriority(to: .high)
                activatedEarly = ($0.m_left |=| parent).activate()
                #expect(activatedEarly!.isPending && !activatedEarly!.isActive)
            },
        ]
        #expect(deactivated!.layoutConstraints.count == 1 && !deactivated!.isActive)
        #expect(!replaced!.isActive && replacement!.isActive)
        #expect(specs(reprioritised!) == ["a.top == parent.top * 1 + 0 @750"] && reprioritised!.isActive)
        #expect(activatedEarly!.isActive)
        #expect([deactivated, replaced, replacement, reprioritised, activatedEarly].allSatisfy { $0!.errors.isEmpty })
    }
}
