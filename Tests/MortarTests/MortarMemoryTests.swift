import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// A discarded tree is freed: statements, regions, spacer guides and side tables keep no cycle.
@Suite struct MortarMemoryTests {
    @Test func discardedTreesAreFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakGuide: LayoutGuide?
        weak var weakStatement: MortarConstraint?
        do {
            let root = View(name: "root"), child = View(name: "child"), other = View(name: "other")
            root |+| [child, other]
            child.m_customSpacingAfter = 4
            let c = child |=| root.m_safeRegion
            let g = root |>> ~~1 | other[==10] | ~~1
            weakRoot = root
            weakChild = child
            weakGuide = g[0].layoutGuides.first
            weakStatement = c
            #expect(weakGuide != nil && c.isActive && g[0].isActive)
        }
        #expect(weakRoot == nil && weakChild == nil && weakGuide == nil && weakStatement == nil)
    }

    @Test func deferredRegionsReleaseTheirQueue() {
        weak var weakStatement: MortarConstraint?
        let root = View(name: "root")
        root |+| [Label { weakStatement = $0.m_width |=| root }]
        // Nobody kept the statement: the region let it go after building and activating it.
        #expect(weakStatement == nil)
        #expect(root.constraints.map(spec) == ["label.width == root.width * 1 + 0 @1000"])
    }
}
