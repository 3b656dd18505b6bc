import Foundation
import Testing
import PlumbCore
import Relayout

/// Three layouts of 100 views; switching between them touches only the constraints that
/// differ. Every view always has width == 100, height == 20, left == root.left + 10; then
/// - list:  top_i == root.top + 20·i
/// - mixed: even i as in list; odd i: centerY_i == root.top + 20·i + 10 (another attribute)
/// - loose: top_i == root.top + 30·i (the same constraint as list with another constant, but
///   identical for i = 0)
@Suite struct StateSwitchTests {
    enum State { case list, mixed, loose }

    final class Screen {
        let root: View
        let views: [View]
        var state = State.list
        lazy var viewLayout: ViewLayout = {
            let common = ListLayout(items: { [views] _ in views }) { root, view, _, _, _ in
                [view.widthAnchor.constraint(equalToConstant: 100),
                 view.heightAnchor.constraint(equalToConstant: 20),
                 view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)]
            }
            let positions = ListLayout(items: { [views] _ in views }) { [unowned self] root, view, i, _, _ in
                let y = CGFloat(i)
                switch state {
                case .list:
                    return [view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 * y)]
                case .mixed where i % 2 == 1:
                    return [view.centerYAnchor.constraint(equalTo: root.topAnchor, constant: 20 * y + 10)]
                case .mixed:
                    return [view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 * y)]
                case .loose:
                    return [view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30 * y)]
                }
            }
            return ViewLayout(rootView: root, layouts: [common, positions])
        }()

        init(count: Int) {
            (root, views) = makeTree(count)
        }

        func switchTo(_ state: State) -> (pass: LayoutPass, survivors: Int) {
            let before = Set(ids(viewLayout.activeConstraints))
            self.state = state
            let pass = viewLayout.layout()
            let after = ids(viewLayout.activeConstraints)
            #expect(after.count == 400)
            #expect(installed(root).count == 400)
            return (pass, after.filter(before.contains).count)
        }
    }

    static func pass(kept: Int, activated: Int, deactivated: Int, updated: Int) -> LayoutPass {
        var p = LayoutPass()
        (p.kept, p.activated, p.deactivated, p.constantsUpdated, p.rounds) = (kept, activated, deactivated, updated, 1)
        return p
    }

    @Test func switchingTouchesOnlyWhatDiffers() {
        let screen = Screen(count: 100)
        screen.viewLayout.solvesAfterLayout = false   // counting only; the next test solves
        #expect(screen.viewLayout.layout() == Self.pass(kept: 0, activated: 400, deactivated: 0, updated: 0))

        // list → mixed: the 50 odd views swap their top for a centerY.
        let toMixed = screen.switchTo(.mixed)
        #expect(toMixed.pass == Self.pass(kept: 350, activated: 50, deactivated: 50, updated: 0))
        #expect(toMixed.survivors == 350)

        // mixed → loose: odd views swap back (50 + 50); 49 even tops change their constant; v0's stays.
        let toLoose = screen.switchTo(.loose)
        #expect(toLoose.pass == Self.pass(kept: 301, activated: 50, deactivated: 50, updated: 49))
        #expect(toLoose.survivors == 350)

        // loose → list: 99 constants change, nothing is added or removed.
        let toList = screen.switchTo(.list)
        #expect(toList.pass == Self.pass(kept: 301, activated: 0, deactivated: 0, updated: 99))
        #expect(toList.survivors == 400)

        // list → list: nothing at all.
        let same = screen.switchTo(.list)
        #expect(same.pass == Self.pass(kept: 400, activated: 0, deactivated: 0, updated: 0))
        #expect(same.survivors == 400)

        let tops = installed(screen.root).filter { $0.firstAttribute == .top }.map(\.constant).sorted()
        #expect(tops == (0..<100).map { CGFloat($0 * 20) })
    }

    /// The solved frames of each state (every pass solves, as the original did).
    @Test func eachStateSolvesToItsFrames() {
        let screen = Screen(count: 100)
        func frames(spacing: CGFloat) -> [CGRect] {
            (0..<100).map { CGRect(x: 10, y: spacing * CGFloat($0), width: 100, height: 20) }
        }
        screen.viewLayout.layout()
        #expect(screen.views.map(\.frame) == frames(spacing: 20))
        _ = screen.switchTo(.mixed)   // odd views are placed by their centre: the same frames
        #expect(screen.views.map(\.frame) == frames(spacing: 20))
        _ = screen.switchTo(.loose)
        #expect(screen.views.map(\.frame) == frames(spacing: 30))
        _ = screen.switchTo(.list)
        #expect(screen.views.map(\.frame) == frames(spacing: 20))
        #expect(screen.root.layoutDiagnostics.isEmpty)
    }
}
