import Foundation
import PlumbExamples
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// The example screen of `Examples/MortarExample` (the same source file, linked into the tests),
/// with every frame computed by hand.
@Suite struct MortarExampleTests {
    @Test func profileScreenFrames() {
        let screen = ProfileScreen()
        let (_, errors) = MortarDiagnostics.collecting { screen.viewDidLoad() }
        #expect(errors.isEmpty)
        screen.view.layoutIfNeeded()
        #expect(screen.view.layoutDiagnostics.isEmpty)
        // Column in the safe region (47 … 810): 8 + header 56 + 8 + avatar 64 + 8 + bio 60 + 8
        // + buttons 44, then the weighted space, then the footer (52) 8 above the region's bottom.
        #expect(rect(screen.header) == [0, 55, 390, 56])
        #expect(rect(screen.title) == [135, 16, 120, 24])    // centred in the header
        #expect(rect(screen.back) == [8, 6, 44, 44])
        // Row: 8 + avatar 64 + 8 + name/handle to 8 before the right edge.
        #expect(rect(screen.avatar) == [8, 119, 64, 64])
        #expect(rect(screen.name) == [80, 119, 302, 24])
        #expect(rect(screen.handle) == [80, 151, 302, 18])
        #expect(rect(screen.bio) == [16, 191, 358, 60])
        // Three equal buttons in 390 − 2·16 − 2·8 = 342.
        #expect([screen.follow, screen.message, screen.share].map(rect) == [
            [16, 259, 114, 44], [138, 259, 114, 44], [260, 259, 114, 44],
        ])
        #expect(rect(screen.footer!) == [0, 750, 390, 52])
        let spacer = screen.view.layoutGuides.first { $0.identifier == "MortarVFL-space-1" }!
        #expect(rect(spacer)[1] == 303 && rect(spacer)[3] == 447)
        #expect(screen.statements.allSatisfy { $0.isActive })
    }

    @Test func profileScreenMirrorsRightToLeft() {
        let screen = ProfileScreen(rightToLeft: true)
        let (_, errors) = MortarDiagnostics.collecting { screen.viewDidLoad() }
        #expect(errors.isEmpty)
        screen.view.layoutIfNeeded()
        #expect(screen.view.layoutDiagnostics.isEmpty)
        // Every x mirrored: x' = 390 − x − width; the column is unchanged.
        #expect(rect(screen.back) == [338, 6, 44, 44])
        #expect(rect(screen.title) == [135, 16, 120, 24])
        #expect(rect(screen.avatar) == [318, 119, 64, 64])
        #expect(rect(screen.name) == [8, 119, 302, 24])
        #expect(rect(screen.handle) == [8, 151, 302, 18])
        #expect(rect(screen.bio) == [16, 191, 358, 60])
        #expect([screen.follow, screen.message, screen.share].map(rect) == [
            [260, 259, 114, 44], [138, 259, 114, 44], [16, 259, 114, 44],
        ])
    }
}
