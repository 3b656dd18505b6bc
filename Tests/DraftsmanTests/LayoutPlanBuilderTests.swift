import Foundation
import Testing
import PlumbCore
import Draftsman

/// `@LayoutPlan`: control flow, composition, stacked content, property setters.
@Suite struct LayoutPlanBuilderTests {
    @Test(arguments: [false, true])
    func ifElseOptionalAndForLoops(_ flag: Bool) {
        let root = View(name: "root")
        let header = View(name: "header"), yes = View(name: "yes"), no = View(name: "no")
        let maybe: View? = flag ? View(name: "maybe") : nil
        let rows = (0..<3).map { View(name: "row\($0)") }
        root.planContent {
            header
            if flag { yes } else { no.plan.height(.equalTo(1)) }
            if let maybe { maybe }
            for row in rows { row.plan.top(.equal, to: .bottom(of: .previous)) }
        }
        let expected = ["header", flag ? "yes" : "no"] + (flag ? ["maybe"] : []) + ["row0", "row1", "row2"]
        #expect(root.subviews.map(\.name) == expected.map(Optional.some))
        // Each row hangs under the view planned before it in the same parent.
        #expect(rows.map { $0.constraints.isEmpty } == [true, true, true])
        #expect(root.constraints.filter { $0.firstAttribute == .top }.map { $0.secondItem.map { ($0 as? View)?.name ?? "?" } } ==
                [flag ? "maybe" : "no", "row0", "row1"])
    }

    @LayoutPlan func footerPlan(_ footer: View) -> any ViewPlan {
        footer.plan.at(.fullBottom, .equal, to: .safeArea)
    }

    @Test func nestedPlansCompose() {
        let root = View(name: "root")
        let body = View(name: "body"), footer = View(name: "footer")
        let constraints = root.planContent {
            body.plan.at(.fullTop, .equal, to: .safeArea)
            footerPlan(footer)
        }
        #expect(root.subviews.map(\.name) == ["body", "footer"])
        #expect(constraints.count == 6)
        #expect(constraints.suffix(3).allSatisfy { $0.firstItem === footer })
    }

    @Test func stackedContentBecomesArrangedSubviews() {
        let root = View(name: "root")
        let stack = StackView(axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 4, name: "stack")
        let a = View(name: "a"), b = View(name: "b"), overlay = View(name: "overlay")
        root.planContent {
            stack.plan
                .edges(.equal, to: .parent)
                .insertStacked { a; b.plan.height(.equalTo(10)) }
                .insert { overlay }
        }
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(stack.subviews.map(\.name) == ["a", "b", "overlay"])
        #expect(stack.distribution == .fillEqually && stack.alignment == .center && stack.spacing == 4)
    }

    @Test func planStackedContentArrangesTopLevelViews() {
        let stack = StackView(axis: .vertical, name: "stack")
        let title = View(name: "title"), subtitle = View(name: "subtitle")
        let constraints = stack.planStackedContent {
            title
            subtitle.plan.height(.equalTo(20))
        }
        #expect(stack.arrangedSubviews.map(\.name) == ["title", "subtitle"])
        #expect(shapes(constraints) == [Shape(subtitle, .height, .equal, nil, constant: 20, priority: 998)])
    }

    @Test func writablePropertiesCanBeSetInTheChain() {
        let root = View(name: "root")
        let stack = StackView(name: "stack")
        root.planContent {
            stack.plan
                .spacing(12)
                .axis(.vertical)
                .isHidden(true)
                .top(.equal, to: .parent)
        }
        #expect(stack.spacing == 12 && stack.axis == .vertical && stack.isHidden)
        #expect(root.constraints.count == 1)
    }

    @Test func reinsertingAViewMovesItToTheFront() {
        let root = View(name: "root")
        let a = View(name: "a"), b = View(name: "b")
        root.planContent { a; b }
        root.planContent { a }
        #expect(root.subviews.map(\.name) == ["b", "a"])
    }
}
