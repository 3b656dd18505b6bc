import Foundation
import Testing
import PlumbCore
import Draftsman

/// frontends.md §3.12 / §6.2 #5: problems reach `errorWhenPlanning` as typed errors.
@Suite struct DraftsmanErrorTests {
    @Test func missingSuperviewIsReportedWithItsSource() throws {
        let orphan = View(name: "orphan")
        let log = PlanLog()
        let line = UInt(#line + 1)
        let constraints = orphan.plan.top(.equal, to: .parent).width(.equalTo(5)).apply(withDelegate: log)
        let source = PlanSource(fileID: "DraftsmanTests/DraftsmanErrorTests.swift", line: line)
        #expect(log.errors == [.missingSuperview(view: "orphan", attribute: "top", relation: .parent, source: source)])
        #expect(log.erroredViews.map { $0 === orphan } == [true])
        #expect(log.errors.first?.description == "Draftsman: `top` of view 'orphan' relates to .parent, but the view has "
            + "no superview and the delegate supplied none (planned at DraftsmanTests/DraftsmanErrorTests.swift:\(line)); "
            + "the constraint was not created.")
        // A constraint that could not be made draws no priority.
        #expect(shapes(constraints) == [Shape(orphan, .width, .equal, nil, constant: 5, priority: 998)])
        #expect(constraints.allSatisfy { $0.isActive })
    }

    @Test func schemeKeepsItsErrorsWithoutADelegate() {
        let orphan = View(name: "orphan")
        let scheme = orphan.plan.top(.equal, to: .safeArea).left(.equal, to: .keyboard).right(.equal, to: .previous)
        #expect(scheme.apply().isEmpty)
        #expect(scheme.errors.map(\.source?.fileID) == Array(repeating: "DraftsmanTests/DraftsmanErrorTests.swift", count: 3))
        guard scheme.errors.count == 3 else { return }
        #expect(scheme.errors[0] == .missingSuperview(view: "orphan", attribute: "top", relation: .safeArea, source: scheme.errors[0].source!))
        #expect(scheme.errors[1] == .missingSuperview(view: "orphan", attribute: "left", relation: .keyboard, source: scheme.errors[1].source!))
        #expect(scheme.errors[2] == .missingPreviousView(view: "orphan", attribute: "right", relation: .previous, source: scheme.errors[2].source!))
    }

    @Test func standInSuperviewFromTheDelegateIsUsed() {
        let stage = View(name: "stage")
        let actor = View(name: "actor")
        stage.addSubview(actor)
        let loose = View(name: "loose")
        let log = PlanLog(standInSuperview: stage)
        let constraints = loose.plan.top(.equal, to: .parent).build(withDelegate: log)
        #expect(shapes(constraints) == [Shape(loose, .top, .equal, stage, .top, priority: 998)])
        #expect(log.errors.isEmpty)
    }

    @Test func firstChildHasNoPreviousView() {
        let root = View(name: "root")
        let a = View(name: "a")
        let log = PlanLog()
        let line = UInt(#line + 1)
        let constraints = root.planContent(withDelegate: log) { a.plan.top(.equal, to: .bottom(of: .previousSafeArea)) }
        #expect(constraints.isEmpty)
        #expect(log.errors == [.missingPreviousView(view: "root/a", attribute: "top", relation: .previousSafeArea,
                                                    source: PlanSource(fileID: "DraftsmanTests/DraftsmanErrorTests.swift", line: line))])
        #expect(log.errors.first?.description.hasPrefix("Draftsman: `top` of view 'root/a' relates to .previousSafeArea, but no view was planned before it in the same parent") == true)
    }

    @Test func insertingAViewIntoItselfIsSkippedAndReported() {
        let root = View(name: "root")
        let box = View(name: "box")
        let log = PlanLog()
        let line = UInt(#line + 2)
        root.planContent(withDelegate: log) {
            box.plan.insert { root }
        }
        #expect(root.subviews.map { $0 === box } == [true])
        #expect(box.subviews.isEmpty)
        let source = PlanSource(fileID: "DraftsmanTests/DraftsmanErrorTests.swift", line: line)
        #expect(log.errors == [.insertionCycle(view: "root", into: "root/box", source: source)])
        #expect(log.errors.first?.description == "Draftsman: cannot insert view 'root' into 'root/box': 'root/box' is 'root' itself "
            + "or inside it (planned at DraftsmanTests/DraftsmanErrorTests.swift:\(line)); the view was skipped.")
    }

    @Test func engineRefusalsAreDeliveredAsActivationFailures() throws {
        let root = View(name: "root")
        let stranger = View(name: "stranger")
        let a = View(name: "a")
        let log = PlanLog()
        let line = #line + 1
        root.planContent(withDelegate: log) { a.plan.top(.equal, to: stranger.topAnchor) }
        let error = try #require(log.errors.first)
        guard case let .activationFailed(constraint, reason, source) = error else {
            Issue.record("expected an activation failure, got \(error)")
            return
        }
        #expect(source == PlanSource(fileID: "DraftsmanTests/DraftsmanErrorTests.swift", line: UInt(line)))
        #expect(constraint.contains("root/a.top == stranger.top"))
        #expect(reason.hasSuffix("root/a and stranger have no common ancestor"))
        #expect(log.errors.count == 1)
    }

    @Test func constraintsRecordTheUsersSourceLine() throws {
        let (root, views) = tree("v")
        let line = #line + 1
        let constraints = views[0].plan.top(.equal, to: .parent).edges(.equal, to: .parent).width(.equalTo(1)).build()
        #expect(constraints.count == 6)
        #expect(constraints.allSatisfy { $0.origin == .source(fileID: "DraftsmanTests/DraftsmanErrorTests.swift", line: line) })
        #expect(constraints.first?.identifier == "draftsman_root/v.top_to_root.top")
        #expect(constraints.last?.identifier == "draftsman_root/v.width_equal_to")
        #expect(root.subviews.count == 1)
    }
}
