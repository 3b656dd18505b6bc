import Foundation
import PlumbCore
import Testing

/// The same layout written in every frontend gives byte-identical canonical IR and the same frames.
@Suite struct EquivalenceTests {
    static let frontends: [(name: String, build: @Sendable () -> View)] = [
        ("core", LoginForm.core),
        ("mortar", LoginForm.mortar),
        ("draftsman", LoginForm.draftsman),
        ("relayout", LoginForm.relayout),
        ("layout.xml", LoginForm.dialect),
    ]

    @Test(arguments: 0..<frontends.count)
    func sameIRAsCore(index: Int) {
        let reference = LoginForm.core()
        let other = Self.frontends[index].build()
        #expect(other.canonicalIR(format: .text) == reference.canonicalIR(format: .text), "\(Self.frontends[index].name)")
        #expect(other.canonicalIR(format: .json) == reference.canonicalIR(format: .json))
    }

    @Test(arguments: 0..<frontends.count)
    func sameFrames(index: Int) {
        let root = Self.frontends[index].build()
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
        let frames = Dictionary(uniqueKeysWithValues: root.subtree.map { ($0.itemName, $0.frame) })
        #expect(frames == LoginForm.frames, "\(Self.frontends[index].name)")
    }
}
