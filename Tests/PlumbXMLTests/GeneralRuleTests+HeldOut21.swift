import Foundation
import Testing
@testable import PlumbXML

/// Found by the twenty-first held-out round (well-known open-source iOS apps): `--scene` named
/// a navigation controller's scene among "the scenes" and then said no such scene exists. A
/// container controller's scene has no view of its own; its children's views are scenes of
/// their own (DolphiniOS's About storyboard, MathMonsters' split view in round 20).
extension GeneralRuleTests {
    /// Round 17's scroll view under a navigation bar: a view controller's scene and its
    /// navigation controller's. Asking for the navigation controller's scene says it has no view
    /// of its own and names the scene that has one; an unknown name lists only scenes with views.
    /// The scene with a view still lays out (its scroll view fills the root, 375 × 667).
    @Test func aContainerControllersSceneIsNamedAsHavingNoViewOfItsOwn() throws {
        let document = try importXML(Self.scrollUnderBar(behaviour: nil), file: "Nav.storyboard")
        let names = document.scenes.map(\.name)
        try #require(names.count == 2)
        #expect(names[0] == "Detail")
        #expect(document.scenes.map(\.layouts.count) == [1, 0])
        let (withView, container) = (names[0], names[1])
        do {
            _ = try document.select(scene: container)
            Issue.record("a scene without a view was selected")
        } catch {
            #expect(error.description == "Nav.storyboard:1:1: error: scene '\(container)' has no view of its own to lay out (a navigation, tab bar, split view or page view controller shows other scenes' views); the scenes with views are '\(withView)'")
        }
        do {
            _ = try document.framesText(scene: "Settings")
            Issue.record("found a scene that does not exist")
        } catch {
            #expect(error.description == "Nav.storyboard:1:1: error: no scene named 'Settings'; the scenes with views are '\(withView)'")
        }
        #expect(try document.select(scene: withView).map(\.name) == [withView])
        #expect(try solvedFrame("scroll", in: document) == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}
