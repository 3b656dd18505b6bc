import Foundation
import Testing
@testable import PlumbCore

@Suite struct AutoresizingTests {
    @Test func viewsKeepTheirFramesAndFollowTheMask() {
        let root = View(frame: rect(0, 0, 320, 480), name: "root")
        let fixed = View(frame: rect(10, 20, 100, 50), name: "fixed")
        let banner = View(frame: rect(10, 0, 300, 44), name: "banner")
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let corner = View(frame: rect(270, 430, 40, 40), name: "corner")
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        for v in [fixed, banner, corner] { root.addSubview(v) }
        root.layoutIfNeeded()
        #expect(fixed.frame == rect(10, 20, 100, 50))
        #expect(banner.frame == rect(10, 0, 300, 44))
        root.frame = rect(0, 0, 420, 580)
        root.layoutIfNeeded()
        #expect(fixed.frame == rect(10, 20, 100, 50))
        #expect(banner.frame == rect(10, 0, 400, 44))
        #expect(corner.frame == rect(370, 530, 40, 40))
    }

    @Test func constrainedViewsRelateToAutoresizingOnes() {
        let root = View(frame: rect(0, 0, 320, 480), name: "root")
        let header = View(frame: rect(0, 0, 320, 64), name: "header")
        root.addSubview(header)
        let title = child(root, "title")
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 100), title.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == rect(16, 72, 100, 20))
        #expect(AutoresizingMask([.flexibleWidth]).notation(for: .horizontal) == "h=-&-")
    }
}

/// A resized autoresizing view is resized once: its reference size follows its superview.
@Suite struct AutoresizingReferenceTests {
    @Test func repeatedStructuralPassesDoNotReapplyAResize() {
        let root = makeRoot(375, 600)
        let cell = TableViewCell(reuseIdentifier: "row")
        cell.frame = rect(0, 0, 375, 44)   // the cell's content view was made for 320
        root.addSubview(cell)
        root.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 375, 44))
        for _ in 0..<3 {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(cell.contentView.frame == rect(0, 0, 375, 44))
        cell.frame = rect(0, 0, 414, 60)
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 414, 60))
    }

    @Test func flexibleMarginsKeepTheirShareAcrossPasses() {
        let root = makeRoot(300, 300)
        let badge = View(frame: rect(100, 100, 100, 100), name: "badge")
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(badge)
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 500, 300)   // 200 more: each margin takes half
        root.layoutIfNeeded()
        #expect(badge.frame == rect(200, 100, 100, 100))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(badge.frame == rect(200, 100, 100, 100))
        // The same constraints as before, in meaning: the structural pass changes nothing.
        #expect(root.layoutEngine.lastPassOperations.added == 0 && root.layoutEngine.lastPassOperations.removed == 0)
        root.frame = rect(0, 0, 300, 300)
        root.layoutIfNeeded()
        #expect(badge.frame == rect(100, 100, 100, 100))
    }
}
