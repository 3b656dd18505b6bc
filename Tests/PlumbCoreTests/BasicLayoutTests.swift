import Foundation
import Testing
@testable import PlumbCore

@Suite struct BasicLayoutTests {
    @Test func pinsEdgesAndHeight() {
        let root = makeRoot()
        let title = child(root, "title")
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            title.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == rect(16, 20, 343, 44))
        #expect(root.frame == rect(0, 0, 375, 812))
        #expect(root.layoutDiagnostics.isEmpty)
    }

    @Test func framesAreInSuperviewCoordinates() {
        let root = makeRoot()
        let card = child(root, "card")
        let label = child(card, "label")
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            label.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == rect(10, 100, 200, 100))
        #expect(label.frame == rect(50, 40, 100, 20))
    }

    @Test func legacyInitializerAndPriorities() {
        let root = makeRoot(300, 300)
        let box = child(root, "box")
        let strong = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 100)
        strong.priority = LayoutPriority(251)
        let weak = (0..<50).map { _ in
            let c = box.widthAnchor.constraint(equalToConstant: 200)
            c.priority = .defaultLow
            return c
        }
        LayoutConstraint.activate([strong] + weak + [
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Strict priorities: one constraint at 251 beats fifty at 250.
        #expect(box.frame.width == 100)
    }

    @Test func inequalitiesAndTheirDefaults() {
        let root = makeRoot(320, 480)
        let a = child(root, "a")
        LayoutConstraint.activate([
            a.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 20),
            a.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -20),
            a.widthAnchor.constraint(equalToConstant: 400).withPriority(500),
            a.leftAnchor.constraint(equalTo: root.leftAnchor).withPriority(400),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(20, 0, 280, 10))
    }

    @Test func setNeedsLayoutAfterConstantChange() {
        let root = makeRoot(200, 200)
        let a = child(root, "a")
        let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([top, a.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(a.frame.minY == 10)
        top.constant = 30
        root.layoutIfNeeded()
        #expect(a.frame.minY == 30)
        root.frame = rect(0, 0, 100, 100)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 30, 10, 10))
    }
}

extension LayoutConstraint {
    func withPriority(_ p: LayoutPriority) -> LayoutConstraint {
        priority = p
        return self
    }
}

/// Frames on the root's pixel grid.
@Suite struct PixelGridTests {
    func thirds() -> (View, [View]) {
        let root = makeRoot(100, 50)
        let views = (0..<3).map { child(root, "v\($0)") }
        LayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ] + views.flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10.3)] })
        return (root, views)
    }

    @Test func edgesRoundToPixelsWithoutGaps() {
        let (root, views) = thirds()
        root.layoutIfNeeded()
        #expect(abs(views[0].frame.width - 100.0 / 3) < 1e-9)
        root.pixelGridScale = 2
        root.layoutIfNeeded()
        // Edges at 0, 33.333, 66.667, 100 round to 0, 33.5, 66.5, 100.
        #expect(views.map(\.frame) == [rect(0, 0, 33.5, 10.5), rect(33.5, 0, 33, 10.5), rect(66.5, 0, 33.5, 10.5)])
        root.pixelGridScale = 3
        root.layoutIfNeeded()
        let expected: [CGFloat] = [0, 100.0 / 3, 200.0 / 3]
        #expect(zip(views.map(\.frame.minX), expected).allSatisfy { abs($0 - $1) < 1e-8 })
        #expect(abs(views[0].frame.height - 31.0 / 3) < 1e-8)   // 10.3 pt → 31 pixels
        root.pixelGridScale = nil
        root.layoutIfNeeded()
        #expect(views[0].frame.height == 10.3)
    }
}
