import Foundation
import Mortar
import PlumbCore
import Testing

@Suite struct MortarHierarchyTests {
    @Test func singleChildForms() {
        let root = View(name: "root"), a = View(name: "a"), b = View(name: "b")
        let returned = root |+| a
        root |^| b
        #expect(returned === root && root.subviews.map(\.name) == ["a", "b"])
    }

    @Test func builderFormsSkipNilFlattenArraysAndBranch() {
        let root = View(name: "root")
        let rows = (1...3).map { View(name: "row\($0)") }
        let missing: View? = nil
        let showsBanner = true
        root |+| {
            View(name: "header")
            missing
            if showsBanner { View(name: "banner") } else { View(name: "placeholder") }
            rows
            for i in 4...5 { View(name: "row\(i)") }
        }
        #expect(root.subviews.map(\.name) == ["header", "banner", "row1", "row2", "row3", "row4", "row5"])
        let other = View(name: "other")
        other |^| { other in
            View(name: "first-\(other.name!)")
            View(name: "second")
        }
        #expect(other.subviews.map(\.name) == ["second", "first-other"])
        other |^| { View(name: "x"); View(name: "y") }
        #expect(other.subviews.map(\.name) == ["second", "first-other", "y", "x"])
    }

    @Test func stackViewParentsGetArrangedSubviews() {
        let stack = StackView(name: "stack")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        a.m_customSpacingAfter = 16
        stack |+| [a, b]
        stack |^| [c]
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        #expect(stack.customSpacing(after: a) == 16)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        b.m_customSpacingAfter = 4   // already arranged: applies at once
        #expect(stack.customSpacing(after: b) == 4 && b.m_customSpacingAfter == 4)
        let reversed = StackView(name: "reversed")
        reversed |^| [View(name: "1"), View(name: "2")]
        #expect(reversed.arrangedSubviews.map(\.name) == ["2", "1"])
    }

    @Test func nestedRegionsFlushOnceAtTheOutermostOperator() {
        let root = View(name: "root")
        var inner: [MortarConstraint] = []
        root |+| [
            View(name: "panel").also { panel in
                panel |+| [
                    Label {
                        $0.name = "deep"
                        inner.append($0.m_width |=| root)
                    },
                ]
                // The inner |+| joined the outer region: still pending here.
                #expect(inner[0].isPending)
            },
        ]
        #expect(specs(inner[0]) == ["deep.width == root.width * 1 + 0 @1000"] && inner[0].isActive)
        #expect(inner[0].layoutConstraints[0].installedView === root)
    }

    @Test func addSubviewsAndAddArrangedSubviewsBuilders() {
        let card = View(name: "card"), title = View(name: "title")
        var inner: MortarConstraint?
        card.addSubviews {
            title
            Label { inner = $0.m_width |=| card }
        }
        #expect(card.subviews.map(\.name) == ["title", "label"])
        #expect(specs(inner!) == ["label.width == card.width * 1 + 0 @1000"] && inner!.isActive)
        let stack = StackView(name: "stack")
        stack.addArrangedSubviews {
            View(name: "a")
            View(name: "b")
        }
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
    }

    @Test func constantsInsideARegionUseTheSuperviewKnownAtTheEnd() {
        let root = View(name: "root")
        var c: MortarConstraint?
        root |+| [Label { c = $0.m_left |=| 20 }]
        #expect(specs(c!) == ["label.left == root.left * 1 + 20 @1000"] && c!.isActive)
    }
}

@Suite struct MortarRegionTests {
    @Test func safeRegionGuide() {
        let root = View(name: "root")
        let region = root.m_safeRegion
        #expect(region.identifier == "Mortar-safeRegion" && region.owningView === root)
        #expect(root.m_safeRegion === region)  // reused
        let made = root.constraints.filter { $0.firstItem === region }.map(spec)
        #expect(made == [
            "root.Mortar-safeRegion.left == root.left * 1 + 0 @1000",
            "root.Mortar-safeRegion.right == root.right * 1 + 0 @1000",
            "root.Mortar-safeRegion.top == root.safeArea.top * 1 + 0 @1000",
            "root.Mortar-safeRegion.bottom == root.safeArea.bottom * 1 + 0 @1000",
        ])
        #expect(root.constraints.filter { $0.firstItem === region }.allSatisfy { $0.origin == .implicit("Mortar-safeRegion") })
    }

    @Test func visibleRegionAndLegacyGuides() {
        let root = View(name: "root")
        let visible = root.m_visibleRegion
        #expect(root.layoutGuides.map(\.identifier) == ["Mortar-topLayoutGuide", "Mortar-bottomLayoutGuide", "Mortar-visibleRegion"])
        let byGuide = { (g: LayoutGuide) in root.constraints.filter { $0.firstItem === g }.map(spec) }
        #expect(byGuide(visible) == [
            "root.Mortar-visibleRegion.left == root.left * 1 + 0 @1000",
            "root.Mortar-visibleRegion.right == root.right * 1 + 0 @1000",
            "root.Mortar-visibleRegion.top == root.Mortar-topLayoutGuide.bottom * 1 + 0 @1000",
            "root.Mortar-visibleRegion.bottom == root.Mortar-bottomLayoutGuide.top * 1 + 0 @1000",
        ])
        #expect(byGuide(root.layoutGuides[0]) == [
            "root.Mortar-topLayoutGuide.left == root.left * 1 + 0 @1000",
            "root.Mortar-topLayoutGuide.right == root.right * 1 + 0 @1000",
            "root.Mortar-topLayoutGuide.top == root.top * 1 + 0 @1000",
            "root.Mortar-topLayoutGuide.bottom == root.safeArea.top * 1 + 0 @1000",
        ])
        #expect(byGuide(root.layoutGuides[1]) == [
            "root.Mortar-bottomLayoutGuide.left == root.left * 1 + 0 @1000",
            "root.Mortar-bottomLayoutGuide.right == root.right * 1 + 0 @1000",
            "root.Mortar-bottomLayoutGuide.top == root.safeArea.bottom * 1 + 0 @1000",
            "root.Mortar-bottomLayoutGuide.bottom == root.bottom * 1 + 0 @1000",
        ])
        #expect(root.m_topLayoutGuideTop.item === root.layoutGuides[0] && root.m_topLayoutGuideTop.kind == .single(.top))
        #expect(root.m_bottomLayoutGuideBottom.item === root.layoutGuides[1])
        #expect(root.m_bottomLayoutGuideTop.kind == .single(.top))
    }

    @Test func safeAttributesAndHost() {
        let screen = Screen()
        let safe = screen.view.safeAreaLayoutGuide
        let attributes = [screen.m_safeTop, screen.m_safeBottom, screen.m_safeLeading, screen.m_safeTrailing,
                          screen.view.m_safeLeft, screen.view.m_safeRight]
        #expect(attributes.allSatisfy { $0.item === safe })
        #expect(attributes.map { "\($0.kind!)" } == ["m_top", "m_bottom", "m_leading", "m_trailing", "m_left", "m_right"])
        #expect(screen.m_safeRegion === screen.view.m_safeRegion && screen.m_visibleRegion === screen.view.m_visibleRegion)
        #expect(screen.m_topLayoutGuideTop.item === screen.m_topLayoutGuideBottom.item)
        #expect(screen.m_bottomLayoutGuideTop.item === screen.m_bottomLayoutGuideBottom.item)
    }
}

@Suite struct MortarSourceTests {
    @Test func operatorsAloneRecordTheOperator() {
        let f = Fixture()
        #expect((f.view1 |=| f.view2).origin == .source(fileID: "<Mortar |=|>", line: 0))
        #expect((f.view1 |>| f.view2).layoutConstraints[0].origin == .source(fileID: "<Mortar |>|>", line: 0))
    }

    @Test func mortarScopeRecordsItsLine() {
        let f = Fixture()
        let line = #line + 1
        let c = mortar { f.view1.m_top |=| f.view2.m_bottom }
        #expect(c.origin == .source(fileID: "MortarTests/MortarHierarchyTests.swift", line: line))
        #expect(c.layoutConstraints[0].origin == c.origin)
    }

    @Test func creationHelpersRecordTheirLine() {
        let root = View(name: "root")
        var made: [MortarConstraint] = []
        let line = #line + 1
        root |+| [Label.create { made.append($0.m_width |=| root) }, Label.m_create { made.append($0.m_height |=| 5) }]
        let alsoLine = #line + 1
        root.also { made.append($0.m_width |=| 100) }
        let fastLine = #line + 1
        _ = Label { made.append($0.m_width |=| 10) }
        #expect(made.map(\.origin) == [
            .source(fileID: "MortarTests/MortarHierarchyTests.swift", line: line),
            .source(fileID: "MortarTests/MortarHierarchyTests.swift", line: line),
            .source(fileID: "MortarTests/MortarHierarchyTests.swift", line: alsoLine),
            .source(fileID: "MortarTests/MortarHierarchyTests.swift", line: fastLine),
        ])
    }
}
