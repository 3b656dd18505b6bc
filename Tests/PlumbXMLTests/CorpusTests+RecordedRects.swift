import Foundation
import PlumbCore
import Testing
@testable import PlumbXML

extension CorpusTests {
    /// `recordedRects()` inverts what `check` compares: for every constraint-positioned view of the
    /// corpus whose solved frame matches its recorded one, the recorded rect lies where the view is
    /// drawn (its alignment rect in root coordinates), within the tolerance.
    @Test(arguments: files)
    func recordedRectsLieWhereMatchingViewsAreDrawn(_ file: String) throws {
        let document = try XMLLayoutImporter.importFile(at: Self.corpus.appendingPathComponent(file))
        for layout in document.layouts {
            let solved = layout.solvedFrames(), recorded = layout.recordedRects()
            // Where each view is drawn: alignment rects chained from the root, as renderers draw them.
            var drawn: [ObjectIdentifier: CGRect] = [:]
            func visit(_ view: View, origin: CGPoint) {
                let rect = CGRect(origin: CGPoint(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY), size: view.frame.size)
                drawn[ObjectIdentifier(view)] = rect
                for child in view.subviews { visit(child, origin: rect.origin) }
            }
            visit(layout.root, origin: CGPoint(x: -layout.root.frame.minX, y: -layout.root.frame.minY))
            for (index, view) in layout.views.enumerated() where view.isConstraintPositioned && !view.isMarkedMisplaced {
                guard let frame = view.recordedFrame, let rect = recorded[index], let at = drawn[ObjectIdentifier(view.view)] else { continue }
                let delta = max(abs(frame.minX - solved[index].minX), abs(frame.minY - solved[index].minY),
                                abs(frame.width - solved[index].width), abs(frame.height - solved[index].height))
                guard delta <= 0.5 else { continue }
                // The document's grid rounds drawn edges by up to a pixel on top of the tolerance.
                let off = max(abs(rect.minX - at.minX), abs(rect.minY - at.minY), abs(rect.maxX - at.maxX), abs(rect.maxY - at.maxY))
                #expect(off <= 1.5, "\(file) \(layout.name) \(view.path): recorded \(rect), drawn \(at)")
            }
        }
    }
}
