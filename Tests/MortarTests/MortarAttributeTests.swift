import Foundation
import Mortar
import PlumbCore
import Testing

@Suite struct MortarAttributeTests {
    static var singles: [(KeyPath<View, MortarAttribute>, LayoutAttribute)] { [
        (\.m_left, .left), (\.m_right, .right), (\.m_top, .top), (\.m_bottom, .bottom),
        (\.m_leading, .leading), (\.m_trailing, .trailing), (\.m_width, .width), (\.m_height, .height),
        (\.m_centerX, .centerX), (\.m_centerY, .centerY), (\.m_baseline, .lastBaseline),
        (\.m_firstBaseline, .firstBaseline), (\.m_leftMargin, .leftMargin), (\.m_rightMargin, .rightMargin),
        (\.m_topMargin, .topMargin), (\.m_bottomMargin, .bottomMargin), (\.m_leadingMargin, .leadingMargin),
        (\.m_trailingMargin, .trailingMargin), (\.m_centerXWithinMargin, .centerXWithinMargins),
        (\.m_centerYWithinMargin, .centerYWithinMargins),
    ] }

    @Test(arguments: 0..<20) func everySingleAttributeOnViews(index: Int) {
        let (path, attribute) = Self.singles[index]
        let f = Fixture()
        let c = f.view1[keyPath: path] |=| f.view2[keyPath: path]
        #expect(specs(c) == ["view1.\(attribute) == view2.\(attribute) * 1 + 0 @1000"])
        #expect(c.isActive && c.errors.isEmpty)
    }

    static var composites: [(KeyPath<View, MortarAttribute>, [String], [String])] { [
        (\.m_sides, ["leading", "trailing"], ["left", "right"]),
        (\.m_caps, ["top", "bottom"], ["top", "bottom"]),
        (\.m_size, ["width", "height"], ["width", "height"]),
        (\.m_center, ["centerX", "centerY"], ["centerX", "centerY"]),
        (\.m_cornerTL, ["top", "left"], ["top", "left"]),
        (\.m_cornerTR, ["top", "right"], ["top", "right"]),
        (\.m_cornerBL, ["bottom", "left"], ["bottom", "left"]),
        (\.m_cornerBR, ["bottom", "right"], ["bottom", "right"]),
        (\.m_edges, ["top", "leading", "bottom", "trailing"], ["top", "left", "bottom", "right"]),
        (\.m_frame, ["leading", "top", "width", "height"], ["left", "top", "width", "height"]),
        (\.m_origin, ["leading", "top"], ["left", "top"]),
    ] }

    @Test(arguments: 0..<11, [MortarCompatibility.mortar2, .mortar1])
    func everyCompositeInBothCompatibilityModes(index: Int, mode: MortarCompatibility) throws {
        let (path, v2, v1) = Self.composites[index]
        let f = Fixture()
        let c = try MortarDefault.scoped {
            MortarDefault.compatibility = mode
            return f.view1[keyPath: path] |=| f.view2
        }
        let components = mode == .mortar2 ? v2 : v1
        #expect(specs(c) == components.map { "view1.\($0) == view2.\($0) * 1 + 0 @1000" })
    }

    @Test func layoutGuidesHaveTheAttributes() {
        let f = Fixture()
        let guide = LayoutGuide(identifier: "band")
        f.container.addLayoutGuide(guide)
        #expect(specs(f.view1.m_top |=| guide.m_top) == ["view1.top == container.band.top * 1 + 0 @1000"])
        #expect(specs(f.view1 |=| guide.m_size) == [
            "view1.width == container.band.width * 1 + 0 @1000", "view1.height == container.band.height * 1 + 0 @1000",
        ])
        #expect(specs(f.view1 |=| f.container.safeAreaLayoutGuide) == [
            "view1.top == container.safeArea.top * 1 + 0 @1000",
            "view1.leading == container.safeArea.leading * 1 + 0 @1000",
            "view1.bottom == container.safeArea.bottom * 1 + 0 @1000",
            "view1.trailing == container.safeArea.trailing * 1 + 0 @1000",
        ])
        // Plumb allows a guide on the left side too (the original required a view).
        let c = guide.m_height |=| 40
        #expect(specs(c) == ["container.band.height == 40 @1000"] && c.isActive)
        #expect(specs(guide.m_left |=| 10) == ["container.band.left == container.left * 1 + 10 @1000"])
    }

    @Test func arraysHaveEveryAttribute() {
        let f = Fixture()
        let views = [f.view1, f.view2]
        let all: [[MortarAttribute]] = [
            views.m_left, views.m_right, views.m_top, views.m_bottom, views.m_leading, views.m_trailing,
            views.m_width, views.m_height, views.m_centerX, views.m_centerY, views.m_sides, views.m_caps,
            views.m_size, views.m_center, views.m_cornerTL, views.m_cornerTR, views.m_cornerBL, views.m_cornerBR,
            views.m_edges, views.m_frame, views.m_origin, views.m_baseline, views.m_firstBaseline,
            views.m_leftMargin, views.m_rightMargin, views.m_topMargin, views.m_bottomMargin,
            views.m_leadingMargin, views.m_trailingMargin, views.m_centerXWithinMargin, views.m_centerYWithinMargin,
        ]
        #expect(all.count == 31)
        #expect(all.allSatisfy { $0.count == 2 && $0[0].item === f.view1 && $0[1].item === f.view2 })
        #expect(all.map { "\($0[0].kind!)" } == [
            "m_left", "m_right", "m_top", "m_bottom", "m_leading", "m_trailing", "m_width", "m_height",
            "m_centerX", "m_centerY", "m_sides", "m_caps", "m_size", "m_center", "m_cornerTL", "m_cornerTR",
            "m_cornerBL", "m_cornerBR", "m_edges", "m_frame", "m_origin", "m_baseline", "m_firstBaseline",
            "m_leftMargin", "m_rightMargin", "m_topMargin", "m_bottomMargin", "m_leadingMargin",
            "m_trailingMargin", "m_centerXWithinMargin", "m_centerYWithinMargin",
        ])
        let guides = [LayoutGuide(identifier: "a"), LayoutGuide(identifier: "b")]
        #expect(guides.m_edges.count == 2 && guides.m_edges[1].item === guides[1])
    }

    static var constantBaselines: [(KeyPath<View, MortarAttribute>, String)] { [
        (\.m_left, "view1.left == container.left * 1 + 20 @1000"),
        (\.m_right, "view1.right == container.left * 1 + 20 @1000"),
        (\.m_centerX, "view1.centerX == container.left * 1 + 20 @1000"),
        (\.m_centerXWithinMargin, "view1.centerXWithinMargins == container.left * 1 + 20 @1000"),
        (\.m_top, "view1.top == container.top * 1 + 20 @1000"),
        (\.m_bottom, "view1.bottom == container.top * 1 + 20 @1000"),
        (\.m_centerY, "view1.centerY == container.top * 1 + 20 @1000"),
        (\.m_centerYWithinMargin, "view1.centerYWithinMargins == container.top * 1 + 20 @1000"),
        (\.m_baseline, "view1.lastBaseline == container.top * 1 + 20 @1000"),
        (\.m_firstBaseline, "view1.firstBaseline == container.top * 1 + 20 @1000"),
        (\.m_leading, "view1.leading == container.leading * 1 + 20 @1000"),
        (\.m_trailing, "view1.trailing == container.leading * 1 + 20 @1000"),
        (\.m_leftMargin, "view1.leftMargin == container.left * 1 + 20 @1000"),
        (\.m_trailingMargin, "view1.trailingMargin == container.leading * 1 + 20 @1000"),
        (\.m_topMargin, "view1.topMargin == container.top * 1 + 20 @1000"),
        (\.m_width, "view1.width == 20 @1000"),
        (\.m_height, "view1.height == 20 @1000"),
    ] }

    @Test(arguments: 0..<17) func constantsAreMeasuredFromTheSuperview(index: Int) {
        let (path, expected) = Self.constantBaselines[index]
        let f = Fixture()
        let c = f.view1[keyPath: path] |=| 20
        #expect(specs(c) == [expected])
        #expect(c.isActive && c.errors.isEmpty)
    }

    @Test func bareViewAgainstAConstantUsesSuperviewEdges() {
        let f = Fixture()
        #expect(specs(f.view1 |=| 40) == [
            "view1.top == container.top * 1 + 40 @1000",
            "view1.leading == container.leading * 1 + 40 @1000",
            "view1.bottom == container.bottom * 1 + 40 @1000",
            "view1.trailing == container.trailing * 1 + 40 @1000",
        ])
    }

    @Test func numbersOfEveryKind() {
        let f = Fixture()
        let values: [any MortarAttributable] = [
            CGFloat(1), Double(2), Float(3), Int(4), UInt(5), Int32(6), Int64(7), UInt32(8), UInt64(9),
        ]
        let c = f.view1.m_width |=| values
        #expect(specs(c) == (1...9).map { "view1.width == \($0) @1000" })
    }

    @Test func kindsAndDescriptions() {
        let f = Fixture()
        #expect(f.view1.m_sides.kind == .sides)
        #expect(f.view1.m_baseline.kind == .single(.lastBaseline))
        #expect(f.view1.mortarOperand.attribute?.kind == nil)
        #expect(f.view1.m_top.description == "root/container/view1.m_top")
        #expect(MortarAttribute(constant: 12).description == "12")
        #expect(MortarAttributeKind.frame.components(.mortar2) == [.leading, .top, .width, .height])
        #expect(MortarAttributeKind.edges.componentCount == 4 && MortarAttributeKind.center.componentCount == 2)
    }
}
