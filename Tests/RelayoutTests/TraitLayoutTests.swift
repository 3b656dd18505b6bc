import Foundation
import Testing
import PlumbCore
import Relayout

/// TraitCollectionLayout over core's headless TraitCollection (frontends.md §4.3).
@Suite struct TraitLayoutTests {
    func probe(_ root: View) -> (any LayingOut, LayoutConstraint) {
        let c = root.widthAnchor.constraint(equalToConstant: 1)
        return (Layout(constraints: [c]), c)
    }

    @Test func traitsAreReadFromTheRootIncludingInheritedOnes() {
        let window = View(name: "window")
        let (root, _) = makeTree(0)
        window.addSubview(root)
        let (inner, c) = probe(root)
        let compact = TraitCollectionLayout(horizontalSizeClass: .compact, layout: inner)
        #expect(compact.constraints(in: root).isEmpty)   // unspecified size classes match nothing
        window.traitCollection = TraitCollection(horizontalSizeClass: .compact, userInterfaceIdiom: .phone)
        #expect(ids(compact.constraints(in: root)) == [ObjectIdentifier(c)])
        root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
        #expect(compact.constraints(in: root).isEmpty)
    }

    @Test func everySpecifiedTraitMustMatch() {
        let (root, _) = makeTree(0)
        let (inner, _) = probe(root)
        root.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                               userInterfaceIdiom: .phone, displayScale: 3)
        let cases: [(TraitCollectionLayout, Int)] = [
            (TraitCollectionLayout(layout: inner), 1),
            (TraitCollectionLayout(userInterfaceIdiom: .phone, displayScale: 3, horizontalSizeClass: .compact,
                                   verticalSizeClass: .regular, layout: inner), 1),
            (TraitCollectionLayout(userInterfaceIdiom: .phone, verticalSizeClass: .compact, layout: inner), 0),
            (TraitCollectionLayout(displayScale: 2, layout: inner), 0),
            (TraitCollectionLayout(matching: TraitCollection(verticalSizeClass: .regular), layout: inner), 1),
        ]
        #expect(cases.map { $0.0.constraints(in: root).count } == cases.map(\.1))
    }

    @Test func traitShortcutsArePublic() {
        let (root, _) = makeTree(0)
        let (inner, _) = probe(root)
        root.traitCollection = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, userInterfaceIdiom: .pad)
        let shortcuts: [TraitCollectionLayout] = [
            inner.whenPhone, inner.whenPad, inner.whenTV, inner.whenCarPlay, inner.whenMac,
            inner.whenHorizontallyCompact, inner.whenHorizontallyRegular, inner.whenVerticallyCompact, inner.whenVerticallyRegular,
            inner.when(userInterfaceIdiom: .pad), inner.when(displayScale: 2),
            inner.when(horizontalSizeClass: .regular), inner.when(verticalSizeClass: .regular),
            inner.when(horizontalSizeClass: .regular, verticalSizeClass: .compact),
        ]
        #expect(shortcuts.map { $0.constraints(in: root).count } == [0, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 1, 0, 1])
    }
}
