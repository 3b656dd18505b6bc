import Foundation
import Testing
@testable import PlumbCore

@Suite struct IntrinsicSizeTests {
    /// Two labels between the container's edges with 0 spacing: `|[a][b]|`.
    func row(width: CGFloat) -> (View, View, View) {
        let root = makeRoot(width, 100)
        let a = child(root, "a", intrinsic: CGSize(width: 100, height: 20))
        let b = child(root, "b", intrinsic: CGSize(width: 150, height: 20))
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, a, b)
    }

    @Test func squeezeShrinksTheLowerCompressionResistance() {
        let (root, a, b) = row(width: 200)
        b.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(50, 0, 150, 20))
        // And the other way round.
        b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 100, 20))
        #expect(b.frame == rect(100, 0, 100, 20))
    }

    @Test func stretchGrowsTheLowerHugging() {
        let (root, a, b) = row(width: 400)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 250, 20))
        #expect(b.frame == rect(250, 0, 150, 20))
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 100, 20))
        #expect(b.frame == rect(100, 0, 300, 20))
    }

    @Test func intrinsicHeightSizesTheView() {
        let (root, a, _) = row(width: 250)
        root.layoutIfNeeded()
        #expect(a.frame.height == 20)
        a.intrinsicContentSize = CGSize(width: 100, height: 33)
        root.layoutIfNeeded()
        #expect(a.frame.height == 33)
    }

    @Test func noIntrinsicMetricOnOneAxis() {
        let root = makeRoot(300, 300)
        let bar = child(root, "bar", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 4))
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == rect(10, 5, 280, 4))
    }
}

@Suite struct HeightForWidthTests {
    @Test func wrappingTextIsMeasuredAgainOnceItsWidthIsKnown() {
        let root = makeRoot(320, 480)
        let text = child(root, "text", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 20))
        // 1 000 pt of text in 20 pt lines: as many lines as the width needs.
        text.heightForWidth = { width in (1000 / width).rounded(.up) * 20 }
        let below = child(root, "below")
        LayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            below.topAnchor.constraint(equalTo: text.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == rect(10, 10, 300, 80))
        #expect(below.frame.minY == 90)
        root.frame = rect(0, 0, 520, 480)
        root.layoutIfNeeded()
        #expect(text.frame == rect(10, 10, 500, 40))
    }
}
