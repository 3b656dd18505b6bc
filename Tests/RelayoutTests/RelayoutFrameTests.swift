import Foundation
import Testing
import PlumbCore
import Relayout

/// Solved frames after each layout() (solving on, as in the original).
@Suite struct RelayoutFrameTests {
    @Test func conditionalStateChangeMovesTheView() {
        let (root, v) = makeTree(1)
        var expanded = false
        let viewLayout = ViewLayout(rootView: root, layouts: [
            Layout { r in [v[0].leftAnchor.constraint(equalTo: r.leftAnchor, constant: 10),
                           v[0].topAnchor.constraint(equalTo: r.topAnchor, constant: 20),
                           v[0].widthAnchor.constraint(equalToConstant: 100)] },
            ConditionalLayout(condition: { _ in expanded },
                              handler: { _ in [v[0].heightAnchor.constraint(equalToConstant: 300)] },
                              elseHandler: { _ in [v[0].heightAnchor.constraint(equalToConstant: 40)] }),
        ])
        viewLayout.layout()
        #expect(v[0].frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        expanded = true
        viewLayout.layout()
        #expect(v[0].frame == CGRect(x: 10, y: 20, width: 100, height: 300))
    }

    @Test func traitSwitchRelaysOut() {
        let (root, v) = makeTree(1)
        let base = Layout { r in [v[0].topAnchor.constraint(equalTo: r.topAnchor), v[0].leftAnchor.constraint(equalTo: r.leftAnchor),
                                  v[0].heightAnchor.constraint(equalToConstant: 10)] }
        let compact = Layout { r in [v[0].widthAnchor.constraint(equalTo: r.widthAnchor)] }.whenHorizontallyCompact
        let regular = Layout { r in [v[0].widthAnchor.constraint(equalTo: r.widthAnchor, multiplier: 0.5)] }.whenHorizontallyRegular
        root.traitCollection = TraitCollection(horizontalSizeClass: .compact)
        let viewLayout = ViewLayout(rootView: root, layouts: [base, compact, regular])
        viewLayout.layout()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 400, height: 10))
        root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
        viewLayout.layoutIfTraitsChanged()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func listLayoutChainsRows() {
        let (root, v) = makeTree(3)
        let rows = ListLayout(items: { _ in v }) { r, row, _, previous, _ in
            [row.leftAnchor.constraint(equalTo: r.leftAnchor, constant: 16),
             row.rightAnchor.constraint(equalTo: r.rightAnchor, constant: -16),
             row.heightAnchor.constraint(equalToConstant: 44),
             row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? r.topAnchor, constant: 8)]
        }
        ViewLayout(rootView: root, layout: rows).layout()
        #expect(v.map(\.frame) == [
            CGRect(x: 16, y: 8, width: 368, height: 44),
            CGRect(x: 16, y: 60, width: 368, height: 44),
            CGRect(x: 16, y: 112, width: 368, height: 44),
        ])
    }
}
