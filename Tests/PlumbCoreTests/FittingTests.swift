import Foundation
import Testing
@testable import PlumbCore

/// `systemLayoutSizeFitting` and the headless cells.
@Suite struct FittingTests {
    /// A card: a title (intrinsic 120 × 20) above a body (height for width: 400 pt² of text),
    /// 10 pt insets and 8 pt between them.
    func makeCard() -> (card: View, title: View, body: View) {
        let card = View(name: "card")
        let title = child(card, "title", intrinsic: CGSize(width: 120, height: 20))
        let body = child(card, "body")
        body.heightForWidth = { width in (4000 / width).rounded(.up) }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        return (card, title, body)
    }

    @Test func compressedSizeIsTheContentsSize() {
        let (card, _, _) = makeCard()
        // Narrowest: the title's 120 + 20 of insets; the body is then 120 wide → 34 tall.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 140, height: 82))
    }

    @Test func requiredWidthFitsTheHeight() {
        let (card, _, body) = makeCard()
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 210, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // body 190 wide → ceil(4000/190) = 22; 10 + 20 + 8 + 22 + 10
        #expect(size == CGSize(width: 210, height: 70))
        #expect(body.intrinsicContentSize.height == View.noIntrinsicMetric)   // measuring left nothing behind
        #expect(card.frame == .zero)
    }

    @Test func aViewsOwnIntrinsicSizeCounts() {
        let label = View(name: "label")
        label.intrinsicContentSize = CGSize(width: 64, height: 17)
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 64, height: 17))
        #expect(label.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 64, height: 17))
    }

    @Test func fittingASubtreeLeavesTheTreesLayoutAlone() {
        let root = makeRoot(300, 600)
        let (card, title, body) = makeCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor),
        ])
        root.layoutIfNeeded()
        // body 280 wide → ceil(4000/280) = 15 tall
        #expect(card.frame == rect(0, 50, 300, 63))
        #expect(body.frame == rect(10, 38, 280, 15))
        // Outside constraints (width = root's) do not count when the card is fitted alone.
        let fitted = card.systemLayoutSizeFitting(
            CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 150, height: 79))   // 130 wide → 31 tall
        #expect(card.frame == rect(0, 50, 300, 63))
        #expect(body.intrinsicContentSize.height == 15)
        root.frame = rect(0, 0, 400, 600)
        root.layoutIfNeeded()
        #expect(card.frame == rect(0, 50, 400, 59))   // 380 wide → 11 tall
        #expect(title.frame == rect(10, 10, 120, 20))
    }

    @Test func tableCellFitsItsContentViewAtTheTableWidth() {
        let cell = TableViewCell(reuseIdentifier: "row", name: "cell")
        #expect(cell.frame == rect(0, 0, 320, 44))
        #expect(cell.contentView.frame == rect(0, 0, 320, 44))
        #expect(cell.reuseIdentifier == "row")
        let title = child(cell.contentView, "title", intrinsic: CGSize(width: 80, height: 21))
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 11),
            title.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -11),
            title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 43))
        cell.frame = rect(0, 0, 375, size.height)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 375, 43))
        #expect(title.frame == rect(16, 11, 80, 21))
    }

    @Test func collectionCellCompressesToItsContent() {
        let cell = CollectionViewCell(reuseIdentifier: "tile")
        #expect(cell.frame == rect(0, 0, 50, 50))
        let image = child(cell.contentView, "image", intrinsic: CGSize(width: 64, height: 48))
        LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
            image.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
            image.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 4),
            image.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -4),
        ])
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 72, height: 56))
    }

    @Test func fittingUnderRightToLeftMirrorsButKeepsTheSize() {
        let (card, title, _) = makeCard()
        card.semanticContentAttribute = .forceRightToLeft
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 140, height: 82))
        #expect(title.frame == .zero)
    }
}
