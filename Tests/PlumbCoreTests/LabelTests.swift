import Foundation
import Testing
@testable import PlumbCore

/// Deterministic text measurement: `Font` metrics, wrapping, `Label`'s intrinsic size, height
/// for width and baselines, with hand-computed values.
@Suite struct LabelTests {
    @Test func fontMetrics() {
        let f = Font.systemFont(ofSize: 10)
        #expect(f.ascender == 9.52 && f.descender == 2.41)
        #expect(abs(f.lineHeight - 11.93) < 1e-12)
        #expect(abs(f.advance(of: "m") - 8.5) < 1e-12)
        #expect(abs(f.advance(of: "i") - 2.8) < 1e-12)
        #expect(abs(f.advance(of: "A") - 6.6) < 1e-12)
        #expect(abs(f.advance(of: "7") - 5.6) < 1e-12)
        #expect(abs(f.advance(of: " ") - 2.7) < 1e-12)
        #expect(abs(f.advance(of: "a") - 5.2) < 1e-12)
        #expect(abs(f.advance(of: "界") - 10) < 1e-12)
        #expect(abs(Font.boldSystemFont(ofSize: 10).advance(of: "a") - 5.512) < 1e-12)
        #expect(abs(f.width(of: "Hi") - 9.4) < 1e-12)   // 6.6 + 2.8
        #expect(Font.boldSystemFont(ofSize: 20).description == "system-bold 20")
    }

    @Test func wordWrapping() {
        let label = Label(text: "aaa bbb ccc")   // each word 15.6 at 10 pt, a space 2.7
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        #expect(label.lines(forWidth: 100) == ["aaa bbb ccc"])
        #expect(label.lines(forWidth: 33.9) == ["aaa bbb", "ccc"])   // 15.6 + 2.7 + 15.6 = 33.9
        #expect(label.lines(forWidth: 33.8) == ["aaa", "bbb", "ccc"])
        #expect(label.lines(forWidth: 10) == ["a", "a", "a", "b", "b", "b", "c", "c", "c"])   // a word too long breaks by character
        label.lineBreakMode = .byCharWrapping
        #expect(label.lines(forWidth: 33.8) == ["aaa bb", "b ccc"])   // 5×5.2 + 2.7 = 28.7; + 5.2 > 33.8
        label.text = "one\ntwo"
        #expect(label.lines(forWidth: 1000) == ["one", "two"])
    }

    @Test func singleLineLabelIntrinsicSizeAndBaselines() {
        let label = Label(text: "Hi", name: "hi")
        label.font = .systemFont(ofSize: 10)
        // width 9.4 → 10, height 11.93 → 12 (whole points without a display scale)
        #expect(label.intrinsicContentSize == CGSize(width: 10, height: 12))
        #expect(label.firstBaselineOffsetFromTop == 10)   // ascender 9.52 rounded up
        #expect(label.lastBaselineOffsetFromBottom == 2)  // descender 2.41 rounded
        label.text = ""
        #expect(label.intrinsicContentSize == CGSize(width: 0, height: 0))
    }

    @Test func displayScaleRoundsToItsPixelGrid() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        root.traitCollection = TraitCollection(displayScale: 2)
        let label = Label(text: "Hi")
        label.font = .systemFont(ofSize: 10)
        root.addSubview(label)
        #expect(label.intrinsicContentSize == CGSize(width: 9.5, height: 12))   // 9.4 → 9.5, 11.93 → 12
        #expect(label.firstBaselineOffsetFromTop == 9.52.roundedUp(toScale: 2))
    }

    @Test func multiLineLabelWrapsAtTheSolvedWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 200), name: "root")
        let label = Label(text: "aaa bbb ccc", name: "body")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        // 40 wide: "aaa bbb" (33.9) fits, "ccc" goes below: 2 lines × 11.93 → 24
        #expect(label.frame == CGRect(x: 0, y: 0, width: 40, height: 24))
        root.frame = CGRect(x: 0, y: 0, width: 45, height: 200)   // 25 wide: one word per line
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 25, height: 36))
        label.numberOfLines = 2
        root.layoutIfNeeded()
        #expect(label.frame.height == 24)
        label.text = "aaa"
        root.layoutIfNeeded()
        #expect(label.frame.height == 12)
    }

    @Test func labelsSitOnACommonBaseline() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "root")
        let big = Label(text: "Big", name: "big"), small = Label(text: "small", name: "small")
        big.font = .systemFont(ofSize: 40)
        small.font = .systemFont(ofSize: 10)
        for l in [big, small] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // big: height ceil(47.72) = 48, last baseline 48 − round(9.64) = 38; small: 12 tall, baseline 2 above its bottom
        #expect(big.frame.height == 48)
        #expect(small.frame == CGRect(x: big.frame.maxX + 8, y: 28, width: 25, height: 12))
    }
}

private extension Double {
    func roundedUp(toScale scale: Double) -> CGFloat { CGFloat((self * scale).rounded(.up) / scale) }
}
