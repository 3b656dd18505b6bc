import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// The code of the DocC articles and Documentation/Mortar.md, compiled and checked.
@Suite struct MortarDocumentationTests {
    @Test func overviewSnippet() {
        let root = View(name: "root")
        let title = View(name: "title"), body = View(name: "body")
        root |+| [title, body]
        let made = [
            title.m_top |=| root.m_safeTop + 8,
            title.m_sides |=| root.m_sides ~ (16, 16),
            body.m_top |=| title.m_bottom + 12,
            [body.m_sides, body.m_bottom] |=| [root, root.m_safeBottom],
        ]
        #expect(specs(made) == [
            "title.top == root.safeArea.top * 1 + 8 @1000",
            "title.leading == root.leading * 1 + 16 @1000",
            "title.trailing == root.trailing * 1 + -16 @1000",
            "body.top == title.bottom * 1 + 12 @1000",
            "body.leading == root.leading * 1 + 0 @1000",
            "body.trailing == root.trailing * 1 + 0 @1000",
            "body.bottom == root.safeArea.bottom * 1 + 0 @1000",
        ])
    }

    @Test func gettingStartedSnippets() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let card = View(name: "card"), title = View(name: "title"), button = View(name: "button")
        root |+| [
            card |+| [title, button],
        ]
        var inline: MortarConstraint?
        root |+| [
            Label.create { inline = $0.m_width |=| root.m_width * 0.5 },
        ]
        #expect(specs(inline!) == ["label.width == root.width * 0.5 + 0 @1000"] && inline!.isActive)

        let made = [
            card |=| root.m_safeRegion.m_edges ~ (16, 16, 16, 16),
            title.m_top |=| card.m_top + 12,
            title.m_centerX |=| card,
            button.m_size |=| (120, 44),
            button.m_top |>| title.m_bottom + 8 ! .high,
            [title, button].m_centerX |=| card,
        ]
        #expect(specs(made) == [
            "card.top == root.Mortar-safeRegion.top * 1 + 16 @1000",
            "card.leading == root.Mortar-safeRegion.leading * 1 + 16 @1000",
            "card.bottom == root.Mortar-safeRegion.bottom * 1 + -16 @1000",
            "card.trailing == root.Mortar-safeRegion.trailing * 1 + -16 @1000",
            "title.top == card.top * 1 + 12 @1000",
            "title.centerX == card.centerX * 1 + 0 @1000",
            "button.width == 120 @1000", "button.height == 44 @1000",
            "button.top >= title.bottom * 1 + 8 @750",
            "title.centerX == card.centerX * 1 + 0 @1000", "button.centerX == card.centerX * 1 + 0 @1000",
        ])
        let low = try MortarDefault.scoped { () -> MortarConstraint in
            MortarDefault.priority.push(.low)
            let c = title.m_width |=| 200
            try MortarDefault.priority.pop()
            return c
        }
        #expect(specs(low) == ["title.width == 200 @250"])
        let wide = title.m_width |=| card ~~ .deactivated
        let narrow = title.m_width |=| card.m_width * 0.5
        narrow.replace(with: wide)
        #expect(wide.isActive && !narrow.isActive)
        let (c, errors) = MortarDiagnostics.collecting { title.m_size |=| (1, 2, 3, 4) }
        #expect(c.errors == errors)
        #expect(errors == [.tupleArityMismatch(target: "root/card/title.m_size", components: 2, tupleCount: 4)])
    }

    @Test func vflGettingStartedSnippets() {
        let root = View(name: "root"), container = View(name: "container")
        let a = View(name: "a"), b = View(name: "b")
        root |+| [container |+| [a, b]]
        let (group, errors) = MortarDiagnostics.collecting { container |>> a[==b] | b[==a] }
        #expect(group.errors == errors)
        #expect(errors == [.vflCyclicSizeReference(cycle: ["root/container/a", "root/container/b", "root/container/a"])])
    }
}
