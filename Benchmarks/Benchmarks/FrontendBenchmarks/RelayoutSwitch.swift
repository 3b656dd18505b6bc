import Benchmark
import Foundation
import PlumbCore
import Relayout

/// Relayout re-layout cost: three layouts of 100 views (400 constraints) — the fixture of
/// `Tests/RelayoutTests/StateSwitchTests.swift`. Compares a fresh layout, an incremental
/// state switch (`ViewLayout.layout()` diffs), a `layout()` where nothing changed, and the
/// original 1.1 replace-all semantics (deactivate everything, activate everything) on the same
/// switches. Every measurement includes the solve (`layoutIfNeeded`; a no-op when nothing changed).
///
/// Wire it from the benchmark target's `let benchmarks` closure: `registerRelayoutSwitchBenchmarks()`.
func registerRelayoutSwitchBenchmarks(viewCount: Int = 100) {
    let states: [RelayoutSwitchFixture.State] = [.mixed, .loose, .list]

    Benchmark("relayout fresh layout \(viewCount) views x 4 constraints") { benchmark in
        let fixtures = (0..<benchmark.scaledIterations.count).map { _ in RelayoutSwitchFixture(count: viewCount) }
        benchmark.startMeasurement()
        for fixture in fixtures {
            blackHole(fixture.viewLayout.layout())
            blackHole(fixture.root.subviews.last?.frame)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("relayout switch state \(viewCount) views (diffing layout())") { benchmark in
        let fixture = RelayoutSwitchFixture(count: viewCount)
        fixture.viewLayout.layout()
        var index = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.state = states[index % states.count]
            index += 1
            blackHole(fixture.viewLayout.layout())
            blackHole(fixture.root.subviews.last?.frame)
        }
        benchmark.stopMeasurement()   // the fixture's teardown is not part of a switch
    }

    Benchmark("relayout same state \(viewCount) views (diffing layout(), nothing changes)") { benchmark in
        let fixture = RelayoutSwitchFixture(count: viewCount)
        fixture.viewLayout.layout()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(fixture.viewLayout.layout())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("relayout switch state \(viewCount) views (replace-all, Relayout 1.1)") { benchmark in
        let fixture = RelayoutSwitchFixture(count: viewCount)
        var active = fixture.layouts.flatMap { $0.constraints(in: fixture.root) }
        LayoutConstraint.activate(active)
        fixture.root.layoutIfNeeded()
        var index = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            fixture.state = states[index % states.count]
            index += 1
            LayoutConstraint.deactivate(active)
            active = fixture.layouts.flatMap { $0.constraints(in: fixture.root) }
            LayoutConstraint.activate(active)
            fixture.root.setNeedsLayout()
            fixture.root.layoutIfNeeded()
            blackHole(fixture.root.subviews.last?.frame)
        }
        benchmark.stopMeasurement()
    }
}

/// 100 views; every view has width == 100, height == 20, left == root.left + 10, plus
/// - list:  top_i == root.top + 20·i
/// - mixed: even i as list; odd i: centerY_i == root.top + 20·i + 10
/// - loose: top_i == root.top + 30·i
final class RelayoutSwitchFixture {
    enum State { case list, mixed, loose }

    let root: View
    let views: [View]
    var state = State.list
    private(set) var layouts: [any LayingOut] = []
    private(set) var viewLayout: ViewLayout!

    init(count: Int) {
        root = View(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(count) * 30 + 100), name: "root")
        views = (0..<count).map { i in
            let v = View(name: "v\(i)")
            v.translatesAutoresizingMaskIntoConstraints = false
            return v
        }
        for v in views { root.addSubview(v) }
        let views = self.views
        let common = ListLayout(items: { _ in views }) { root, view, _, _, _ in
            [view.widthAnchor.constraint(equalToConstant: 100),
             view.heightAnchor.constraint(equalToConstant: 20),
             view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)]
        }
        let positions = ListLayout(items: { _ in views }) { [unowned self] root, view, i, _, _ in
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
        layouts = [common, positions]
        viewLayout = ViewLayout(rootView: root, layouts: layouts)
    }
}
