import Foundation
import Testing
@testable import PlumbCore

@Suite struct CanonicalIRTests {
    func build(reversed: Bool) -> View {
        let root = makeRoot(320, 200)
        let a = child(root, "a")
        let b = child(root, "b")
        var cs: [LayoutConstraint]
        if reversed {
            cs = [
                root.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: -16),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
                a.bottomAnchor.constraint(equalTo: b.topAnchor, constant: -8),
                LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 10),
            ]
        } else {
            cs = [
                LayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .bottom, multiplier: 1, constant: 8),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            ]
        }
        cs.last!.identifier = "only-in-one"
        LayoutConstraint.activate(cs)
        a.intrinsicContentSize = CGSize(width: 40, height: 10)
        return root
    }

    @Test func sameLayoutSameBytes() {
        let one = build(reversed: false).canonicalIR(format: .text)
        let two = build(reversed: true).canonicalIR(format: .text)
        #expect(one == two)
        #expect(build(reversed: false).canonicalIR(format: .json) == build(reversed: true).canonicalIR(format: .json))
        #expect(one == """
            plumb-ir/1
            view root 320x200
            view root/a
            view root/b
            root.left == 0 @1000  # UIView-Encapsulated-Layout-Left
            root.top == 0 @1000  # UIView-Encapsulated-Layout-Top
            root/a.height <= 10 @250  # NSContentSizeLayoutConstraint-Hug-height
            root/a.height >= 10 @750  # NSContentSizeLayoutConstraint-CompressionResistance-height
            root/a.leading == root.leading + 16 @1000
            root/a.top == root.top + 10 @1000
            root/a.width <= 40 @250  # NSContentSizeLayoutConstraint-Hug-width
            root/a.width >= 40 @750  # NSContentSizeLayoutConstraint-CompressionResistance-width
            root/b.top == root/a.bottom + 8 @1000
            root/b.width == 2 * root/a.width @1000

            """)
    }

    @Test func jsonIsWellFormed() throws {
        let json = build(reversed: false).canonicalIR(format: .json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["format"] as? String == "plumb-ir/1")
        #expect((object?["constraints"] as? [Any])?.count == 10)
    }
}

@Suite struct LinearSystemExportTests {
    @Test func exportsTheLoweredSystemWithWindowEdits() throws {
        let root = makeRoot(200, 100)
        let a = child(root, "a")
        LayoutConstraint.activate([a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8)])
        let json = root.linearSystem()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "linear-system/1")
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.count == 3)   // the root's left and top, and a.left == root.left + 8
        #expect(constraints.last?["terms"] as? [String: Double] == ["root.left": -1, "root/a.left": 1])
        #expect(constraints.last?["constant"] as? Double == -8)
        let edits = try #require(object["edits"] as? [[String: Any]])
        #expect(edits.map { $0["variable"] as? String } == ["root.width", "root.height"])
    }
}
