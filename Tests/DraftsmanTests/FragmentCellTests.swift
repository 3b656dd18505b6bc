import Foundation
import Testing
import PlumbCore
import Draftsman

/// Cell fragments (§3.14): phases, planning behaviors and options, the table cell's height
/// rules, and the README's cell examples.
@Suite struct FragmentCellTests {
    final class TitleCell: TableFragmentCell {
        let title = View(name: "title")
        var events: [String] = []
        var behavior = CellPlanningBehavior.planOnce
        override var planningBehavior: CellPlanningBehavior { behavior }
        @LayoutPlan override var viewPlan: any ViewPlan {
            title.plan.edges(.equalTo(12), to: .parent).height(.equalTo(20))
        }
        override func fragmentWillPlanContent() { events.append("will plan \(layoutPhase)") }
        override func fragmentDidPlanContent() { events.append("did plan") }
        override func fragmentWillLayoutForTheFirstTime() { events.append("will layout, title \(title.frame.width)") }
        override func fragmentDidLayoutForTheFirstTime() { events.append("did layout, title \(title.frame.width)") }
    }

    @Test func firstLayoutPlansIntoTheContentViewAndLaysItOut() {
        let cell = TitleCell(reuseIdentifier: "title", name: "cell")
        #expect(cell.layoutPhase == .firstLoad)
        cell.layoutIfNeeded()
        let (title, content) = (cell.title, cell.contentView)
        #expect(title.superview === content)
        #expect(shapes(content.constraints) == [
            Shape(title, .top, .equal, content, .top, constant: 12, priority: 998),
            Shape(title, .bottom, .equal, content, .bottom, constant: -12, priority: 998),
            Shape(title, .left, .equal, content, .left, constant: 12, priority: 998),
            Shape(title, .right, .equal, content, .right, constant: -12, priority: 998),
        ])
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(title.frame == CGRect(x: 12, y: 12, width: 296, height: 20))
        #expect(cell.events == ["will layout, title 0.0", "will plan firstLoad", "did plan", "did layout, title 296.0"])
        #expect(cell.layoutPhase == .none)
        #expect(!cell.layoutContentIfNeeded())   // nothing pending: .none is not in planOnce
    }

    /// A cell inside a table-like container: the container's one layout pass plans the cell's
    /// content and lays it out. (The cells keep their default 320 pt width: PlumbCore
    /// currently re-applies a hand-set resize to autoresizing subviews on every later
    /// structural pass, so a cell resized by hand would see its content view grow.)
    @Test func cellInsideAContainerIsPlannedAndLaidOutInOnePass() {
        let table = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600), name: "table")
        let cells = (0..<2).map { TitleCell(reuseIdentifier: "title", name: "cell\($0)") }
        for (i, cell) in cells.enumerated() {
            cell.frame = CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 44)
            table.addSubview(cell)
        }
        table.layoutIfNeeded()
        #expect(cells.map(\.title.frame) == Array(repeating: CGRect(x: 12, y: 12, width: 296, height: 20), count: 2))
        #expect(cells.map(\.frame.minY) == [0, 44])
        #expect(cells.allSatisfy { $0.layoutPhase == .none && $0.contentView.constraints.count == 4 })
        #expect(table.layoutDiagnostics.isEmpty)
    }

    @Test func planOnceDoesNotReplanOnReuse() {
        let cell = TitleCell(reuseIdentifier: "title")
        cell.layoutIfNeeded()
        let planned = cell.contentView.constraints
        cell.prepareForReuse()
        #expect(cell.layoutPhase == .none)   // the reused phase was used up without planning
        #expect(ids(cell.contentView.constraints) == ids(planned))
        #expect(cell.events.filter { $0.hasPrefix("will plan") } == ["will plan firstLoad"])
    }

    @Test func planIfPossibleReplansCleanOnReuse() {
        let cell = TitleCell(reuseIdentifier: "title")
        cell.behavior = .planIfPossible
        cell.layoutIfNeeded()
        let planned = cell.contentView.constraints
        cell.prepareForReuse()
        #expect(cell.events.filter { $0.hasPrefix("will plan") } == ["will plan firstLoad", "will plan reused"])
        #expect(planned.allSatisfy { !$0.isActive })
        #expect(cell.contentView.constraints.count == 4)
        #expect(cell.contentView.subviews.map { $0 === cell.title } == [true])
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.title.frame == CGRect(x: 12, y: 12, width: 176, height: 20))
        // .none plans only when asked (planIfPossible allows it), never from layoutSubviews by itself.
        #expect(cell.events.filter { $0.hasPrefix("will plan") }.count == 2)
        #expect(cell.layoutContentIfNeeded())
        #expect(cell.events.last == "did plan")
    }

    @Test func planOnSkipsTheFirstLoadAndPlansInItsPhase() {
        let cell = TitleCell(reuseIdentifier: "title")
        cell.behavior = .planOn(.reused)
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.layoutPhase == .none)
        cell.prepareForReuse()
        #expect(cell.events.filter { $0.hasPrefix("will plan") } == ["will plan reused"])
        cell.layoutIfNeeded()
        #expect(cell.title.frame == CGRect(x: 12, y: 12, width: 296, height: 20))
    }

    @Test func planOnEachFollowsSetNeedsCellLayout() {
        let cell = TitleCell(reuseIdentifier: "title")
        cell.behavior = .planOnEach([.firstLoad, .setNeedsLayout])
        cell.setNeedsLayout()   // before the first planning it stays the first load
        #expect(cell.layoutPhase == .firstLoad)
        cell.layoutIfNeeded()
        cell.setNeedsLayout()
        #expect(cell.layoutPhase == .setNeedsLayout)
        cell.layoutIfNeeded()
        #expect(cell.events.filter { $0.hasPrefix("will plan") } == ["will plan firstLoad", "will plan setNeedsLayout"])
        #expect(cell.contentView.constraints.count == 4)   // started clean
        cell.prepareForReuse()
        #expect(cell.events.filter { $0.hasPrefix("will plan") }.count == 2)
    }

    // MARK: heights

    @Test func fittedHeightComesFromTheConstraints() {
        let cell = TitleCell(reuseIdentifier: "title")
        #expect(cell.cellSizeFitting(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 44))
        #expect(cell.layoutPhase == .none)   // fitting planned the content
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))   // and changed no frame
    }

    final class FixedCell: TableFragmentCell {
        let body = View(name: "body")
        var calculated = CGFloat.automatic
        @LayoutPlan override var viewPlan: any ViewPlan {
            body.plan.edges(.equal, to: .parent).height(.equalTo(30))
        }
        override func calculatedCellHeight(for cellWidth: CGFloat) -> CGFloat { calculated }
        override class func defaultCellHeight(for cellWidth: CGFloat) -> CGFloat { cellWidth > 500 ? 60 : .automatic }
    }

    @Test func heightRulesInOrder() {
        let cell = FixedCell(reuseIdentifier: "fixed")
        let target = CGSize(width: 375, height: 0)
        #expect(cell.cellSizeFitting(target) == CGSize(width: 375, height: 30))            // fitted
        #expect(cell.cellSizeFitting(CGSize(width: 600, height: 0)) == CGSize(width: 600, height: 60))  // class default
        cell.calculated = 90
        #expect(cell.cellSizeFitting(CGSize(width: 600, height: 0)) == CGSize(width: 600, height: 90))  // calculated
        // The rules live in the UIKit-named override, so any caller of systemLayoutSizeFitting sees them.
        let fitting: View = cell
        #expect(fitting.systemLayoutSizeFitting(CGSize(width: 600, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 600, height: 90))
        var asked: [CGFloat] = []
        cell.whenNeedCellHeight { width in
            asked.append(width)
            return width > 400 ? 128 : .automatic
        }
        #expect(cell.cellSizeFitting(CGSize(width: 600, height: 0)) == CGSize(width: 600, height: 128))  // calculator
        #expect(cell.cellSizeFitting(target) == CGSize(width: 375, height: 90))  // calculator said automatic
        #expect(asked == [600, 375])
    }

    // MARK: collection cells

    /// The README's `EventCollectionCell`: plans at every phase, appending first, renewing after.
    final class EventCollectionCell: CollectionFragmentCell {
        override var planningBehavior: CellPlanningBehavior { .planIfPossible }
        let imageView = View(name: "image")
        var margin: CGFloat = 8
        @LayoutPlan override var viewPlan: any ViewPlan {
            imageView.plan.edges(.equalTo(margin), to: .parent).size(.equalTo(CGSize(width: 64, height: 48)))
        }
        override func planningOption(on phase: CellLayoutingPhase) -> PlanningOption {
            switch phase {
            case .firstLoad: return .append
            default: return .renew
            }
        }
    }

    @Test func readmeCollectionCellRenewsOnReuse() {
        let cell = EventCollectionCell(reuseIdentifier: "event", name: "cell")
        #expect(cell.layoutContentIfNeeded())
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 80, height: 64))
        let image = cell.imageView
        let first = cell.contentView.constraints
        cell.margin = 4
        cell.prepareForReuse()   // renew: same anchors, new constants replace the old constraints
        #expect(first.allSatisfy { !$0.isActive })
        #expect(shapes(cell.contentView.constraints) == [
            Shape(image, .top, .equal, cell.contentView, .top, constant: 4, priority: 998),
            Shape(image, .bottom, .equal, cell.contentView, .bottom, constant: -4, priority: 998),
            Shape(image, .left, .equal, cell.contentView, .left, constant: 4, priority: 998),
            Shape(image, .right, .equal, cell.contentView, .right, constant: -4, priority: 998),
        ])
        #expect(image.constraints.count == 2)
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 72, height: 56))
    }

    @Test func cellPlanningErrorsGoToTheCellsDelegate() {
        final class LostCell: CollectionFragmentCell {
            let dot = View(name: "dot")
            static let planLine = #line + 1
            @LayoutPlan override var viewPlan: any ViewPlan { dot.plan.left(.equal, to: .previous) }
        }
        let cell = LostCell(reuseIdentifier: nil, name: "cell")
        let log = PlanLog()
        cell.planDelegate = log
        cell.layoutIfNeeded()
        #expect(log.errors.map(\.description) == [
            "Draftsman: `left` of view 'cell/contentView/dot' relates to .previous, but no view was planned before it "
                + "in the same parent (planned at DraftsmanTests/FragmentCellTests.swift:\(LostCell.planLine)); the constraint was not created.",
        ])
    }
}

private func ids(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }
