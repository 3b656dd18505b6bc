import Foundation
import Testing
import PlumbCore
@testable import PlumbRender

/// A header with a title and a hidden badge, laid out in a 200 × 100 window.
func smallScreen(rightToLeft: Bool = false) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "screen")
    if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
    let header = View(name: "header")
    let title = View(name: "title & <more>")
    let badge = View(name: "badge")
    for v in [header, title, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(header)
    header.addSubview(title)
    header.addSubview(badge)
    badge.isHidden = true
    LayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        header.widthAnchor.constraint(equalToConstant: 100),
        header.heightAnchor.constraint(equalToConstant: 40),
        title.topAnchor.constraint(equalTo: header.topAnchor),
        title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        title.widthAnchor.constraint(equalToConstant: 50),
        title.heightAnchor.constraint(equalToConstant: 20),
        badge.topAnchor.constraint(equalTo: title.bottomAnchor),
        badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 5),
        badge.widthAnchor.constraint(equalToConstant: 10),
        badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return root
}

@Suite struct RendererTests {
    @Test func textRendererIndentsByDepthAndMarksHiddenViews() {
        #expect(TextRenderer().render(smallScreen()) == """
            screen (0, 0, 200, 100)
              header (10, 10, 100, 40)
                title & <more> (0, 0, 50, 20)
                badge (55, 20, 10, 10) hidden

            """)
    }

    /// Right to left: the badge's leading (its right edge) sits 5 pt left of the title's trailing (its left edge, 50).
    @Test func textUnderRightToLeftMirrorsLeadingConstraints() {
        #expect(TextRenderer().render(smallScreen(rightToLeft: true)) == """
            screen (0, 0, 200, 100)
              header (90, 10, 100, 40)
                title & <more> (50, 0, 50, 20)
                badge (35, 20, 10, 10) hidden

            """)
    }

    @Test func labelsMoveDownWhileTheyOverlap() {
        let outer = CGRect(x: 0, y: 0, width: 100, height: 100)
        let first = Wireframe.labelSpot(for: "header", in: outer, avoiding: [])
        #expect(first == CGRect(x: 3, y: 0, width: 36, height: 12))
        // A child at the same corner goes one line down, then another.
        let second = Wireframe.labelSpot(for: "avatar", in: outer, avoiding: [first])
        #expect(second.minY == 12)
        let third = Wireframe.labelSpot(for: "x", in: outer, avoiding: [first, second])
        #expect(third.minY == 24)
        // A view too short for another line keeps its corner rather than leave its box.
        let short = CGRect(x: 0, y: 0, width: 100, height: 13)
        #expect(Wireframe.labelSpot(for: "tiny", in: short, avoiding: [first]).minY == 0)
    }

    @Test func constraintConnectorsJoinTheAnchorsTheyRelate() throws {
        let root = smallScreen()
        let geometry = ConstraintGeometry(root: root)
        let cs = root.subtree.flatMap(\.constraints)
        let badgeLeading = try #require(cs.first { $0.firstItem.itemName == "screen/header/badge" && $0.firstAttribute == .leading })
        let ends = try #require(geometry.ends(of: badgeLeading))
        // badge's leading (65, 35) to title's trailing, drawn straight across at the title's bottom edge.
        #expect(ends.0 == CGPoint(x: 65, y: 35))
        #expect(ends.1 == CGPoint(x: 60, y: 30))
        let width = try #require(cs.first { $0.firstItem.itemName == "screen/header" && $0.firstAttribute == .width })
        #expect(geometry.ends(of: width) == nil)   // a constant: no connector
        // Under right to left, leading is the right edge.
        let rtl = smallScreen(rightToLeft: true)
        let rtlGeometry = ConstraintGeometry(root: rtl)
        let header = try #require(rtl.subviews.first)
        #expect(rtlGeometry.point(header, .leading) == CGPoint(x: 190, y: 30))
        #expect(rtlGeometry.point(header, .leadingMargin) == CGPoint(x: 182, y: 30))
    }

    @Test func svgIsDeterministicEscapedAndDrawsNumberedConstraints() {
        let a = SVGRenderer(showsConstraints: true, title: "small").render(smallScreen())
        let b = SVGRenderer(showsConstraints: true, title: "small").render(smallScreen())
        #expect(a == b)
        #expect(a.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(a.hasSuffix("</svg>\n"))
        #expect(a.contains(">title &amp; &lt;more&gt;</text>"))
        #expect(a.contains("stroke-dasharray=\"2 3\""))   // the hidden badge
        #expect(a.contains("<line x1=\"85\" y1=\"79\" x2=\"80\" y2=\"74\" stroke-width=\"0.75\"/>"))
        let listed = a.split(separator: "\n").filter { $0.contains("font-family=\"Menlo, monospace\"") }
        #expect(listed.count == 12)
        #expect(listed.first?.contains("[1] &lt;screen/header.top == screen.top + 10") == true)
        let plain = SVGRenderer().render(smallScreen())
        #expect(!plain.contains("<line"))
    }

    @Test func svgMarksAmbiguousViewsWithTheirAlternative() {
        // The chip sits 30 pt below the header's top, but nothing says where across.
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "screen")
        let header = View(name: "header"), chip = View(name: "chip")
        for v in [header, chip] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(header)
        header.addSubview(chip)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            header.widthAnchor.constraint(equalToConstant: 200), header.heightAnchor.constraint(equalToConstant: 60),
            chip.topAnchor.constraint(equalTo: header.topAnchor, constant: 30),
            chip.widthAnchor.constraint(equalToConstant: 40), chip.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let chipX = chip.frame.minX
        let svg = SVGRenderer(showsAmbiguity: true).render(root)
        // Drawn 20 pt in: the chip outlined where it is, and dashed 100 pt further right.
        #expect(svg.contains("""
            <g><title>ambiguous: screen/header/chip: x not determined: (\(n(chipX)), 30, 40, 20) or (\(n(chipX + 100)), 30, 40, 20)</title>
            <rect x="\(n(30 + chipX))" y="60" width="40" height="20" fill="none" stroke="#e41a1c" stroke-width="2"/>
            <rect x="\(n(130 + chipX))" y="60" width="40" height="20" fill="none" stroke="#e41a1c" stroke-width="1" stroke-dasharray="5 3"/></g>
            """))
        #expect(svg == SVGRenderer(showsAmbiguity: true).render(root))
        #expect(!SVGRenderer().render(root).contains("ambiguous"))
        #expect(!SVGRenderer(showsAmbiguity: true).render(smallScreen()).contains("ambiguous"))
    }

    private func n(_ v: CGFloat) -> String { CanonicalNumber.format(Double(v)) }

    @Test func jsonListsEveryViewWithItsFrame() {
        let json = JSONRenderer().views(smallScreen())
        #expect(json.contains("\"screen/header/badge\""))
        #expect(json.contains("{\"path\":\"screen/header/badge\",\"frame\":[55,20,10,10],\"hidden\":true}"))
    }
}
