import Foundation
import Mortar
import PlumbCore
import Testing

/// Every Mortar (non-VFL) example of the READMEs (seeds 000/001/003), as exact constraints.
@Suite struct MortarReadmeTests {
    @Test func introductionRightToLeftMinus12() {
        let f = Fixture()
        let c = f.view1.m_right |=| f.view2.m_left - 12.0
        #expect(specs(c) == ["view1.right == view2.left * 1 + -12 @1000"])
        #expect(c.isActive)
        #expect(!f.view1.translatesAutoresizingMaskIntoConstraints)
        #expect(f.view2.translatesAutoresizingMaskIntoConstraints)  // sources are never touched
    }

    @Test func sizeOfThreeViewsAtOnce() {
        let f = Fixture()
        let c = [f.view1, f.view2, f.view3].m_size |=| (100, 200)
        #expect(specs(c) == [
            "view1.width == 100 @1000", "view1.height == 200 @1000",
            "view2.width == 100 @1000", "view2.height == 200 @1000",
            "view3.width == 100 @1000", "view3.height == 200 @1000",
        ])
    }

    @Test func pinA200HighViewAtTheBottom() {
        let f = Fixture()
        let c = [f.view.m_sides, f.view.m_bottom, f.view.m_height] |=| [f.container, f.container, 200]
        #expect(specs(c) == [
            "view.leading == container.leading * 1 + 0 @1000",
            "view.trailing == container.trailing * 1 + 0 @1000",
            "view.bottom == container.bottom * 1 + 0 @1000",
            "view.height == 200 @1000",
        ])
    }

    @Test func pinA200HighViewAtTheBottomMortar1() throws {
        let f = Fixture()
        let c = try MortarDefault.scoped {
            MortarDefault.compatibility = .mortar1
            return [f.view.m_sides, f.view.m_bottom, f.view.m_height] |=| [f.container, f.container, 200]
        }
        #expect(specs(c) == [
            "view.left == container.left * 1 + 0 @1000",
            "view.right == container.right * 1 + 0 @1000",
            "view.bottom == container.bottom * 1 + 0 @1000",
            "view.height == 200 @1000",
        ])
    }

    @Test func equalGreaterLess() {
        let f = Fixture()
        #expect(specs(f.view1.m_width |=| 40) == ["view1.width == 40 @1000"])
        #expect(specs(f.view1.m_width |>| f.view2.m_width) == ["view1.width >= view2.width * 1 + 0 @1000"])
        #expect(specs(f.view1.m_size |<| (100, 100)) == ["view1.width <= 100 @1000", "view1.height <= 100 @1000"])
    }

    @Test func implicitEdges() {
        let f = Fixture()
        let explicit = specs(f.view1.m_edges |=| f.view2.m_edges)
        let implicit = specs(f.view1 |=| f.view2)
        #expect(explicit == [
            "view1.top == view2.top * 1 + 0 @1000",
            "view1.leading == view2.leading * 1 + 0 @1000",
            "view1.bottom == view2.bottom * 1 + 0 @1000",
            "view1.trailing == view2.trailing * 1 + 0 @1000",
        ])
        #expect(implicit == explicit)
    }

    @Test func implicitAttributeOnOneSide() {
        let f = Fixture()
        #expect(specs(f.view1.m_top |>| f.view2) == ["view1.top >= view2.top * 1 + 0 @1000"])
        #expect(specs(f.view1 |>| f.view2.m_top) == ["view1.top >= view2.top * 1 + 0 @1000"])
        #expect(specs(f.view1.m_top |<| f.view2.m_bottom) == ["view1.top <= view2.bottom * 1 + 0 @1000"])
    }

    @Test func legacyTopLayoutGuide() {
        let screen = Screen()
        let c = screen.view1.m_top |<| screen.m_topLayoutGuideBottom
        #expect(specs(c) == ["view1.top <= root.Mortar-topLayoutGuide.bottom * 1 + 0 @1000"])
        #expect(c.isActive)
    }

    @Test func safeTop() {
        let screen = Screen()
        let c = screen.view1.m_top |<| screen.m_safeTop
        #expect(specs(c) == ["view1.top <= root.safeArea.top * 1 + 0 @1000"])
    }

    @Test func centerInVisibleAndSafeRegion() {
        let screen = Screen()
        let visible = screen.textField.m_center |=| screen.m_visibleRegion
        #expect(specs(visible) == [
            "textField.centerX == root.Mortar-visibleRegion.centerX * 1 + 0 @1000",
            "textField.centerY == root.Mortar-visibleRegion.centerY * 1 + 0 @1000",
        ])
        let safe = screen.textField.m_center |=| screen.m_safeRegion
        #expect(specs(safe) == [
            "textField.centerX == root.Mortar-safeRegion.centerX * 1 + 0 @1000",
            "textField.centerY == root.Mortar-safeRegion.centerY * 1 + 0 @1000",
        ])
        #expect(visible.isActive && safe.isActive)
    }

    @Test func multipliersAndConstants() {
        let f = Fixture()
        #expect(specs(f.view1.m_size |=| f.view2.m_size * 2) == [
            "view1.width == view2.width * 2 + 0 @1000", "view1.height == view2.height * 2 + 0 @1000",
        ])
        #expect(specs(f.view1.m_left |>| f.view2.m_right + 20) == ["view1.left >= view2.right * 1 + 20 @1000"])
        #expect(specs(f.view1 |<| f.view2.m_top * 1.4 + 20) == ["view1.top <= view2.top * 1.4 + 20 @1000"])
    }

    @Test func constants() {
        let f = Fixture()
        #expect(specs(f.view1.m_width |=| 100) == ["view1.width == 100 @1000"])
        #expect(specs(f.view1.m_size |=| 150.0) == ["view1.width == 150 @1000", "view1.height == 150 @1000"])
        #expect(specs(f.view1.m_size |>| (200, 50)) == ["view1.width >= 200 @1000", "view1.height >= 50 @1000"])
        #expect(specs(f.view1.m_frame |<| (0, 0, 50, 100)) == [
            "view1.leading <= container.leading * 1 + 0 @1000",
            "view1.top <= container.top * 1 + 0 @1000",
            "view1.width <= 50 @1000",
            "view1.height <= 100 @1000",
        ])
    }

    @Test func tupleArithmetic() {
        let f = Fixture()
        #expect(specs(f.view1.m_size |=| f.view2.m_size + (50, 30)) == [
            "view1.width == view2.width * 1 + 50 @1000", "view1.height == view2.height * 1 + 30 @1000",
        ])
        #expect(specs(f.view1.m_size |>| f.view2.m_size * (2, 3) + (10, 10)) == [
            "view1.width >= view2.width * 2 + 10 @1000", "view1.height >= view2.height * 3 + 10 @1000",
        ])
    }

    @Test func insetOperator() {
        let f = Fixture()
        #expect(specs(f.view1 |=| f.view2.m_edges ~ (20, 20, 20, 20)) == [
            "view1.top == view2.top * 1 + 20 @1000",
            "view1.leading == view2.leading * 1 + 20 @1000",
            "view1.bottom == view2.bottom * 1 + -20 @1000",
            "view1.trailing == view2.trailing * 1 + -20 @1000",
        ])
    }

    @Test func attributesInTuples() {
        let f = Fixture()
        #expect(specs(f.view1.m_size |=| (f.view2.m_width, 100)) == [
            "view1.width == view2.width * 1 + 0 @1000", "view1.height == 100 @1000",
        ])
    }

    @Test func multipleSimultaneousConstraints() {
        let f = Fixture()
        let combined = specs(f.view1 |=| [f.view2.m_top, f.view3.m_bottom, f.view4.m_size])
        let g = Fixture()
        let separate = specs(g.view1 |=| g.view2.m_top) + specs(g.view1 |=| g.view3.m_bottom)
            + specs(g.view1 |=| g.view4.m_size)
        #expect(combined == [
            "view1.top == view2.top * 1 + 0 @1000",
            "view1.bottom == view3.bottom * 1 + 0 @1000",
            "view1.width == view4.width * 1 + 0 @1000",
            "view1.height == view4.height * 1 + 0 @1000",
        ])
        #expect(separate == combined)
    }

    @Test func arrayOfViewsEquivalences() {
        let a = Fixture(), b = Fixture(), c = Fixture()
        let viaArray = specs([a.view1, a.view2, a.view3].m_size |=| (100, 200))
        let viaAttributes = specs([b.view1.m_size, b.view2.m_size, b.view3.m_size] |=| (100, 200))
        let separately = specs(c.view1.m_size |=| (100, 200)) + specs(c.view2.m_size |=| (100, 200))
            + specs(c.view3.m_size |=| (100, 200))
        #expect(viaArray.count == 6)
        #expect(viaArray == viaAttributes)
        #expect(viaArray == separately)
    }

    @Test func alignArrayOfViews() {
        let f = Fixture()
        #expect(specs([f.view1, f.view2, f.view3].m_centerY |=| f.otherView) == [
            "view1.centerY == otherView.centerY * 1 + 0 @1000",
            "view2.centerY == otherView.centerY * 1 + 0 @1000",
            "view3.centerY == otherView.centerY * 1 + 0 @1000",
        ])
        #expect(specs([f.view1, f.view2, f.view3].m_height |=| f.otherView) == [
            "view1.height == otherView.height * 1 + 0 @1000",
            "view2.height == otherView.height * 1 + 0 @1000",
            "view3.height == otherView.height * 1 + 0 @1000",
        ])
    }

    @Test func arraysOnBothSidesZipByIndex() {
        let f = Fixture()
        let zipped = specs([f.view1.m_left, f.view2, f.view3] |=| [f.view4.m_right, f.view5, f.view6])
        let g = Fixture()
        let separate = specs(g.view1.m_left |=| g.view4.m_right) + specs(g.view2 |=| g.view5) + specs(g.view3 |=| g.view6)
        #expect(zipped.count == 9)
        #expect(zipped[0] == "view1.left == view4.right * 1 + 0 @1000")
        #expect(zipped[1...4] == [
            "view2.top == view5.top * 1 + 0 @1000", "view2.leading == view5.leading * 1 + 0 @1000",
            "view2.bottom == view5.bottom * 1 + 0 @1000", "view2.trailing == view5.trailing * 1 + 0 @1000",
        ])
        #expect(zipped == separate)
    }

    @Test func priorityOperator() {
        let f = Fixture()
        let container = f.container
        let vs = (0...5).map { View(name: "v\($0)") }
        for v in vs { container.addSubview(v) }
        #expect(specs(vs[0] |=| container.m_height) == ["v0.height == container.height * 1 + 0 @1000"])
        #expect(specs(vs[1] |=| container.m_height ! .low) == ["v1.height == container.height * 1 + 0 @250"])
        #expect(specs(vs[2] |=| container.m_height ! .medium) == ["v2.height == container.height * 1 + 0 @500"])
        #expect(specs(vs[3] |=| container.m_height ! .high) == ["v3.height == container.height * 1 + 0 @750"])
        #expect(specs(vs[4] |=| container.m_height ! .required) == ["v4.height == container.height * 1 + 0 @1000"])
        #expect(specs(vs[5] |=| container.m_height ! 300) == ["v5.height == container.height * 1 + 0 @300"])
    }

    @Test func prioritiesInsideArraysAndTuples() {
        let f = Fixture()
        #expect(specs(f.view1 |=| [f.view2.m_caps ! .high, f.view2.m_sides ! .low]) == [
            "view1.top == view2.top * 1 + 0 @750",
            "view1.bottom == view2.bottom * 1 + 0 @750",
            "view1.leading == view2.leading * 1 + 0 @250",
            "view1.trailing == view2.trailing * 1 + 0 @250",
        ])
        #expect(specs(f.view1.m_size |=| (f.view2.m_height ! .high, f.view2.m_width + 20 ! .low)) == [
            "view1.width == view2.height * 1 + 0 @750",
            "view1.height == view2.width * 1 + 20 @250",
        ])
    }

    @Test func defaultPrioritySetBase() throws {
        let f = Fixture()
        let c = try MortarDefault.scoped {
            MortarDefault.priority.set(base: .medium)
            return f.view1.m_width |=| f.view2
        }
        #expect(specs(c) == ["view1.width == view2.width * 1 + 0 @500"])
        #expect(MortarDefault.priority.current() == .required)  // the scope did not leak
    }

    @Test func defaultPriorityPushPop() throws {
        let f = Fixture()
        try MortarDefault.scoped {
            MortarDefault.priority.push(.low)
            let c = f.view1 |=| f.view2
            #expect(specs(c).allSatisfy { $0.hasSuffix("@250") } && specs(c).count == 4)
            try MortarDefault.priority.pop()
            #expect(specs(f.view3.m_width |=| f.view4).first == "view3.width == view4.width * 1 + 0 @1000")
        }
    }

    @Test func changePriority() {
        let f = Fixture()
        let c = f.view1 |=| f.view2 ! .low
        #expect(specs(c).count == 4 && specs(c).allSatisfy { $0.hasSuffix("@250") })
        c.changePriority(to: .high)
        #expect(specs(c).count == 4 && specs(c).allSatisfy { $0.hasSuffix("@750") })
        #expect(c.errors.isEmpty)
    }

    @Test func createDeactivatedConstraints() {
        let f = Fixture()
        let constraint = f.view1 |=| f.view2 ~~ .deactivated
        #expect(!constraint.isActive && constraint.layoutConstraints.count == 4)
        constraint.activate()
        #expect(constraint.isActive)
        constraint.deactivate()
        constraint ~~ .activated
        #expect(constraint.isActive)
        let group = [
            f.view1 |=| f.view2,
            f.view3 |=| f.view4,
        ] ~~ .deactivated
        #expect(group.layoutConstraints.count == 8 && group.layoutConstraints.allSatisfy { !$0.isActive })
    }

    @Test func keepingConstraintReferences() {
        let f = Fixture()
        let mortarConstraint = f.view1.m_top |=| f.view2.m_bottom
        var raw: [String] = []
        for rawLayoutConstraint in mortarConstraint.layoutConstraints { raw.append(spec(rawLayoutConstraint)) }
        #expect(raw == ["view1.top == view2.bottom * 1 + 0 @1000"])
        #expect(f.container.constraints.contains { $0 === mortarConstraint.layoutConstraints[0] })
    }

    @Test func groupsActivateAndDeactivate() {
        let f = Fixture()
        let group = [
            f.view1.m_origin |=| f.view2,
            f.view1.m_size |=| (100, 100),
        ]
        #expect(specs(group) == [
            "view1.leading == view2.leading * 1 + 0 @1000", "view1.top == view2.top * 1 + 0 @1000",
            "view1.width == 100 @1000", "view1.height == 100 @1000",
        ])
        group.deactivate()
        #expect(group.layoutConstraints.allSatisfy { !$0.isActive })
        group.activate()
        #expect(group.layoutConstraints.allSatisfy { $0.isActive })
    }

    @Test func replacingConstraints() {
        let f = Fixture()
        let constraint1 = f.view1.m_sides |=| f.view2
        let constraint2 = f.view1.m_width |=| f.view2 ~~ .deactivated
        let returned = constraint1.replace(with: constraint2)
        #expect(returned === constraint2)
        #expect(!constraint1.isActive && constraint2.isActive)
        #expect(specs(constraint2) == ["view1.width == view2.width * 1 + 0 @1000"])
    }

    @Test func replacingGroups() {
        let f = Fixture()
        let group1 = [
            f.view1.m_sides |<| f.view2,
            f.view1.m_caps |>| f.view2,
        ]
        let group2 = [
            f.view1.m_width |=| f.view2
        ] ~~ .deactivated
        group1.replace(with: group2)
        #expect(group1.layoutConstraints.allSatisfy { !$0.isActive })
        #expect(group2.layoutConstraints.allSatisfy { $0.isActive })
        #expect(specs(group1) == [
            "view1.leading <= view2.leading * 1 + 0 @1000", "view1.trailing <= view2.trailing * 1 + 0 @1000",
            "view1.top >= view2.top * 1 + 0 @1000", "view1.bottom >= view2.bottom * 1 + 0 @1000",
        ])
    }

    @Test func compressionResistanceAndHugging() {
        let view1 = View(name: "view1")
        view1.m_compResist = 1
        #expect(view1.m_compResistH == 1 && view1.m_compResistV == 1)
        view1.m_compResistH = 300
        view1.m_compResistV = 800
        #expect(view1.contentCompressionResistancePriority(for: .horizontal) == 300)
        #expect(view1.contentCompressionResistancePriority(for: .vertical) == 800)
        view1.m_hugging = 1
        #expect(view1.m_huggingH == 1 && view1.m_huggingV == 1)
        view1.m_huggingH = 300
        view1.m_huggingV = 800
        let c1 = view1.m_compResistH, c2 = view1.m_compResistV, h1 = view1.m_huggingH, h2 = view1.m_huggingV
        #expect([c1, c2, h1, h2] == [300, 800, 300, 800])
        let cr = view1.m_compResist
        let hg = view1.m_hugging
        #expect(throws: MortarError.combinedGetter(property: "m_compResist", view: "view1")) { try cr.priority }
        #expect(throws: MortarError.combinedGetter(property: "m_hugging", view: "view1")) { try hg.priority }
        #expect("\(cr)" == "InvalidGetter: view1.m_compResist cannot be read; get m_compResistH and m_compResistV independently")
    }

    @Test func visualHierarchyCreation() {
        let root = View(name: "root")
        let backgroundView = View(name: "backgroundView"), myCoolPanel = View(name: "myCoolPanel")
        let nameLabel = View(name: "nameLabel"), nameField = View(name: "nameField")
        root |+| [
            backgroundView,
            myCoolPanel |+| [
                nameLabel,
                nameField,
            ],
        ]
        #expect(root.subviews.map(\.name) == ["backgroundView", "myCoolPanel"])
        #expect(myCoolPanel.subviews.map(\.name) == ["nameLabel", "nameField"])
    }

    @Test func visualHierarchyCreationReversed() {
        let root = View(name: "root")
        let backgroundView = View(name: "backgroundView"), myCoolPanel = View(name: "myCoolPanel")
        let nameLabel = View(name: "nameLabel"), nameField = View(name: "nameField")
        root |^| [
            myCoolPanel |^| [
                nameField,
                nameLabel,
            ],
            backgroundView,
        ]
        #expect(root.subviews.map(\.name) == ["backgroundView", "myCoolPanel"])
        #expect(myCoolPanel.subviews.map(\.name) == ["nameLabel", "nameField"])
    }

    @Test func createAtInstantiation() {
        let controller = MyController()
        controller.viewDidLoad()
        #expect(controller.myLabel.name == "Some Text")
        #expect(controller.view.subviews.map(\.name) == ["Some Text", "Hello"])
        #expect(controller.constraints.map(specs) == [
            ["Some Text.top == root.top * 1 + 0 @1000"],
            ["Some Text.centerX == root.centerX * 1 + 0 @1000"],
            ["Hello.width == Some Text.width * 1 + 0 @1000"],
        ])
        #expect(controller.constraints.allSatisfy { $0.isActive })
    }

    @Test func deferredActivationInsideHierarchyOperator() {
        let view1 = View(name: "view1")
        var inner: MortarConstraint?
        view1 |+| [
            Label.create {
                // The label is not yet in view1 here: the constraint waits for the outer |+|.
                inner = $0.m_width |=| view1
                #expect(inner?.isPending == true)
            },
        ]
        let c = try! #require(inner)
        #expect(specs(c) == ["label.width == view1.width * 1 + 0 @1000"])
        #expect(c.isActive && c.errors.isEmpty)
    }

    @Test func resultBuilderWithStackView() {
        let view = View(name: "view")
        var made: [MortarConstraint] = []
        view |+| { view in
            Stack {
                $0.spacing = 1
                $0.axis = .vertical
                made.append($0.m_width |=| view)
            } |+| { stack in
                Label {
                    $0.name = "hello"
                    made.append($0.m_height |=| stack)
                }
                Label {
                    $0.name = "world"
                    made.append($0.m_height |=| stack)
                }
                Label { $0.name = "button" }
            }
        }
        let stack = try! #require(view.subviews.first as? Stack)
        #expect(stack.arrangedSubviews.map(\.name) == ["hello", "world", "button"])
        #expect(made.map(specs) == [
            ["stack.width == view.width * 1 + 0 @1000"],
            ["hello.height == stack.height * 1 + 0 @1000"],
            ["world.height == stack.height * 1 + 0 @1000"],
        ])
        #expect(made.allSatisfy { $0.isActive && $0.errors.isEmpty })
    }
}

/// The README's `UIViewController` examples, with a headless host.
final class Screen: MortarViewController {
    let view = View(name: "root")
    let view1 = View(name: "view1")
    let textField = View(name: "textField")

    init() {
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view |+| [view1, textField]
    }
}

/// The README's `MyController` (seeds 000 and 003).
final class MyController: MortarViewController {
    let view = View(name: "root")
    var constraints: [MortarConstraint] = []

    // Instantiation/configuration
    let myLabel = Label.m_create {
        $0.name = "Some Text"
        $0.intrinsicContentSize = CGSize(width: 80, height: 20)
    }

    // Views can use the immediate init block
    let myButton = Label {
        $0.name = "Hello"
    }

    func viewDidLoad() {
        // Hierarchy
        view |+| [
            myLabel,
            myButton,
        ]

        // Layout
        constraints.append(myLabel.m_top |=| self.view)
        constraints.append(myLabel.m_centerX |=| self.view)
        constraints.append(myButton.m_width |=| myLabel)
    }
}
