import Foundation
import PlumbCore

/// Reads environment values off a file's own constraints: a required `==` constraint with
/// multiplier 1 between a view edge whose frame IB recorded and a safe-area, margin or old-guide
/// edge says where that edge was when IB saved the file.
struct EnvironmentObserver {
    let context: RootContext
    /// Per view index, per edge: insets of its safe-area guide implied by constraints.
    var safeArea: [Int: [Edge: [CGFloat]]] = [:]
    /// Per view index, per edge: total inset of its margins guide (from its frame).
    var margins: [Int: [Edge: [CGFloat]]] = [:]
    var topGuide: [CGFloat]?
    var bottomGuide: [CGFloat]?

    init(context: RootContext) {
        self.context = context
    }

    private enum Probe {
        case safeArea(owner: Int)
        case margins(owner: Int)
        case topGuide
        case bottomGuide
    }

    mutating func observe() {
        for (constraint, constant) in context.active {
            guard constraint.relation == .equal, constraint.multiplier == 1, constraint.priority >= 1000,
                  let secondAttribute = constraint.secondAttribute else { continue }
            let firstItem = constraint.firstItem ?? context.viewByIndex[constraint.holder]?.id
            guard let firstItem, let secondItem = constraint.secondItem else { continue }
            let first = (firstItem, constraint.firstAttribute), second = (secondItem, secondAttribute)
            // first = second + constant
            if let probe = probe(first.0, first.1), let known = known(second.0, second.1) {
                record(probe, first.1, value: known + constant)
            } else if let probe = probe(second.0, second.1), let known = known(first.0, first.1) {
                record(probe, second.1, value: known - constant)
            }
        }
    }

    /// A guide or margin edge whose position the file does not record.
    private func probe(_ item: String, _ attribute: IBAttribute) -> Probe? {
        if let guide = context.guideByID[item] {
            switch guide.kind {
            case .safeArea: return .safeArea(owner: guide.owner)
            case .layoutMargins: return .margins(owner: guide.owner)
            case .topLayoutGuide: return attribute == .bottom ? .topGuide : nil
            case .bottomLayoutGuide: return attribute == .top ? .bottomGuide : nil
            default: return nil
            }
        }
        if attribute.isMargin, let index = context.indexByID[item] { return .margins(owner: index) }
        return nil
    }

    /// The recorded position of a view edge (alignment rect, root coordinates).
    private func known(_ item: String, _ attribute: IBAttribute) -> CGFloat? {
        guard let index = context.indexByID[item], !attribute.isMargin, !attribute.isBaseline,
              context.viewByIndex[index]?.frame != nil else { return nil }
        // Content edges of scroll views are not their frame.
        if let view = context.viewByIndex[index], ["scrollView", "tableView", "collectionView", "textView"].contains(view.element) {
            return nil
        }
        let rect = context.alignmentRect(index)
        switch attribute {
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        default: return nil
        }
    }

    private mutating func record(_ probe: Probe, _ attribute: IBAttribute, value: CGFloat) {
        let edge: Edge
        switch attribute {
        case .top, .topMargin: edge = .top
        case .bottom, .bottomMargin: edge = .bottom
        case .left, .leading, .leftMargin, .leadingMargin: edge = .left
        case .right, .trailing, .rightMargin, .trailingMargin: edge = .right
        default: return
        }
        switch probe {
        case .safeArea(let owner):
            guard let inset = inset(of: owner, edge, value) else { return }
            safeArea[owner, default: [:]][edge, default: []].append(inset)
        case .margins(let owner):
            guard let inset = inset(of: owner, edge, value) else { return }
            margins[owner, default: [:]][edge, default: []].append(inset)
        case .topGuide:
            guard edge == .bottom else { return }
            topGuide = (topGuide ?? []) + [value - (context.absoluteFrame[context.installedRoot.index]?.minY ?? 0)]
        case .bottomGuide:
            guard edge == .top else { return }
            bottomGuide = (bottomGuide ?? []) + [(context.absoluteFrame[context.installedRoot.index]?.maxY ?? 0) - value]
        }
    }

    private func inset(of owner: Int, _ edge: Edge, _ value: CGFloat) -> CGFloat? {
        let rect = context.alignmentRect(owner)
        switch edge {
        case .top: return value - rect.minY
        case .left: return value - rect.minX
        case .bottom: return rect.maxY - value
        case .right: return rect.maxX - value
        }
    }

    /// The value most observations agree on (within half a point), or nil for nonsense.
    static func consensus(_ values: [CGFloat]) -> CGFloat? {
        let sorted = values.filter { $0.isFinite && $0 > -0.5 && $0 < 400 }.sorted()
        guard !sorted.isEmpty else { return nil }
        var best: [CGFloat] = []
        var group: [CGFloat] = []
        for value in sorted {
            if let first = group.first, value - first > 0.5 {
                if group.count > best.count { best = group }
                group = []
            }
            group.append(value)
        }
        if group.count > best.count { best = group }
        let median = best[best.count / 2]
        return max(0, (median * 6).rounded() / 6)
    }
}
