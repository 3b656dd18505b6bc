import Foundation
import Mortar
import PlumbCore

/// One MortarVFL statement: validation (frontends.md §2.15.4) and lowering to constraints
/// (§2.15.5), with Plumb's fixes:
/// - weighted and copied-size whitespace become layout guides named `MortarVFL-space-N`, owned
///   by the statement's nearest common ancestor, never hidden views (§6.1 #3, issues #25/#26);
///   deactivating the statement removes them;
/// - `[==view]` is a real `size == view.size` constraint (#5);
/// - cycles are found wherever they are (#4);
/// - parallel-view bonds are part of the returned group (#2);
/// - capture attributes without an axis are rejected (#6) and a doubly captured all-fixed
///   statement is an error (#7);
/// - with leading/trailing captures the nodes use leading/trailing, so the statement follows
///   the layout direction (#16). Implicit captures keep Mortar's left/right.
struct MortarVFLStatement {
    let axis: MortarAxis
    let listOperator: String
    var leading: MortarVFLCapture?
    var trailing: MortarVFLCapture?
    var nodes: [MortarVFLNode]
    var errors: [MortarError]

    /// `X |> list` and relatives.
    static func begin(
        _ lhs: any MortarAttributable, _ rhs: any MortarVFLNodeConvertible, axis: MortarAxis, padded: Bool,
        surround: Bool, operatorName: String
    ) -> MortarGroup {
        let list = rhs.mortarVFLList
        var errors = list.errors
        let capture = MortarVFLCapture(attribute: captureAttribute(lhs, &errors), axis: axis, operatorName: operatorName)
        var trailing = list.trailing
        if surround {
            if trailing != nil {
                errors.append(.vflSurroundWithTrailingCapture(listOperator: operatorName))
            } else if capture.attribute.kind != nil {
                errors.append(.vflCaptureNotAnEdge(
                    capture: capture.attribute.description, attribute: "an explicit attribute with \(operatorName)"))
            }
            trailing = capture
        }
        var nodes = list.nodes
        if padded {
            nodes.insert(.defaultPadding, at: 0)
            if surround { nodes.append(.defaultPadding) }
        }
        if let trailing, trailing.axis != axis {
            errors.insert(.vflAxisMismatch(listOperator: operatorName, captureOperator: trailing.operatorName), at: 0)
        }
        let statement = MortarVFLStatement(
            axis: axis, listOperator: operatorName, leading: capture, trailing: trailing, nodes: nodes, errors: errors)
        return statement.run()
    }

    /// `list <| Y` and relatives: the list with a trailing capture, waiting for its list-begin.
    static func trailing(
        _ lhs: any MortarVFLNodeConvertible, _ rhs: any MortarAttributable, axis: MortarAxis, padded: Bool,
        operatorName: String
    ) -> MortarVFLList {
        var list = lhs.mortarVFLList
        if list.trailing != nil { list.errors.append(.vflNestedCapture) }
        if padded { list.nodes.append(.defaultPadding) }
        list.trailing = MortarVFLCapture(attribute: captureAttribute(rhs, &list.errors), axis: axis, operatorName: operatorName)
        return list
    }

    /// `list <! Y` and relatives: a single-ended statement, built now.
    static func end(
        _ lhs: any MortarVFLNodeConvertible, _ rhs: any MortarAttributable, axis: MortarAxis, padded: Bool,
        operatorName: String
    ) -> MortarGroup {
        let list = trailing(lhs, rhs, axis: axis, padded: padded, operatorName: operatorName)
        let statement = MortarVFLStatement(
            axis: axis, listOperator: operatorName, leading: nil, trailing: list.trailing, nodes: list.nodes,
            errors: list.errors)
        return statement.run()
    }

    static func captureAttribute(_ value: any MortarAttributable, _ errors: inout [MortarError]) -> MortarAttribute {
        let operand = value.mortarOperand
        guard let attribute = operand.attribute, attribute.item != nil else {
            errors.append(.vflCaptureWithoutItem(capture: operand.attribute?.description ?? "a tuple"))
            return MortarAttribute(constant: 0)
        }
        errors += attribute.errors
        return attribute
    }

    // MARK: Running

    func run() -> MortarGroup {
        let origin = MortarSource.origin(for: listOperator)
        if let error = errors.first ?? validate() {
            let refused = MortarConstraint(origin: origin, plans: [], errors: [error])
            MortarDeferral.submit(refused)
            return [refused]
        }
        let edges = edgeAttributes()
        let priority = MortarDefault.priority.current()
        let statement = self
        let constraint = MortarConstraint(origin: origin) { build in
            statement.build(into: &build, edges: edges, priority: priority, origin: origin)
        }
        MortarDeferral.submit(constraint)
        return [constraint]
    }

    // MARK: Validation, in the original's order

    func validate() -> MortarError? {
        var seen: [ObjectIdentifier] = []
        for view in nodes.flatMap(\.views) {
            if seen.contains(ObjectIdentifier(view)) { return .vflDuplicateView(view: view.itemName) }
            seen.append(ObjectIdentifier(view))
        }
        guard nodes.contains(where: { !$0.isWhitespace }) else { return .vflNoViews }
        if let error = validateReferences() { return error }
        for (a, b) in zip(nodes, nodes.dropFirst()) where a.fixedPadding != nil && b.fixedPadding != nil {
            return .vflAdjacentFixedPadding(first: a.description, second: b.description)
        }
        if leading == nil || trailing == nil, let weighted = nodes.first(where: \.isWeighted) {
            return .vflWeightWithoutBothCaptures(node: weighted.description)
        }
        if leading == nil, nodes.first?.isWhitespace == true { return .vflOpenEndWhitespace(end: "leading") }
        if trailing == nil, nodes.last?.isWhitespace == true { return .vflOpenEndWhitespace(end: "trailing") }
        if let error = validateCaptures() { return error }
        if leading != nil, trailing != nil, nodes.allSatisfy({ isFixed($0) }) { return .vflAllFixed }
        return nil
    }

    /// The node whose base view is `view`.
    func nodeIndex(baseView view: View) -> Int? {
        nodes.firstIndex { $0.views.first === view }
    }

    func validateReferences() -> MortarError? {
        for node in nodes {
            guard case let .reference(target) = node.sizing else { continue }
            guard nodeIndex(baseView: target) != nil else {
                return .vflUnknownSizeReference(node: node.description, referenced: target.itemName)
            }
        }
        // Follow every chain of references; a repeated node is a loop, wherever it starts.
        for start in nodes.indices where !nodes[start].isWhitespace {
            var path = [start]
            var current = start
            while case let .reference(target) = nodes[current].sizing, let next = nodeIndex(baseView: target) {
                if let loopStart = path.firstIndex(of: next) {
                    let cycle = (path[loopStart...] + [next]).map { nodes[$0].views[0].itemName }
                    return .vflCyclicSizeReference(cycle: cycle)
                }
                path.append(next)
                current = next
            }
        }
        return nil
    }

    func validateCaptures() -> MortarError? {
        var directional: [String] = []
        var absolute: [String] = []
        for capture in [leading, trailing].compactMap({ $0 }) {
            guard let kind = capture.attribute.kind else { continue }
            let name = capture.attribute.description
            guard case let .single(attribute) = kind, !attribute.isDimension else {
                return .vflCaptureNotAnEdge(capture: name, attribute: kind.description)
            }
            if attribute.axis != axis.layoutAxis {
                return .vflCaptureAxisMismatch(capture: name, attribute: attribute, statementAxis: axis)
            }
            if [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute) { directional.append(name) }
            if [.left, .right, .leftMargin, .rightMargin].contains(attribute) { absolute.append(name) }
        }
        if let d = directional.first, let a = absolute.first {
            let leadingName = leading?.attribute.description
            return leadingName == d ? .vflMixedDirection(leading: d, trailing: a) : .vflMixedDirection(leading: a, trailing: d)
        }
        return nil
    }

    /// Whether the node's length is fixed (directly or through references).
    func isFixed(_ node: MortarVFLNode) -> Bool {
        var current = node
        var steps = 0
        while case let .reference(target) = current.sizing, let next = nodeIndex(baseView: target), steps < nodes.count {
            current = nodes[next]
            steps += 1
        }
        if case .fixed = current.sizing { return true }
        return false
    }

    // MARK: Lowering

    /// (start, end, length) attributes of the nodes.
    func edgeAttributes() -> (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute) {
        if axis == .vertical { return (.top, .bottom, .height) }
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let explicit = [leading, trailing].compactMap { capture -> LayoutAttribute? in
            if case let .single(a) = capture?.attribute.kind { return a }
            return nil
        }
        return explicit.contains(where: directional.contains) ? (.leading, .trailing, .width) : (.left, .right, .width)
    }

    func build(
        into build: inout MortarBuild, edges: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute),
        priority: LayoutPriority, origin: ConstraintOrigin
    ) {
        // The items every capture end uses: explicit attribute, or the outer edge.
        func end(_ capture: MortarVFLCapture?, _ implicit: LayoutAttribute) -> (item: any LayoutItem, attribute: LayoutAttribute)? {
            guard let capture, let item = capture.attribute.item else { return nil }
            if case let .single(a) = capture.attribute.kind { return (item, a) }
            return (item, implicit)
        }
        let leadingEnd = end(leading, edges.start)
        let trailingEnd = end(trailing, edges.end)

        // Spacer guides for weighted and copied-size whitespace, owned by the common ancestor.
        var spacers: [Int: LayoutGuide] = [:]
        let needsSpacers = nodes.contains { $0.isWhitespace && $0.fixedPadding == nil }
        if needsSpacers {
            let views = nodes.flatMap(\.views) + [leadingEnd?.item, trailingEnd?.item].compactMap { $0 }.compactMap(\.owningViewForLayout)
            guard let owner = Self.commonAncestor(views) else {
                build.errors.append(.vflNoCommonAncestor(views: Self.uniqueNames(views)))
                return
            }
            var next = Self.nextSpacerIndex(in: owner)
            for (i, node) in nodes.enumerated() where node.isWhitespace && node.fixedPadding == nil {
                let guide = LayoutGuide(identifier: "MortarVFL-space-\(next)")
                next += 1
                owner.addLayoutGuide(guide)
                spacers[i] = guide
                build.guides.append(guide)
            }
            build.guideOwner = owner
        }

        var plans: [MortarPlan] = []
        func equal(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ source: MortarPlan.Source,
                   multiplier: CGFloat = 1, constant: CGFloat = 0) {
            plans.append(MortarPlan(target: item, targetAttribute: attribute, relation: .equal, source: source,
                                    multiplier: multiplier, constant: constant, priority: priority))
        }

        var previous = leadingEnd
        var gap: CGFloat = 0
        var firstWeighted: (item: any LayoutItem, weight: CGFloat)?
        for (i, node) in nodes.enumerated() {
            if let padding = node.fixedPadding {
                gap = padding
                continue
            }
            let current: any LayoutItem = spacers[i] ?? node.views[0]
            if let previous {
                equal(current, edges.start, .item(previous.item, previous.attribute), constant: gap)
            }
            switch node.sizing {
            case .intrinsic:
                break
            case let .fixed(length):
                equal(current, edges.length, .constant, constant: length)
            case let .weight(weight):
                if let first = firstWeighted {
                    equal(current, edges.length, .item(first.item, edges.length), multiplier: weight / first.weight)
                } else {
                    firstWeighted = (current, weight)
                }
            case let .reference(view):
                equal(current, edges.length, .item(view, edges.length))
            }
            for extra in node.views.dropFirst() {
                equal(extra, edges.start, .item(current, edges.start))
                equal(extra, edges.end, .item(current, edges.end))
            }
            previous = (current, edges.end)
            gap = 0
        }
        if let trailingEnd, let previous {
            equal(previous.item, previous.attribute, .item(trailingEnd.item, trailingEnd.attribute), constant: -gap)
        }
        build.add(plans, origin: origin)
    }

    /// The deepest view that is (or contains) every one of `views`.
    static func commonAncestor(_ views: [View]) -> View? {
        guard let first = views.first else { return nil }
        var chain: [View] = []
        var current: View? = first
        while let v = current {
            chain.append(v)
            current = v.superview
        }
        for ancestor in chain where views.allSatisfy({ $0 === ancestor || $0.isDescendant(of: ancestor) }) {
            return ancestor
        }
        return nil
    }

    static func nextSpacerIndex(in owner: View) -> Int {
        let prefix = "MortarVFL-space-"
        let used = owner.layoutGuides.compactMap { g -> Int? in
            g.identifier.hasPrefix(prefix) ? Int(g.identifier.dropFirst(prefix.count)) : nil
        }
        return (used.max() ?? 0) + 1
    }

    static func uniqueNames(_ views: [View]) -> [String] {
        var names: [String] = []
        for v in views where !names.contains(v.itemName) { names.append(v.itemName) }
        return names
    }
}
