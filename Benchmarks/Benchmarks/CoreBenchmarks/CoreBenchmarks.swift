import Benchmark
import Foundation
import PlumbCore

/// Layout-engine benchmarks: nested stacks of N views laid out from scratch, and a root resize
/// step on an already laid-out tree. Sizes 100, 1 000 and 10 000 show how cost grows per view.
///
/// Each measurement stops before the closure returns: tearing down a 10 000-view tree takes
/// about a tenth of its layout, and it would otherwise be counted in every sample (it made the
/// resize step look ten times slower than it is).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    for count in [100, 1_000, 10_000] {
        Benchmark("layout nested stacks \(count) views", configuration: .init(maxIterations: count >= 10_000 ? 5 : 50)) { benchmark in
            let roots = (0..<benchmark.scaledIterations.count).map { _ in NestedStacks.make(views: count) }
            benchmark.startMeasurement()
            for root in roots {
                root.layoutIfNeeded()
                blackHole(root.subviews.first?.frame)
            }
            benchmark.stopMeasurement()
        }
        Benchmark("resize step nested stacks \(count) views", configuration: .init(maxIterations: count >= 10_000 ? 20 : 200)) { benchmark in
            let root = NestedStacks.make(views: count)
            root.layoutIfNeeded()
            var wide = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                wide.toggle()
                root.frame = CGRect(x: 0, y: 0, width: wide ? 414 : 375, height: 812)
                root.layoutIfNeeded()
                blackHole(root.subviews.first?.frame)
            }
            benchmark.stopMeasurement()
        }
    }
}

/// A column of rows; each row is a horizontal stack of an icon, a vertical stack of two labels
/// and a badge — the shape of a long list screen — until `views` views exist.
enum NestedStacks {
    static func make(views: Int) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "root")
        let column = StackView(name: "column")
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        var made = 2
        var i = 0
        while made < views {
            let icon = View(name: "icon")
            icon.intrinsicContentSize = CGSize(width: 32, height: 32)
            let title = View(name: "title")
            title.intrinsicContentSize = CGSize(width: 180, height: 20)
            let subtitle = View(name: "subtitle")
            subtitle.intrinsicContentSize = CGSize(width: 120, height: 16)
            let texts = StackView(arrangedSubviews: [title, subtitle], name: "texts")
            texts.axis = .vertical
            let badge = View(name: "badge")
            badge.intrinsicContentSize = CGSize(width: 24, height: 24)
            let row = StackView(arrangedSubviews: [icon, texts, badge], name: "row\(i)")
            row.spacing = 8
            row.alignment = .center
            column.addArrangedSubview(row)
            made += 6
            i += 1
        }
        return root
    }
}
