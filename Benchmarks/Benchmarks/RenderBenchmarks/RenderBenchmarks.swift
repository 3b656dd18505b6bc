import Benchmark
import Foundation
import PlumbCore
import PlumbRender

/// Renderer benchmarks on a laid-out list screen of 20 rows (81 views): the SVG wireframe, the
/// PNG wireframe drawn into pixels, and the pixels encoded as a PNG file (deflate), at 2×.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)
    let root = ListScreen.make(rows: 20)
    root.layoutIfNeeded()
    Benchmark("svg wireframe 81 views") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SVGRenderer(showsConstraints: true, title: "list").render(root)) }
    }
    Benchmark("png bitmap 81 views @2x") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(PNGRenderer(showsConstraints: true, title: "list").bitmap(root)) }
    }
    let bitmap = PNGRenderer(showsConstraints: true, title: "list").bitmap(root)
    Benchmark("png encode \(bitmap.width)x\(bitmap.height)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bitmap.pngData()) }
    }
}

/// A 390 × 844 screen with a column of rows, each an icon and two lines of text.
enum ListScreen {
    static func make(rows: Int) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        var above: View?
        for index in 0..<rows {
            let row = View(name: "row\(index)")
            let icon = View(name: "icon")
            let title = View(name: "title")
            let detail = View(name: "detail")
            for view in [row, icon, title, detail] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            for view in [icon, title, detail] { row.addSubview(view) }
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 8),
                row.heightAnchor.constraint(equalToConstant: 32),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 24),
                icon.heightAnchor.constraint(equalToConstant: 24),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                title.topAnchor.constraint(equalTo: row.topAnchor),
                title.heightAnchor.constraint(equalToConstant: 16),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor),
                detail.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            ])
            above = row
        }
        return root
    }
}
