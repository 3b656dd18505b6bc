import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// Mortar statements and the same constraints written with core anchors give byte-identical
/// canonical IR (and so identical frames).
@Suite struct MortarIREquivalenceTests {
    /// A root with a container and views a, b, all with autoresizing off.
    func tree() -> (View, View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let container = View(name: "container"), a = View(name: "a"), b = View(name: "b")
        root.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        for v in [container, a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.leftAnchor.constraint(equalTo: root.leftAnchor),
            container.widthAnchor.constraint(equalToConstant: 400),
            container.heightAnchor.constraint(equalToConstant: 300),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        return (root, container, a, b)
    }

    @Test func relationWithConstant() {
        let (r1, _, a1, b1) = tree()
        a1.m_right |=| b1.m_left - 12
        a1.m_width |=| 50
        b1.m_left |=| 100
        b1.m_width |=| b1.m_height * 2
        let (r2, c2, a2, b2) = tree()
        LayoutConstraint.activate([
            a2.rightAnchor.constraint(equalTo: b2.leftAnchor, constant: -12),
            a2.widthAnchor.constraint(equalToConstant: 50),
            b2.leftAnchor.constraint(equalTo: c2.leftAnchor, constant: 100),
            b2.widthAnchor.constraint(equalTo: b2.heightAnchor, multiplier: 2),
        ])
        #expect(r1.canonicalIR(format: .text) == r2.canonicalIR(format: .text))
        r1.layoutIfNeeded()
        r2.layoutIfNeeded()
        #expect(rect(a1) == rect(a2) && rect(a1) == [38, 0, 50, 30] && rect(b1) == [100, 0, 60, 30])
    }

    @Test func insetEdges() {
        let (r1, c1, a1, _) = tree()
        a1.m_leading |=| c1.m_leading + 20 ! .low   // overridden below by the inset, lower priority
        a1.m_sides |=| c1.m_sides ~ (20, 30)
        let (r2, c2, a2, _) = tree()
        let low = a2.leadingAnchor.constraint(equalTo: c2.leadingAnchor, constant: 20)
        low.priority = .defaultLow
        LayoutConstraint.activate([
            low,
            a2.leadingAnchor.constraint(equalTo: c2.leadingAnchor, constant: 20),
            a2.trailingAnchor.constraint(equalTo: c2.trailingAnchor, constant: -30),
        ])
        #expect(r1.canonicalIR(format: .text) == r2.canonicalIR(format: .text))
    }

    @Test func weightedVFL() {
        let (r1, c1, a1, b1) = tree()
        c1 |>> a1[~~1] | b1[~~2]
        let (r2, c2, a2, b2) = tree()
        LayoutConstraint.activate([
            a2.leftAnchor.constraint(equalTo: c2.leftAnchor),
            b2.leftAnchor.constraint(equalTo: a2.rightAnchor),
            b2.widthAnchor.constraint(equalTo: a2.widthAnchor, multiplier: 2),
            b2.rightAnchor.constraint(equalTo: c2.rightAnchor),
        ])
        #expect(r1.canonicalIR(format: .text) == r2.canonicalIR(format: .text))
        r1.layoutIfNeeded()
        // 400 split 1:2.
        #expect(abs(rect(a1)[2] - 400.0 / 3) < 1e-9 && abs(rect(b1)[0] - 400.0 / 3) < 1e-9)
        #expect(abs(rect(b1)[2] - 800.0 / 3) < 1e-9)
    }
}
