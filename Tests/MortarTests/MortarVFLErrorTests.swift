import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// Every MortarVFL refusal (frontends.md §2.15.3–4), typed and naming the views.
@Suite struct MortarVFLErrorTests {
    func refused(_ body: () -> MortarGroup) -> [MortarError] {
        let (g, reported) = MortarDiagnostics.collecting(body)
        #expect(g.layoutConstraints.isEmpty && g.errors == reported && g.count == 1)
        return g.errors
    }

    @Test func mismatchedAxisOperators() {
        let f = VFLFixture()
        #expect(refused { f.viewA |> f.viewB ^| f.viewC } == [.vflAxisMismatch(listOperator: "|>", captureOperator: "^|")])
        #expect(refused { f.viewA |^ f.viewB <|| f.viewC } == [.vflAxisMismatch(listOperator: "|^", captureOperator: "<||")])
        #expect("\(MortarError.vflAxisMismatch(listOperator: "|>", captureOperator: "^|"))"
            == "Mismatched VFL axis operators: |> cannot take a ^| capture")
    }

    @Test func duplicateViews() {
        let f = VFLFixture()
        #expect(refused { f.container |>> f.viewA | f.viewB | f.viewA } == [.vflDuplicateView(view: "root/container/viewA")])
        #expect(refused { f.container |>> [f.viewA, f.viewB] | f.viewB } == [.vflDuplicateView(view: "root/container/viewB")])
    }

    @Test func noViews() {
        let f = VFLFixture()
        #expect(refused { f.container |>> 20 | ~~1 } == [.vflNoViews])
    }

    @Test func unknownSizeReference() {
        let f = VFLFixture()
        #expect(refused { f.container |>> f.viewA[==f.viewE] } == [
            .vflUnknownSizeReference(node: "root/container/viewA", referenced: "root/container/viewE"),
        ])
    }

    @Test func cyclesAnywhereAreFound() {
        let f = VFLFixture()
        #expect(refused { f.container |>> f.viewA[==f.viewA] } == [
            .vflCyclicSizeReference(cycle: ["root/container/viewA", "root/container/viewA"]),
        ])
        // A → B → C → B: the loop does not include the starting node (the original looped forever).
        #expect(refused { f.container |>> f.viewA[==f.viewB] | f.viewB[==f.viewC] | f.viewC[~~f.viewB] } == [
            .vflCyclicSizeReference(cycle: ["root/container/viewB", "root/container/viewC", "root/container/viewB"]),
        ])
    }

    @Test func adjacentFixedPaddings() {
        let f = VFLFixture()
        #expect(refused { f.container |>> f.viewA | 30 | ==40 | f.viewB } == [.vflAdjacentFixedPadding(first: "30", second: "40")])
        #expect(refused { f.container ||>> 20 | f.viewA } == [.vflAdjacentFixedPadding(first: "8 (||)", second: "20")])
        #expect(refused { f.container |>> f.viewA || 30 | f.viewB } == [.vflAdjacentFixedPadding(first: "8 (||)", second: "30")])
    }

    @Test func weightsNeedBothCaptures() {
        let f = VFLFixture()
        #expect(refused { f.viewA.m_right |> f.viewB[~~1] } == [.vflWeightWithoutBothCaptures(node: "root/container/viewB")])
        #expect(refused { f.viewB | ~~2 | f.viewC <! f.viewA } == [.vflWeightWithoutBothCaptures(node: "~~2")])
    }

    @Test func openEndsCannotBeWhitespace() {
        let f = VFLFixture()
        #expect(refused { f.viewA.m_right |> f.viewB | 20 } == [.vflOpenEndWhitespace(end: "trailing")])
        #expect(refused { 20 | f.viewB <! f.viewA.m_left } == [.vflOpenEndWhitespace(end: "leading")])
        #expect("\(MortarError.vflOpenEndWhitespace(end: "leading"))"
            == "Mortar VFL Parsing Error: the list has no leading capture, so it cannot begin with whitespace")
    }

    @Test func captureAttributes() {
        let f = VFLFixture()
        #expect(refused { f.viewA.m_width |> f.viewB } == [
            .vflCaptureNotAnEdge(capture: "root/container/viewA.m_width", attribute: "m_width"),
        ])
        #expect(refused { f.viewA.m_sides |> f.viewB } == [
            .vflCaptureNotAnEdge(capture: "root/container/viewA.m_sides", attribute: "m_sides"),
        ])
        #expect(refused { f.viewA |^ f.viewB ^| f.viewC.m_right } == [
            .vflCaptureAxisMismatch(capture: "root/container/viewC.m_right", attribute: .right, statementAxis: .vertical),
        ])
        #expect(refused { f.viewA.m_leading |> f.viewB <| f.viewC.m_right } == [
            .vflMixedDirection(leading: "root/container/viewA.m_leading", trailing: "root/container/viewC.m_right"),
        ])
        #expect(refused { 10 |> f.viewA } == [.vflCaptureWithoutItem(capture: "10")])
    }

    @Test func doublyCapturedAllFixedStatements() {
        let f = VFLFixture()
        #expect(refused { f.container |>> f.viewA[==10] | 20 | f.viewB[==f.viewA] } == [.vflAllFixed])
    }

    @Test func surroundForms() {
        let f = VFLFixture()
        #expect(refused { f.container |>> f.viewA <| f.viewB } == [.vflSurroundWithTrailingCapture(listOperator: "|>>")])
        #expect(refused { f.container.m_left ||>> f.viewA } == [
            .vflCaptureNotAnEdge(capture: "root/container.m_left", attribute: "an explicit attribute with ||>>"),
        ])
    }

    @Test func nestedCapture() {
        let f = VFLFixture()
        #expect(refused { f.container |>> (f.viewA <| f.viewB) | f.viewC } == [.vflNestedCapture])
    }

    @Test func noCommonAncestorForSpacers() {
        let f = VFLFixture()
        let stranger = View(name: "stranger")
        #expect(refused { f.viewA.m_right |> f.viewB | ~~1 | f.viewC[~~1] <| stranger.m_left } == [
            .vflNoCommonAncestor(views: ["root/container/viewB", "root/container/viewC", "root/container/viewA", "stranger"]),
        ])
    }
}
