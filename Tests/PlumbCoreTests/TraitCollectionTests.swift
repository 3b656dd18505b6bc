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
            seen.append("\(view.name!): \(previous.horizontalSizeClass) -> \(view.traitCollection.horizontalSizeClass)")
        }
        root.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        #expect(b.traitCollection.horizontalSizeClass == .compact)
        a.traitCollection = TraitCollection(displayScale: 3)
        #expect(b.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
        root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
        #expect(seen == ["b: unspecified -> compact", "b: compact -> regular"])
        #expect(b.traitCollection.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        #expect(!b.traitCollection.containsTraits(in: TraitCollection(userInterfaceIdiom: .pad)))
        #expect(TraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(userInterfaceIdiom: .phone)])
            == TraitCollection(horizontalSizeClass: .compact, userInterfaceIdiom: .phone))
    }
}
