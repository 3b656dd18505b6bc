import Foundation
import Testing
import PlumbCore
import Draftsman

/// A Draftsman plan and the same layout written with PlumbCore's anchors dump the same
/// canonical IR: the frontend adds meaning only through constraints.
@Suite struct EquivalenceTests {
    static func screen() -> (root: View, card: View, label: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let card = View(name: "card"), label = View(name: "label")
        return (root, card, label)
    }

    @Test func planAndAnchorsGiveTheSameCanonicalIR() {
        let planned = Self.screen()
        planned.root.planContent(automaticPriority: .required) {
            planned.card.plan
                .edges(.equalTo(16), to: .safeArea)
                .insert {
                    planned.label.plan
                        .center(.equal, to: .parent)
                        .width(.lessThanTo(.parent), multiplyBy: 0.5)
                        .height(.equalTo(20), priority: .defaultHigh)
                }
        }
        let manual = Self.screen()
        let (root, card, label) = manual
        root.addSubview(card)
        card.addSubview(label)
        card.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        let safe = root.safeAreaLayoutGuide
        let height = label.heightAnchor.constraint(equalToConstant: 20)
        height.priority = .defaultHigh
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            card.leftAnchor.constraint(equalTo: safe.leftAnchor, constant: 16),
            card.rightAnchor.constraint(equalTo: safe.rightAnchor, constant: -16),
            label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            label.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor, multiplier: 0.5),
            height,
        ])
        let text = planned.root.canonicalIR(format: .text)
        #expect(text == root.canonicalIR(format: .text))
        let user = text.split(separator: "\n").filter { $0.hasPrefix("root/card") }
        #expect(user == [
            "root/card.bottom == root.safeArea.bottom - 16 @1000",
            "root/card.left == root.safeArea.left + 16 @1000",
            "root/card.right == root.safeArea.right - 16 @1000",
            "root/card.top == root.safeArea.top + 16 @1000",
            "root/card/label.centerX == root/card.centerX @1000",
            "root/card/label.centerY == root/card.centerY @1000",
            "root/card/label.height == 20 @750",
            "root/card/label.width <= 0.5 * root/card.width @1000",
        ])
    }
}
