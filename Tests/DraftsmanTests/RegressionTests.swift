import Foundation
import Testing
import PlumbCore
import Draftsman

/// The bugs of Draftsman 2.0.4 listed in frontends.md §6.2, each pinned so it stays absent.
@Suite struct RegressionTests {
    @Test func sizeSetsWidthToWidth() {  // §6.2 #1
        let (_, views) = tree("v")
        let v = views[0]
        let constraints = v.plan.size(.lessThanTo(CGSize(width: 40, height: 24))).build()
        #expect(shapes(constraints) == [
            Shape(v, .height, .lessThanOrEqual, nil, constant: 24, priority: 998),
            Shape(v, .width, .lessThanOrEqual, nil, constant: 40, priority: 998),
        ])
    }

    @Test func inBetweenUsesBothViews() {  // §6.2 #2
        let (root, views) = tree("a", "mid", "b")
        let (a, mid, b) = (views[0], views[1], views[2])
        let horizontal = mid.plan.inBetween(of: a, and: b, .horizontally(.moreThanTo(HorizontalInsets(left: 3, right: 5)))).build()
        let vertical = mid.plan.inBetween(of: a, and: b, .vertically(.equalTo(VerticalInsets(top: 2, bottom: 4)))).build()
        #expect(shapes(horizontal) == [
            Shape(mid, .left, .greaterThanOrEqual, a, .right, constant: 3, priority: 998),
            Shape(mid, .right, .lessThanOrEqual, b, .left, constant: -5, priority: 998),
        ])
        #expect(shapes(vertical) == [
            Shape(mid, .top, .equal, a, .bottom, constant: 2, priority: 998),
            Shape(mid, .bottom, .equal, b, .top, constant: -4, priority: 998),
        ])
        #expect(root.subviews.count == 3)
    }

    @Test func dimensionConstantIsKeptForAnonymousAndRelatedAnchors() {  // §6.2 #3
        let (root, views) = tree("v")
        let v = views[0]
        let constraints = v.plan
            .width(.equalTo(.parent), constant: -16)
            .height(.equalTo(.width(of: .parent)), multiplyBy: 0.5, constant: 10)
            .build()
        #expect(shapes(constraints) == [
            Shape(v, .width, .equal, root, .width, constant: -16, priority: 998),
            Shape(v, .height, .equal, root, .width, multiplier: 0.5, constant: 10, priority: 997),
        ])
    }

    @Test func missingViewsAreReportedNotSilentlyDropped() {  // §6.2 #5
        let lonely = View(name: "lonely")
        let log = PlanLog()
        lonely.plan.edges(.equal, to: .parent).apply(withDelegate: log)
        #expect(log.errors.count == 4)
        #expect(log.errors.allSatisfy { if case .missingSuperview = $0 { true } else { false } })
    }

    @Test func startFreshReallyRemoves() {  // §6.2 #6
        let (root, views) = tree("v")
        root.planContent { views[0].plan.top(.equal, to: .parent) }
        root.planContent(.startFresh) { views[0].plan.top(.equal, to: .parent) }
        #expect(root.constraints.count == 1)
    }

    final class Badge: FragmentView {
        let label = View(name: "label")
        var planned = 0
        @LayoutPlan override var viewPlan: any ViewPlan {
            label.plan.edges(.equalTo(4), to: .parent)
        }
        override func fragmentWillPlanContent() { planned += 1 }
    }

    @Test func fragmentViewInsertedByAPlanIsPlannedOnceWithItsHooks() {  // §6.2 #7
        let root = View(name: "root")
        let badge = Badge(name: "badge")
        root.planContent { badge.plan.center(.equal, to: .parent) }
        #expect(badge.planned == 1)
        #expect(badge.constraints.count == 4)
        #expect(root.constraints.count == 2)
    }

    @Test func standaloneRootLosesAutoresizing() {  // §6.2 #8
        let (root, views) = tree("v")
        #expect(views[0].translatesAutoresizingMaskIntoConstraints)
        views[0].plan.top(.equal, to: .parent).apply()
        #expect(!views[0].translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func parallelFormsUseTheSidesTheReadmePromises() {  // §6.2 #12
        let (_, views) = tree("v", "o")
        let (v, o) = (views[0], views[1])
        let below = v.plan.at(.bottomOfAndParallelWith(o), .equalTo(8)).build()
        let beside = v.plan.at(.leftOfAndParallelWith(o), .equalTo(8)).build()
        #expect(shapes(below) == [
            Shape(v, .top, .equal, o, .bottom, constant: 8, priority: 998),
            Shape(v, .left, .equal, o, .left, priority: 998),
            Shape(v, .right, .equal, o, .right, priority: 998),
        ])
        #expect(shapes(beside) == [
            Shape(v, .right, .equal, o, .left, constant: -8, priority: 998),
            Shape(v, .top, .equal, o, .top, priority: 998),
            Shape(v, .bottom, .equal, o, .bottom, priority: 998),
        ])
        let above = v.plan.at(.topOfAndParallelWith(o), .equal).at(.rightOfAndParallelWith(o), .equal).at(.topOf(o), .equal).build()
        #expect(shapes(above).map { "\($0.firstAttribute)-\($0.secondAttribute)" } == [
            "bottom-top", "left-left", "right-right", "left-right", "top-top", "bottom-bottom", "bottom-top",
        ])
    }

    @Test func edgePresetsIncludingTheReadmeSpelling() {
        #expect([LayoutEdge].edge == [.top, .bottom, .left, .right])
        #expect([LayoutEdge].fullBottom == [.bottom, .left, .right])
        #expect([LayoutEdge].fullLeft == [.left, .top, .bottom])
        #expect([LayoutEdge].topRight == [.top, .right])
    }
}
