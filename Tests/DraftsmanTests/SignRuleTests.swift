import Foundation
import Testing
import PlumbCore
import Draftsman

/// frontends.md §3.4: the number is the space towards the anchor on its side; bottom and
/// right negate it and flip the relation. Every row of the table, on every anchor.
@Suite struct SignRuleTests {
    enum Written: CaseIterable, CustomStringConvertible {
        case equal, equalTo, moreThan, moreThanTo, lessThan, lessThanTo
        var relation: Draftsman.LayoutRelation<CGFloat> {
            switch self {
            case .equal: .equal
            case .equalTo: .equalTo(5)
            case .moreThan: .moreThan
            case .moreThanTo: .moreThanTo(5)
            case .lessThan: .lessThan
            case .lessThanTo: .lessThanTo(5)
            }
        }
        var description: String { "\(relation)" }
    }

    static let attributes: [LayoutAttribute] = [.top, .left, .centerX, .centerY, .bottom, .right]

    /// The table of §3.4, written out.
    static func expected(_ written: Written, negative: Bool) -> (PlumbCore.LayoutRelation, CGFloat) {
        switch (written, negative) {
        case (.equal, _): (.equal, 0)
        case (.equalTo, false): (.equal, 5)
        case (.equalTo, true): (.equal, -5)
        case (.moreThan, false): (.greaterThanOrEqual, 0)
        case (.moreThan, true): (.lessThanOrEqual, 0)
        case (.moreThanTo, false): (.greaterThanOrEqual, 5)
        case (.moreThanTo, true): (.lessThanOrEqual, -5)
        case (.lessThan, false): (.lessThanOrEqual, 0)
        case (.lessThan, true): (.greaterThanOrEqual, 0)
        case (.lessThanTo, false): (.lessThanOrEqual, 5)
        case (.lessThanTo, true): (.greaterThanOrEqual, -5)
        }
    }

    @Test(arguments: Written.allCases, attributes)
    func signRule(_ written: Written, _ attribute: LayoutAttribute) {
        let (root, views) = tree("v")
        let v = views[0]
        let r = written.relation
        let scheme = v.plan
        switch attribute {
        case .top: scheme.top(r, to: .parent)
        case .bottom: scheme.bottom(r, to: .parent)
        case .left: scheme.left(r, to: .parent)
        case .right: scheme.right(r, to: .parent)
        case .centerX: scheme.centerX(r, to: .parent)
        default: scheme.centerY(r, to: .parent)
        }
        let (relation, constant) = Self.expected(written, negative: attribute == .bottom || attribute == .right)
        #expect(shapes(scheme.build()) == [Shape(v, attribute, relation, root, attribute, constant: constant, priority: 998)])
    }

    @Test func zeroSpaceOnANegativeAnchorIsPositiveZero() throws {
        let (root, views) = tree("v")
        let c = try #require(views[0].plan.bottom(.equal, to: .parent).build().first)
        #expect(c.constant == 0 && c.constant.sign == .plus)
        #expect(c.secondItem === root)
    }

    @Test func dimensionsHaveNoSignFlip() {
        let (root, views) = tree("v")
        let v = views[0]
        let constraints = v.plan
            .width(.moreThanTo(.parent), constant: 5)
            .height(.lessThanTo(.parent), constant: -5)
            .build()
        #expect(shapes(constraints) == [
            Shape(v, .width, .greaterThanOrEqual, root, .width, constant: 5, priority: 998),
            Shape(v, .height, .lessThanOrEqual, root, .height, constant: -5, priority: 997),
        ])
    }

    @Test func insetsComponentsGoToTheirOwnEdges() {
        let (root, views) = tree("v")
        let v = views[0]
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(shapes(v.plan.edges(.moreThanTo(insets), to: .parent).build()) == [
            Shape(v, .top, .greaterThanOrEqual, root, .top, constant: 1, priority: 998),
            Shape(v, .bottom, .lessThanOrEqual, root, .bottom, constant: -3, priority: 998),
            Shape(v, .left, .greaterThanOrEqual, root, .left, constant: 2, priority: 998),
            Shape(v, .right, .lessThanOrEqual, root, .right, constant: -4, priority: 998),
        ])
        #expect(shapes(v.plan.vertical(.equalTo(VerticalInsets(top: 7, bottom: 9)), to: .parent).build()) == [
            Shape(v, .top, .equal, root, .top, constant: 7, priority: 998),
            Shape(v, .bottom, .equal, root, .bottom, constant: -9, priority: 998),
        ])
        #expect(shapes(v.plan.horizontal(.lessThanTo(HorizontalInsets(left: 6, right: 8)), to: .parent).build()) == [
            Shape(v, .left, .lessThanOrEqual, root, .left, constant: 6, priority: 998),
            Shape(v, .right, .greaterThanOrEqual, root, .right, constant: -8, priority: 998),
        ])
        #expect(shapes(v.plan.edges(.equalTo(2.5), to: .parent).build()).map(\.constant) == [2.5, -2.5, 2.5, -2.5])
    }
}
