import Foundation
import Testing
import PlumbCore
import Draftsman

/// The README's "Basic", "View Position" and "View Dimension" examples, constraint by constraint.
/// Single-anchor methods draw their automatic priority when the scheme is built: 998, 997, …
@Suite struct ReadmeBasicTests {
    @Test func basicExampleProducesTheSeedsConstraints() {
        let (root, views) = tree("other", "my")
        let (otherView, myView) = (views[0], views[1])
        let constraints = myView.plan
            .left(.equal, to: otherView.rightAnchor)
            .right(.equalTo(16), to: .parent)
            .top(.lessThanTo(8), to: .safeArea)
            .bottom(.moreThan, to: .top(of: .keyboard))
            .apply()
        #expect(shapes(constraints) == [
            Shape(myView, .left, .equal, otherView, .right, priority: 998),
            Shape(myView, .right, .equal, root, .right, constant: -16, priority: 997),
            Shape(myView, .top, .lessThanOrEqual, root.safeAreaLayoutGuide, .top, constant: 8, priority: 996),
            Shape(myView, .bottom, .lessThanOrEqual, root.keyboardLayoutGuide, .top, priority: 995),
        ])
        #expect(constraints.allSatisfy { $0.isActive })
        // The seed left autoresizing on for the root of a standalone plan; Plumb clears it.
        #expect(myView.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func buildDoesNotActivate() {
        let (root, views) = tree("my")
        let constraints = views[0].plan.top(.equal, to: .parent).build()
        #expect(shapes(constraints) == [Shape(views[0], .top, .equal, root, .top, priority: 998)])
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func basicPositioningExample() {
        let (root, views) = tree("other", "my")
        let (other, myView) = (views[0], views[1])
        defer { withExtendedLifetime(root) {} }
        let constraints = myView.plan
            .top(.equal, to: other.topAnchor)
            .right(.equalTo(8), to: other.rightAnchor)
            .bottom(.moreThan, to: other.bottomAnchor)
            .left(.moreThanTo(8), to: other.leftAnchor)
            .centerX(.lessThan, to: other.centerXAnchor)
            .centerY(.lessThanTo(8), to: other.centerYAnchor)
            .apply()
        #expect(shapes(constraints) == [
            Shape(myView, .top, .equal, other, .top, priority: 998),
            Shape(myView, .right, .equal, other, .right, constant: -8, priority: 997),
            Shape(myView, .bottom, .lessThanOrEqual, other, .bottom, priority: 996),
            Shape(myView, .left, .greaterThanOrEqual, other, .left, constant: 8, priority: 995),
            Shape(myView, .centerX, .lessThanOrEqual, other, .centerX, priority: 994),
            Shape(myView, .centerY, .lessThanOrEqual, other, .centerY, constant: 8, priority: 993),
        ])
    }

    @Test func fillTheBottomOfTheSuperview() {
        let (root, views) = tree("my")
        let myView = views[0]
        let constraints = myView.plan
            .right(.equal, to: .parent)
            .bottom(.equal, to: .parent)
            .left(.equal, to: .parent)
            .apply()
        #expect(shapes(constraints) == [
            Shape(myView, .right, .equal, root, .right, priority: 998),
            Shape(myView, .bottom, .equal, root, .bottom, priority: 997),
            Shape(myView, .left, .equal, root, .left, priority: 996),
        ])
    }

    @Test func relatedAnchorKeepsTheViewAboveTheKeyboard() {
        let (root, views) = tree("my")
        let myView = views[0]
        let constraints = myView.plan
            .bottom(.equal, to: .top(of: .keyboard))
            .right(.equalTo(8), to: .safeArea)
            .left(.equalTo(8), to: .safeArea)
            .apply()
        let safe = root.safeAreaLayoutGuide
        #expect(shapes(constraints) == [
            Shape(myView, .bottom, .equal, root.keyboardLayoutGuide, .top, priority: 998),
            Shape(myView, .right, .equal, safe, .right, constant: -8, priority: 997),
            Shape(myView, .left, .equal, safe, .left, constant: 8, priority: 996),
        ])
    }

    @Test func centerShortcutWithOffsets() {
        let (root, views) = tree("my")
        let myView = views[0]
        let constraints = myView.plan
            .center(.equalTo(.init(xOffset: 8, yOffset: 8)), to: .parent)
            .apply()
        #expect(shapes(constraints) == [
            Shape(myView, .centerX, .equal, root, .centerX, constant: 8, priority: 998),
            Shape(myView, .centerY, .equal, root, .centerY, constant: 8, priority: 998),
        ])
    }

    @Test func verticalShortcut() {
        let (root, views) = tree("my")
        let myView = views[0]
        let constraints = myView.plan.vertical(.equalTo(16), to: .parent).apply()
        #expect(shapes(constraints) == [
            Shape(myView, .top, .equal, root, .top, constant: 16, priority: 998),
            Shape(myView, .bottom, .equal, root, .bottom, constant: -16, priority: 998),
        ])
    }

    @Test func edgesShortcut() {
        let (root, views) = tree("my")
        let myView = views[0]
        let constraints = myView.plan.edges(.equalTo(16), to: .parent).apply()
        #expect(shapes(constraints) == [
            Shape(myView, .top, .equal, root, .top, constant: 16, priority: 998),
            Shape(myView, .bottom, .equal, root, .bottom, constant: -16, priority: 998),
            Shape(myView, .left, .equal, root, .left, constant: 16, priority: 998),
            Shape(myView, .right, .equal, root, .right, constant: -16, priority: 998),
        ])
    }

    @Test func atAndInBetweenExample() {
        let (root, views) = tree("my", "other", "any")
        let (myView, otherView, anyView) = (views[0], views[1], views[2])
        let mine = myView.plan
            .at(.topLeft, .equal, to: .parent)
            .at(.rightOf(otherView), .equalTo(8))
            .apply()
        let others = otherView.plan
            .inBetween(of: myView, and: anyView, .horizontally(.equalTo(8)))
            .apply()
        #expect(shapes(mine) == [
            Shape(myView, .top, .equal, root, .top, priority: 998),
            Shape(myView, .left, .equal, root, .left, priority: 998),
            Shape(myView, .left, .equal, otherView, .right, constant: 8, priority: 997),
        ])
        // 2.0.4 related `right` to myView.left and ignored anyView.
        #expect(shapes(others) == [
            Shape(otherView, .left, .equal, myView, .right, constant: 8, priority: 998),
            Shape(otherView, .right, .equal, anyView, .left, constant: -8, priority: 998),
        ])
    }

    @Test func dimensionExample() {
        let (root, views) = tree("other", "my")
        let (otherView, myView) = (views[0], views[1])
        let constraints = myView.plan
            .height(.equalTo(otherView.heightAnchor), multiplyBy: 2)
            .width(.equalTo(.parent), .width)
            .height(.lessThanTo(100))
            .width(.moreThanTo(100))
            .apply()
        #expect(shapes(constraints) == [
            Shape(myView, .height, .equal, otherView, .height, multiplier: 2, priority: 998),
            Shape(myView, .width, .equal, root, .width, priority: 997),
            Shape(myView, .height, .lessThanOrEqual, nil, constant: 100, priority: 996),
            Shape(myView, .width, .greaterThanOrEqual, nil, constant: 100, priority: 995),
        ])
    }

    @Test func sizeExample() {
        let (root, views) = tree("my", "other")
        let (myView, otherView) = (views[0], views[1])
        defer { withExtendedLifetime(root) {} }
        let mine = myView.plan.size(.equalTo(otherView), multiplyBy: 2).apply()
        let others = otherView.plan.size(.equalTo(.init(width: 24, height: 24))).apply()
        #expect(shapes(mine) == [
            Shape(myView, .height, .equal, otherView, .height, multiplier: 2, priority: 998),
            Shape(myView, .width, .equal, otherView, .width, multiplier: 2, priority: 998),
        ])
        #expect(shapes(others) == [
            Shape(otherView, .height, .equal, nil, constant: 24, priority: 998),
            Shape(otherView, .width, .equal, nil, constant: 24, priority: 998),
        ])
    }
}
