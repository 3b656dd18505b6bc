import Foundation
import Testing
@testable import PlumbCore

@Suite struct TraitCollectionTests {
    @Test func traitsAreInheritedAndChangesAnnounced() {
        let root = makeRoot()
        let a = child(root, "a")
        let b = child(a, "b")
        var seen: [String] = []
        b.onTraitCollectionChange = { view, previous in
            seen.append("\(view.name!): \(previous) -> \(view.traitCollection)")
        }
        root.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        #expect(b.traitCollection.horizontalSizeClass == .compact)
        a.traitCollection = TraitCollection(displayScale: 3)
        #expect(b.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
        root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
        #expect(seen == [
            "b: (h: unspecified, v: unspecified, idiom: unspecified, scale: 0) -> (h: compact, v: regular, idiom: unspecified, scale: 0)",
            "b: (h: compact, v: regular, idiom: unspecified, scale: 0) -> (h: compact, v: regular, idiom: unspecified, scale: 3)",
            "b: (h: compact, v: regular, idiom: unspecified, scale: 3) -> (h: regular, v: unspecified, idiom: unspecified, scale: 3)",
        ])
        #expect(b.traitCollection.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        #expect(!b.traitCollection.containsTraits(in: TraitCollection(userInterfaceIdiom: .pad)))
        #expect(TraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(userInterfaceIdiom: .phone)])
            == TraitCollection(horizontalSizeClass: .compact, userInterfaceIdiom: .phone))
    }
}
