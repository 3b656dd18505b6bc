import Foundation
import Testing
@testable import PlumbCore

/// `ambiguityAlternatives()` and `exerciseAmbiguityInLayout()`: another layout the constraints
/// allow just as well, found without disturbing the engine.
@Suite struct AmbiguityAlternativeTests {
    /// `a` is fully placed; `b` hangs below it with a free x and a width of at least 20.
    func openLayout() -> (root: View, a: View, b: View) {
        let root = makeRoot(200, 200)
        let a = child(root, "a")
        let b = child(root, "b")
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
        root.layoutIfNeeded()
        return (root, a, b)
    }

    @Test func anOpenViewGetsAnotherFrameAndTheRestStays() {
        let (root, a, b) = openLayout()
        let frame = b.frame
        #expect(frame.minY == 10 && frame.height == 10 && frame.width >= 20)
        let alternatives = root.ambiguityAlternatives()
        #expect(alternatives.map(\.item) == ["root/b"])
        let entry = alternatives[0]
        #expect(entry.attributes == ["x", "width"])
        #expect(entry.frame == frame)
        // Both open values move 100 pt; y and height, which the constraints fix, do not.
        #expect(entry.alternative == rect(frame.minX + 100, 10, frame.width + 100, 10))
        #expect(entry.description == "root/b: x, width not determined: \(AmbiguityAlternative.format(frame)) or \(AmbiguityAlternative.format(entry.alternative))")
        // Nothing was laid out again: the frames and the report are as before.
        #expect(b.frame == frame && a.frame == rect(0, 0, 10, 10))
        #expect(root.ambiguityReport().map(\.description) == ["root/b: x, width not determined"])
    }

    @Test func theEngineIsUndisturbedForLaterPasses() {
        let (root, _, b) = openLayout()
        _ = root.ambiguityAlternatives()
        // A later change lays out exactly as a tree that was never asked.
        let (fresh, _, freshB) = openLayout()
        for tree in [root, fresh] {
            tree.frame = CGRect(x: 0, y: 0, width: 300, height: 250)
            tree.layoutIfNeeded()
        }
        #expect(b.frame == freshB.frame)
    }

    @Test func aValueThatCannotGrowIsPulledDown() {
        let root = makeRoot(200, 200)
        let box = child(root, "box")
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
            box.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor),
        ])
        root.layoutIfNeeded()
        let entry = try! #require(root.ambiguityAlternatives().first)
        #expect(entry.attributes == ["width"])
        // Whichever end of 20…200 the pass chose, the alternative is another width in range.
        #expect(entry.frame.width != entry.alternative.width)
        #expect((20...200).contains(entry.alternative.width))
        #expect(abs(entry.alternative.width - entry.frame.width) == 100 || [20, 200].contains(entry.alternative.width))
    }

    @Test func aDeterminedTreeHasNoAlternatives() {
        let root = makeRoot(200, 200)
        let box = child(root, "box")
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 4), box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(root.ambiguityAlternatives().isEmpty)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame == rect(0, 4, 30, 10))
    }

    @Test func exercisingMovesTheViewAndBack() {
        let (root, a, b) = openLayout()   // views hold their superview weakly: keep the root
        let frame = b.frame
        b.exerciseAmbiguityInLayout()
        #expect(b.frame == rect(frame.minX + 100, 10, frame.width + 100, 10))
        a.exerciseAmbiguityInLayout()   // determined: stays
        #expect(a.frame == rect(0, 0, 10, 10))
        b.exerciseAmbiguityInLayout()
        #expect(b.frame == frame)
        #expect(root.subviews.count == 2)
    }

    @Test func tiedOptionalConstraintsKeepEveryLevelAsGood() {
        // Two constraints at 500 pull the width to 40 and to 60: any width between is optimal.
        let root = makeRoot(200, 200)
        let box = child(root, "box")
        let narrow = box.widthAnchor.constraint(equalToConstant: 40), wide = box.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = LayoutPriority(500)
        wide.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        root.layoutIfNeeded()
        let entry = try! #require(root.ambiguityAlternatives().first)
        #expect(entry.attributes == ["width"])
        #expect((40...60).contains(entry.frame.width) && (40...60).contains(entry.alternative.width))
        #expect(entry.frame.width != entry.alternative.width)
    }
}
