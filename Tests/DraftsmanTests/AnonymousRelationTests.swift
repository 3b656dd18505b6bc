import Foundation
import Testing
import PlumbCore
import Draftsman

/// frontends.md §3.5: what each anonymous relation resolves to.
@Suite struct AnonymousRelationTests {
    @Test func everyRelationResolvesToItsItem() throws {
        let root = View(name: "root")
        let first = View(name: "first"), second = View(name: "second")
        let constraints = root.planContent {
            first.plan.top(.equal, to: .parent)
            second.plan
                .top(.equal, to: .parent).top(.equal, to: .safeArea).top(.equal, to: .myself)
                .top(.equal, to: .mySafeArea).top(.equal, to: .previous).top(.equal, to: .previousSafeArea)
                .top(.equal, to: .keyboard).top(.equal, to: .keyboardSafeArea)
        }
        let guide = try #require(root.layoutGuides.first { $0.identifier == "draftsman.keyboardSafeArea" })
        #expect(shapes(constraints) == [
            Shape(first, .top, .equal, root, .top, priority: 998),
            Shape(second, .top, .equal, root, .top, priority: 997),
            Shape(second, .top, .equal, root.safeAreaLayoutGuide, .top, priority: 996),
            Shape(second, .top, .equal, second, .top, priority: 995),
            Shape(second, .top, .equal, second.safeAreaLayoutGuide, .top, priority: 994),
            Shape(second, .top, .equal, first, .top, priority: 993),
            Shape(second, .top, .equal, first.safeAreaLayoutGuide, .top, priority: 992),
            Shape(second, .top, .equal, root.keyboardLayoutGuide, .top, priority: 991),
            Shape(second, .top, .equal, guide, .top, priority: 990),
        ])
        #expect(constraints.allSatisfy { $0.isActive })
    }

    @Test func keyboardSafeAreaGuideIsInstalledOnceWithItsClampConstraints() throws {
        let root = View(name: "root")
        let a = View(name: "a"), b = View(name: "b")
        root.planContent {
            a.plan.bottom(.equal, to: .top(of: .keyboardSafeArea))
            b.plan.left(.equal, to: .keyboardSafeArea)
        }
        let guides = root.layoutGuides.filter { $0.identifier == "draftsman.keyboardSafeArea" }
        #expect(guides.count == 1)
        let g = try #require(guides.first)
        let safe = root.safeAreaLayoutGuide, kb = root.keyboardLayoutGuide
        let guideConstraints = root.constraints.filter { $0.identifier == "draftsman.keyboardSafeArea" }
        #expect(shapes(guideConstraints) == [
            Shape(g, .top, .greaterThanOrEqual, safe, .top, priority: 1000),
            Shape(g, .bottom, .greaterThanOrEqual, g, .top, priority: 1000),
            Shape(safe, .bottom, .greaterThanOrEqual, g, .bottom, priority: 1000),
            Shape(g, .left, .greaterThanOrEqual, safe, .left, priority: 1000),
            Shape(g, .right, .greaterThanOrEqual, g, .left, priority: 1000),
            Shape(safe, .right, .greaterThanOrEqual, g, .right, priority: 1000),
            Shape(g, .top, .equal, kb, .top, priority: 999),
            Shape(g, .bottom, .equal, kb, .bottom, priority: 999),
            Shape(g, .left, .equal, kb, .left, priority: 999),
            Shape(g, .right, .equal, kb, .right, priority: 999),
        ])
    }

    @Test func previousIsThePreviousSiblingNotANephew() {
        let root = View(name: "root")
        let a = View(name: "a"), nephew = View(name: "nephew"), b = View(name: "b")
        let constraints = root.planContent {
            a.plan.insert { nephew.plan.top(.equal, to: .parent) }
            b.plan.top(.equalTo(8), to: .bottom(of: .previous))
        }
        #expect(shapes(constraints) == [
            Shape(nephew, .top, .equal, a, .top, priority: 998),
            Shape(b, .top, .equal, a, .bottom, constant: 8, priority: 997),
        ])
    }

    @Test func relatedAnchorsReachOtherAttributesOfAnonymousViews() {
        let (root, views) = tree("v")
        let v = views[0]
        let constraints = v.plan
            .left(.equal, to: .centerX(of: .parent))
            .right(.equal, to: .left(of: .mySafeArea))
            .centerX(.equal, to: .right(of: .safeArea))
            .top(.equal, to: .centerY(of: .parent))
            .bottom(.equal, to: .bottom(of: .safeArea))
            .centerY(.equal, to: .top(of: .myself))
            .width(.equalTo(.height(of: .parent)), multiplyBy: 0.5, constant: 3)
            .height(.lessThanTo(.width(of: .myself)))
            .build()
        #expect(shapes(constraints) == [
            Shape(v, .left, .equal, root, .centerX, priority: 998),
            Shape(v, .right, .equal, v.safeAreaLayoutGuide, .left, priority: 997),
            Shape(v, .centerX, .equal, root.safeAreaLayoutGuide, .right, priority: 996),
            Shape(v, .top, .equal, root, .centerY, priority: 995),
            Shape(v, .bottom, .equal, root.safeAreaLayoutGuide, .bottom, priority: 994),
            Shape(v, .centerY, .equal, v, .top, priority: 993),
            Shape(v, .width, .equal, root, .height, multiplier: 0.5, constant: 3, priority: 992),
            Shape(v, .height, .lessThanOrEqual, v, .width, priority: 991),
        ])
    }

    @Test func dimensionOverloads() {
        let (root, views) = tree("v", "other")
        let (v, other) = (views[0], views[1])
        let constraints = v.plan
            .width(.equalTo(other.widthAnchor), multiplyBy: 2, constant: 1)
            .width(.lessThanTo(.parent), multiplyBy: 0.5, constant: -2)
            .width(.moreThanTo(.parent), .height, multiplyBy: 0.25, constant: 4)
            .width(.equalTo(other), constant: 6)
            .height(.equalTo(other.widthAnchor))
            .height(.moreThanTo(.width(of: .parent)), constant: 7)
            .height(.lessThanTo(other), multiplyBy: 3)
            .height(.equalTo(44), priority: .defaultHigh)
            .build()
        #expect(shapes(constraints) == [
            Shape(v, .width, .equal, other, .width, multiplier: 2, constant: 1, priority: 998),
            Shape(v, .width, .lessThanOrEqual, root, .width, multiplier: 0.5, constant: -2, priority: 997),
            Shape(v, .width, .greaterThanOrEqual, root, .height, multiplier: 0.25, constant: 4, priority: 996),
            Shape(v, .width, .equal, other, .width, constant: 6, priority: 995),
            Shape(v, .height, .equal, other, .width, priority: 994),
            Shape(v, .height, .greaterThanOrEqual, root, .width, constant: 7, priority: 993),
            Shape(v, .height, .lessThanOrEqual, other, .height, multiplier: 3, priority: 992),
            Shape(v, .height, .equal, nil, constant: 44, priority: 750),
        ])
    }

    @Test func anonymousRelationFlags() {
        #expect(AnonymousRelation.allCases.filter(\.isView) == [.parent, .myself, .previous])
        #expect(AnonymousRelation.allCases.filter(\.isSafeArea) == [.safeArea, .mySafeArea, .previousSafeArea])
        #expect(AnonymousRelation.allCases.filter(\.isKeyboard) == [.keyboard, .keyboardSafeArea])
    }
}
