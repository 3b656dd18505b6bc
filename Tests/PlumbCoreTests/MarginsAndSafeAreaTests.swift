import Foundation
import Testing
@testable import PlumbCore

@Suite struct MarginsAndSafeAreaTests {
    @Test func defaultMarginsAreEight() {
        let root = makeRoot(320, 480)
        let a = child(root, "a")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            a.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(8, 8, 304, 464))
        #expect(root.layoutMarginsGuide.layoutFrame == rect(8, 8, 304, 464))
    }

    @Test func marginAttributesMatchTheGuide() {
        let root = makeRoot(320, 480)
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let a = child(root, "a")
        LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin),
            LayoutConstraint(item: a, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            LayoutConstraint(item: a, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(20, 10, 260, 440))
    }

    @Test func safeAreaOfTheRootAndMarginsOnTopOfIt() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let a = child(root, "a")
        let b = child(root, "b")
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            a.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            a.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            b.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            b.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 47, 375, 731))
        #expect(b.frame == rect(8, 55, 10, 715))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(b.frame == rect(8, 8, 10, 796))
    }

    @Test func subviewsSeeTheSafeAreaTheyOverlap() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let full = child(root, "full")
        let lower = child(root, "lower")
        let inFull = child(full, "inFull")
        let inLower = child(lower, "inLower")
        LayoutConstraint.activate([
            full.topAnchor.constraint(equalTo: root.topAnchor), full.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            full.widthAnchor.constraint(equalTo: root.widthAnchor), full.heightAnchor.constraint(equalToConstant: 300),
            lower.topAnchor.constraint(equalTo: root.topAnchor, constant: 400), lower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            lower.widthAnchor.constraint(equalTo: root.widthAnchor), lower.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            inFull.topAnchor.constraint(equalTo: full.safeAreaLayoutGuide.topAnchor),
            inFull.leadingAnchor.constraint(equalTo: full.leadingAnchor), inFull.widthAnchor.constraint(equalToConstant: 10),
            inFull.heightAnchor.constraint(equalToConstant: 10),
            inLower.topAnchor.constraint(equalTo: lower.safeAreaLayoutGuide.topAnchor),
            inLower.bottomAnchor.constraint(equalTo: lower.safeAreaLayoutGuide.bottomAnchor),
            inLower.leadingAnchor.constraint(equalTo: lower.leadingAnchor), inLower.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inFull.frame == rect(0, 47, 10, 10))
        #expect(full.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(inLower.frame == rect(0, 0, 10, 378))
        #expect(lower.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func keyboardGuideFollowsTheKeyboardFrame() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = child(root, "bar")
        LayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == rect(0, 734, 375, 44))
        root.keyboardFrame = rect(0, 476, 375, 336)
        root.layoutIfNeeded()
        #expect(bar.frame == rect(0, 432, 375, 44))
        root.keyboardFrame = nil
        root.layoutIfNeeded()
        #expect(bar.frame == rect(0, 734, 375, 44))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let root = makeRoot(300, 100)
        let a = child(root, "a")
        let b = child(root, "b")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 0, 50, 10))
        #expect(b.frame == rect(65, 0, 227, 10))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.frame == rect(240, 0, 50, 10))
        #expect(b.frame == rect(8, 0, 227, 10))
    }

    @Test func directionalMarginsFollowTheDirection() {
        let root = makeRoot(300, 100)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        let a = child(root, "a")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(30, 0, 265, 10))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(a.frame == rect(5, 0, 265, 10))
    }

    @Test func baselinesUseTheOffsets() {
        let root = makeRoot(300, 200)
        let label = child(root, "label", intrinsic: CGSize(width: 80, height: 20))
        label.firstBaselineOffsetFromTop = 16
        label.lastBaselineOffsetFromBottom = 4
        let plain = child(root, "plain", intrinsic: CGSize(width: 30, height: 30))
        let other = child(root, "other", intrinsic: CGSize(width: 30, height: 30))
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            plain.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            plain.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            other.leadingAnchor.constraint(equalTo: plain.trailingAnchor),
            other.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(plain.frame == rect(80, 36, 30, 30))   // a view without text: its baseline is its bottom (66)
        #expect(other.frame == rect(110, 36, 30, 30))
    }
}

/// `preservesSuperviewLayoutMargins` and `layoutMarginsFollowReadableWidth`.
@Suite struct MarginOptionsTests {
    /// A 300 × 200 container with 20 pt margins; a card inset 5 pt from it, with 8 pt margins
    /// and a child pinned to the card's margins.
    func setUp(preserves: Bool) -> (View, View, View) {
        let root = makeRoot(400, 400)
        let container = child(root, "container")
        container.layoutMargins = EdgeInsets(all: 20)
        let card = child(container, "card")
        card.preservesSuperviewLayoutMargins = preserves
        let content = child(card, "content")
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 300), container.heightAnchor.constraint(equalToConstant: 200),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -50),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, card, content)
    }

    @Test func ownMarginsByDefault() {
        let (_, card, content) = setUp(preserves: false)
        #expect(card.frame == rect(5, 50, 245, 145))
        #expect(content.frame == rect(8, 8, 229, 129))
    }

    @Test func superviewMarginsWinWhereTheyReachFurtherIn() {
        let (root, _, content) = setUp(preserves: true)
        // Left: the container's margin (20) is 15 into the card, more than its own 8; bottom
        // likewise (20 − 5 = 15); top and right keep the card's own 8 (the card sits 50 pt in).
        #expect(content.frame == rect(15, 8, 222, 122))
        #expect(root.layoutDiagnostics.isEmpty)
    }

    @Test func readableWidthCentresANarrowerMarginsGuide() {
        let root = makeRoot(1024, 300)
        let article = child(root, "article")
        article.layoutMarginsFollowReadableWidth = true
        let text = child(article, "text")
        LayoutConstraint.activate([
            article.leadingAnchor.constraint(equalTo: root.leadingAnchor), article.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            article.topAnchor.constraint(equalTo: root.topAnchor), article.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: article.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: article.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: article.layoutMarginsGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == rect(176, 8, 672, 10))   // (1024 − 672) / 2
        root.frame = rect(0, 0, 400, 300)   // narrower than readable: the own 8 pt margins
        root.layoutIfNeeded()
        #expect(text.frame == rect(8, 8, 384, 10))
    }
}

extension MarginOptionsTests {
    /// The margins' pulls sit below the safe area's: the safe-area guide stays the view's own
    /// rectangle whatever the margins do (they once shared a level and traded errors).
    @Test func readableMarginsNeverMoveTheSafeArea() {
        let root = makeRoot(1024, 300)
        let article = child(root, "article")
        article.layoutMarginsFollowReadableWidth = true
        let probe = child(article, "probe")
        LayoutConstraint.activate([
            article.leadingAnchor.constraint(equalTo: root.leadingAnchor), article.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            article.topAnchor.constraint(equalTo: root.topAnchor), article.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            probe.leadingAnchor.constraint(equalTo: article.safeAreaLayoutGuide.leadingAnchor),
            probe.trailingAnchor.constraint(equalTo: article.safeAreaLayoutGuide.trailingAnchor),
            probe.topAnchor.constraint(equalTo: article.layoutMarginsGuide.topAnchor),
            probe.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(probe.frame == rect(0, 8, 1024, 10))
        #expect(article.layoutMarginsGuide.layoutFrame == rect(176, 8, 672, 284))
    }
}

extension MarginOptionsTests {
    /// Using the readable-content guide of a wide view with movable margins leaves the margins alone.
    @Test func readableGuideNeverNarrowsMovableMargins() {
        let root = makeRoot(1024, 300)
        root.layoutMargins = EdgeInsets(all: 8)
        let article = child(root, "article")
        article.preservesSuperviewLayoutMargins = true
        let probe = child(article, "probe"), text = child(article, "text")
        LayoutConstraint.activate([
            article.leadingAnchor.constraint(equalTo: root.leadingAnchor), article.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            article.topAnchor.constraint(equalTo: root.topAnchor), article.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            probe.leadingAnchor.constraint(equalTo: article.layoutMarginsGuide.leadingAnchor),
            probe.trailingAnchor.constraint(equalTo: article.layoutMarginsGuide.trailingAnchor),
            probe.topAnchor.constraint(equalTo: article.topAnchor), probe.heightAnchor.constraint(equalToConstant: 10),
            text.leadingAnchor.constraint(equalTo: article.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: article.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: probe.bottomAnchor), text.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(probe.frame == rect(8, 0, 1008, 10))
        #expect(text.frame == rect(176, 10, 672, 10))
    }
}
