import Foundation
import PlumbCore

/// Reads environment values off a file's own constraints: an `==` constraint (required ones
/// first) between a view edge whose frame IB recorded and a safe-area, margin or old-guide edge
/// says where that edge was when IB saved the file. A multiplier other than 1 is read for a
/// safe-area or margins guide whose owner contains the view (`view.centerY == safe.centerY × m`).
struct EnvironmentObserver {
    let context: RootContext
    /// Per view index, per edge: insets of its safe-area guide implied by constraints.
    var safeArea: [Int: [Edge: [CGFloat]]] = [:]
    /// Per view index, per edge: total inset of its margins guide (from its frame).
    var margins: [Int: [Edge: [CGFloat]]] = [:]
    /// Per guide owner: implied absolute centres of the safe-area (x: 0, y: 1) and margins guides.
    var safeAreaCenters: [Int: [Int: [CGFloat]]] = [:]
    var marginCenters: [Int: [Int: [CGFloat]]] = [:]
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

    /// Required constraints are the evidence; an optional `==` constraint (which IB's frames
    /// satisfy unless something stronger wins) fills in only an edge no required one speaks for.
    mutating func observe() {
        observe(required: true)
        var optional = EnvironmentObserver(context: context)
        optional.observe(required: false)
        merge(optional)
    }

    private mutating func merge(_ other: EnvironmentObserver) {
        func fill(_ mine: inout [Int: [Edge: [CGFloat]]], _ theirs: [Int: [Edge: [CGFloat]]]) {
            for (owner, edges) in theirs {
                for (edge, values) in edges where mine[owner]?[edge] == nil { mine[owner, default: [:]][edge] = values }
            }
        }
        func fill(_ mine: inout [Int: [Int: [CGFloat]]], _ theirs: [Int: [Int: [CGFloat]]]) {
            for (owner, axes) in theirs {
                for (axis, values) in axes where mine[owner]?[axis] == nil { mine[owner, default: [:]][axis] = values }
            }
        }
        fill(&safeArea, other.safeArea)
        fill(&margins, other.margins)
        fill(&safeAreaCenters, other.safeAreaCenters)
        fill(&marginCenters, other.marginCenters)
        if topGuide == nil { topGuide = other.topGuide }
        if bottomGuide == nil { bottomGuide = other.bottomGuide }
    }

    private mutating func observe(required: Bool) {
        for (constraint, constant) in context.active {
            guard constraint.relation == .equal, (constraint.priority >= 1000) == required,
                  let secondAttribute = constraint.secondAttribute else { continue }
            let firstItem = constraint.firstItem ?? context.viewByIndex[constraint.holder]?.id
            guard let firstItem, let secondItem = constraint.secondItem else { continue }
            let first = (firstItem, constraint.firstAttribute), second = (secondItem, secondAttribute)
            let m = constraint.multiplier
            // first = m × second + constant, measured from the origin of the view the constraint is
            // installed on (UIKit's rule; with m = 1 the origin cancels).
            if let probe = probe(first.0, first.1), let known = known(second.0, second.1, other: first.0, for: probe),
               let origin = origin(for: probe, other: second.0, multiplier: m, axis: first.1) {
                record(probe, first.1, value: origin + m * (known - origin) + constant)
            } else if let probe = probe(second.0, second.1), let known = known(first.0, first.1, other: second.0, for: probe),
                      let origin = origin(for: probe, other: first.0, multiplier: m, axis: second.1) {
                record(probe, second.1, value: origin + (known - origin - constant) / m)
            }
        }
    }

    /// The origin, on `axis`'s axis, that a constraint with multiplier `m` measures positions
    /// from: 0 when `m` is 1. Otherwise only a safe-area or margins guide whose owner contains
    /// the other item is read (the owner is then the view the constraint is installed on);
    /// sizes, baselines and the old top and bottom guides are not, nor a multiplier near 0.
    private func origin(for probe: Probe, other: String, multiplier m: Double, axis attribute: IBAttribute) -> CGFloat? {
        if m == 1 { return 0 }
        guard m.isFinite, abs(m) > 0.01, !attribute.isBaseline else { return nil }
        let owner: Int
        switch probe {
        case .safeArea(let index), .margins(let index): owner = index
        case .topGuide, .bottomGuide: return nil
        }
        guard let otherIndex = context.indexByID[other], context.isDescendant(otherIndex, of: owner) else { return nil }
        let rect = context.alignmentRect(owner)
        switch attribute {
        case .top, .bottom, .topMargin, .bottomMargin, .centerY, .centerYWithinMargins: return rect.minY
        case .left, .right, .leading, .trailing, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerX, .centerXWithinMargins: return rect.minX
        default: return nil
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

    /// The recorded position of a view edge (alignment rect, root coordinates). For an old
    /// top/bottom guide, a margin edge of a view whose margins are IB's plain 8 pt counts too
    /// (the edge inset by 8), as long as the document has no safe areas to add to the margins.
    private func known(_ item: String, _ attribute: IBAttribute, other: String, for probe: Probe) -> CGFloat? {
        if attribute.isMargin {
            switch probe {
            case .topGuide, .bottomGuide: return knownPlainMargin(item, attribute)
            default: return nil
            }
        }
        return known(item, attribute, other: other)
    }

    private func knownPlainMargin(_ item: String, _ attribute: IBAttribute) -> CGFloat? {
        guard !context.document.useSafeAreas, let index = context.indexByID[item], index != context.installedRoot.index,
              let view = context.viewByIndex[index], view.frame != nil, view.layoutMargins == nil,
              view.directionalLayoutMargins == nil, !view.preservesSuperviewLayoutMargins,
              !view.element.hasPrefix("tableViewCell"), !view.element.hasPrefix("collectionViewCell") else { return nil }
        let rect = context.alignmentRect(index)
        switch attribute {
        case .topMargin: return rect.minY + 8
        case .bottomMargin: return rect.maxY - 8
        case .leadingMargin, .leftMargin: return rect.minX + 8
        case .trailingMargin, .rightMargin: return rect.maxX - 8
        default: return nil
        }
    }

    private func known(_ item: String, _ attribute: IBAttribute, other: String) -> CGFloat? {
        guard let index = context.indexByID[item], !attribute.isMargin, !attribute.isBaseline,
              context.viewByIndex[index]?.frame != nil else { return nil }
        // A scroll view's trailing and bottom towards its own content are content edges, not its frame.
        if let view = context.viewByIndex[index], IBLowering.scrollingElements.contains(view.element),
           let otherIndex = context.ownerIndex(of: other), context.isDescendant(otherIndex, of: index) {
            return nil
        }
        let rect = context.alignmentRect(index)
        switch attribute {
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }

    private mutating func record(_ probe: Probe, _ attribute: IBAttribute, value: CGFloat) {
        let edge: Edge
        switch attribute {
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            let axis = attribute == .centerX || attribute == .centerXWithinMargins ? 0 : 1
            switch probe {
            case .safeArea(let owner): safeAreaCenters[owner, default: [:]][axis, default: []].append(value)
            case .margins(let owner): marginCenters[owner, default: [:]][axis, default: []].append(value)
            default: break
            }
            return
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

    /// Observed insets of a guide, per edge, with a missing edge derived from an observed centre
    /// and the opposite edge (`fallback` supplies unobserved edges).
    func insets(_ observed: [Edge: [CGFloat]]?, centers: [Int: [CGFloat]]?, owner: Int, fallback: EdgeInsets) -> [Edge: CGFloat] {
        var result: [Edge: CGFloat] = [:]
        for edge in Edge.allCases {
            if let value = observed?[edge].flatMap(Self.consensus) { result[edge] = value }
        }
        let rect = context.alignmentRect(owner)
        // Centres of pixel-snapped frames are only good to about half a point: a derived edge
        // replaces the fallback only when it is clearly different.
        func derived(_ value: CGFloat, _ edge: Edge) -> CGFloat {
            abs(value - fallback[edge]) > 1 ? (value * 6).rounded() / 6 : fallback[edge]
        }
        for (axis, pair) in [(0, (Edge.left, Edge.right)), (1, (Edge.top, Edge.bottom))] {
            guard let center = centers?[axis].flatMap(Self.consensus(_:)) ?? centers?[axis]?.first else { continue }
            let low = axis == 0 ? rect.minX : rect.minY, high = axis == 0 ? rect.maxX : rect.maxY
            if let near = result[pair.0], result[pair.1] == nil {
                result[pair.1] = derived(high - (2 * center - (low + near)), pair.1)
            } else if let far = result[pair.1], result[pair.0] == nil {
                result[pair.0] = derived((2 * center - (high - far)) - low, pair.0)
            } else if result[pair.0] == nil, result[pair.1] == nil {
                let near = fallback[pair.0]
                result[pair.0] = near
                result[pair.1] = derived(high - (2 * center - (low + near)), pair.1)
            }
        }
        return result
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

    /// The value most observations agree on (within half a point), or nil for nonsense. A
    /// negative value counts only when at least two observations agree on it and none disagree
    /// (IB has saved such frames; one stray frame must not move a guide outside its view).
    static func consensus(_ values: [CGFloat]) -> CGFloat? {
        let finite = values.filter { $0.isFinite && $0 > -400 && $0 < 400 }
        if let low = finite.min(), let high = finite.max(), low < -0.5 {
            guard finite.count >= 2, high - low <= 0.5 else { return consensus(finite.filter { $0 > -0.5 }) }
            return (finite[finite.count / 2] * 6).rounded() / 6
        }
        let sorted = finite.filter { $0 > -0.5 }.sorted()
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
