import Foundation
import PlumbCore
import PlumbExamples
import PlumbRender
import Testing

/// Every bundled example lays out without diagnostics, and its frames, canonical IR and SVG
/// match the golden files next to this test. Re-record with `PLUMB_RECORD_GOLDEN=1 swift test`.
@Suite struct ExampleScreenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let recording = ProcessInfo.processInfo.environment["PLUMB_RECORD_GOLDEN"] == "1"

    func check(_ text: String, against name: String) throws {
        let url = Self.golden.appendingPathComponent(name)
        if Self.recording {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden file; re-record with PLUMB_RECORD_GOLDEN=1 if intended")
    }

    @Test(arguments: ExampleScreen.allCases)
    func example(_ example: ExampleScreen) throws {
        let root = example.make(size: CGSize(width: 390, height: 844))
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
        #expect(root.ambiguityReport().isEmpty, "\(root.ambiguityReport())")
        try check(TextRenderer().render(root), against: "\(example.rawValue).frames.txt")
        try check(root.canonicalIR(format: .text), against: "\(example.rawValue).ir.txt")
        try check(SVGRenderer(title: example.rawValue).render(root), against: "\(example.rawValue).svg")
    }

    @Test(arguments: ExampleScreen.allCases)
    func rightToLeftMirrorsTheScreen(_ example: ExampleScreen) {
        let ltr = example.make(size: CGSize(width: 390, height: 844))
        let rtl = example.make(size: CGSize(width: 390, height: 844), rightToLeft: true)
        ltr.layoutIfNeeded()
        rtl.layoutIfNeeded()
        // Every view's absolute rectangle mirrors around the window's vertical centre line
        // (views positioned with left/right attributes are the exception, so compare only widths there).
        let a = RenderedView.flatten(ltr), b = RenderedView.flatten(rtl)
        #expect(a.count == b.count)
        for (l, r) in zip(a, b) {
            #expect(l.absoluteFrame.width == r.absoluteFrame.width, "\(l.path)")
            #expect(l.absoluteFrame.height == r.absoluteFrame.height, "\(l.path)")
        }
    }
}
