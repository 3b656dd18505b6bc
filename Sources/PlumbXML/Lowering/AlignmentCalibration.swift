import Foundation
import PlumbCore

/// Alignment-rect insets of a document's controls, read off its own constraints and frames.
///
/// AppKit's control metrics changed between macOS and Xcode versions, so a fixed table is only a
/// starting point. A required `==` constraint (multiplier 1) between an edge of a control and an
/// edge of a view whose alignment rect is known (plain views, boxes, stacks, labels, the root)
/// says where the control's alignment edge was when IB saved the file; the difference to its
/// recorded frame is the inset. Observations are pooled per control class (element, cell type,
/// bezel, size) over the whole document; edges nothing observes keep the table's value.
struct AlignmentCalibration {
    /// Class key → per-edge insets that the file implies.
    private(set) var observed: [String: [Edge: CGFloat]] = [:]
    /// Class key → what the file implies for left + right and top + bottom together: a
    /// required fixed `width == c` (or height) on a control whose frame is `c + sum` wide.
    private(set) var sums: [String: (horizontal: CGFloat?, vertical: CGFloat?)] = [:]
    /// View id → what its own required fixed `width`/`height` says its insets add up to. A
    /// control's own size is direct evidence about it (a square button whose SF Symbol image
    /// makes its frame 4 pt taller than its 48-pt height), so it wins over its class's consensus.
    private(set) var viewSums: [String: (horizontal: CGFloat?, vertical: CGFloat?)] = [:]

    /// The key under which a view's insets are pooled, or nil for views whose insets are trusted
    /// (plain views, stacks, boxes and text fields: labels' ±2 and bezeled fields' 0 hold across
    /// every Xcode in the survey).
    static func classKey(_ view: IBView, platform: InterfaceBuilderDocument.Platform) -> String? {
        let cell = view.cellAttributes
        if platform != .macOS {
            return ["slider", "switch"].contains(view.element) ? "\(view.element)/\((view.frame?.width ?? 0).rounded())" : nil
        }
        switch view.element {
        case "button", "popUpButton", "segmentedControl", "stepper", "comboBox", "searchField", "colorWell",
             "datePicker", "levelIndicator", "progressIndicator", "slider", "pathControl", "switch":
            return [view.element, cell["type"] ?? "-", cell["bezelStyle"] ?? "-", cell["controlSize"] ?? view.attributes["controlSize"] ?? "regular",
                    view.attributes["style"] ?? "-"].joined(separator: "/")
        case "secureTextField", "tokenField":
            return [view.element, cell["borderStyle"] ?? "-", cell["bezelStyle"] ?? "-", cell["controlSize"] ?? "regular"].joined(separator: "/")
        case "imageView":
            return cell["imageFrameStyle"].map { "imageView/\($0)" }
        case "box":
            return view.attributes["boxType"] == "separator" ? "box/separator/\((view.frame?.width ?? 0) >= (view.frame?.height ?? 0) ? "h" : "v")" : nil
        default:
            return nil
        }
    }

    init(document: InterfaceBuilderDocument, traits: TraitCollection?) {
        var contexts: [RootContext] = []
        for scene in document.scenes {
            for root in scene.roots {
                var context = RootContext(root: root, document: document, traits: traits)
                context.resolveVariations()
                context.collect()
                context.computeTableInsets()
                contexts.append(context)
            }
        }
        var widthSums: [String: [CGFloat]] = [:], heightSums: [String: [CGFloat]] = [:]
        for context in contexts {
            var fixedImageSizes: [String: (width: CGFloat?, height: CGFloat?)] = [:]
            defer { deriveImageSumsFromAspect(context, platform: document.platform, fixed: fixedImageSizes) }
            for (constraint, constant) in context.active {
                guard constraint.secondItem == nil, constraint.relation == .equal, constraint.priority >= 1000,
                      constraint.firstAttribute == .width || constraint.firstAttribute == .height else { continue }
                let index = constraint.firstItem.map { context.indexByID[$0] } ?? constraint.holder
                guard let index, let view = context.viewByIndex[index], let frame = view.frame, !view.isMarkedMisplaced else { continue }
                guard let key = Self.classKey(view, platform: document.platform) else {
                    // An image view's image can reach past its alignment rect (a template symbol
                    // 96 pt wide drawn 107 pt tall): only its own fixed size says by how much.
                    if Self.hasOwnImageInsets(view, platform: document.platform), let id = view.id {
                        if constraint.firstAttribute == .width {
                            viewSums[id, default: (nil, nil)].horizontal = frame.width - constant
                            fixedImageSizes[id, default: (nil, nil)].width = constant
                        } else {
                            viewSums[id, default: (nil, nil)].vertical = frame.height - constant
                            fixedImageSizes[id, default: (nil, nil)].height = constant
                        }
                    }
                    continue
                }
                if constraint.firstAttribute == .width {
                    widthSums[key, default: []].append(frame.width - constant)
                    if let id = view.id { viewSums[id, default: (nil, nil)].horizontal = frame.width - constant }
                } else {
                    heightSums[key, default: []].append(frame.height - constant)
                    if let id = view.id { viewSums[id, default: (nil, nil)].vertical = frame.height - constant }
                }
            }
        }
        for key in Set(widthSums.keys).union(heightSums.keys) {
            sums[key] = (widthSums[key].flatMap(EnvironmentObserver.consensus), heightSums[key].flatMap(EnvironmentObserver.consensus))
        }
        // Pass 1: controls against trusted views. Pass 2: controls against other controls, whose
        // insets are then the pass-1 values (or the table's); it only fills edges pass 1 left open.
        for pass in 1...2 {
            var samples: [String: [Edge: [CGFloat]]] = [:]
            for index in contexts.indices {
                if pass == 2 { contexts[index].computeAlignmentInsets(self) }
                observe(contexts[index], againstControls: pass == 2, into: &samples)
            }
            for (key, edges) in samples {
                for (edge, values) in edges where observed[key]?[edge] == nil {
                    if let value = EnvironmentObserver.consensus(values) { observed[key, default: [:]][edge] = value }
                }
            }
        }
    }

    private func observe(_ context: RootContext, againstControls: Bool, into samples: inout [String: [Edge: [CGFloat]]]) {
        let platform = context.document.platform
        func key(_ index: Int) -> String? { context.viewByIndex[index].flatMap { Self.classKey($0, platform: platform) } }
        /// In pass 2 another control's edge counts when pass 1 observed it or its table value is well established.
        func usable(_ index: Int, _ attribute: IBAttribute, _ key: String?) -> Bool {
            guard let key else { return true }
            guard againstControls, let view = context.viewByIndex[index], let edge = Self.edge(attribute) else { return false }
            return observed[key]?[edge] != nil || IBContentRules.hasEstablishedInsets(view, platform: platform)
        }
        for (constraint, constant) in context.active {
            guard constraint.relation == .equal, constraint.multiplier == 1, constraint.priority >= 1000,
                  let secondAttribute = constraint.secondAttribute, let secondItem = constraint.secondItem else { continue }
            let firstIndex = constraint.firstItem.map { context.indexByID[$0] } ?? constraint.holder
            guard let firstIndex, let secondIndex = context.indexByID[secondItem] else { continue }
            // A frame IB marks stale (`misplaced="YES"`) says nothing about where its edges belong.
            if context.viewByIndex[firstIndex]?.isMarkedMisplaced == true || context.viewByIndex[secondIndex]?.isMarkedMisplaced == true { continue }
            let firstKey = key(firstIndex), secondKey = key(secondIndex)
            // first.attr = second.attr + constant; one side is a calibrated control, the other a
            // trusted view (or, in pass 2, another control).
            if let firstKey, usable(secondIndex, secondAttribute, secondKey),
               let known = Self.edgeValue(context, secondIndex, secondAttribute, other: firstIndex),
               let sample = Self.inset(context, firstIndex, constraint.firstAttribute, alignmentValue: known + constant) {
                samples[firstKey, default: [:]][sample.edge, default: []].append(sample.value)
            }
            if let secondKey, usable(firstIndex, constraint.firstAttribute, firstKey),
               let known = Self.edgeValue(context, firstIndex, constraint.firstAttribute, other: secondIndex),
               let sample = Self.inset(context, secondIndex, secondAttribute, alignmentValue: known - constant) {
                samples[secondKey, default: [:]][sample.edge, default: []].append(sample.value)
            }
        }
    }

    static func edge(_ attribute: IBAttribute) -> Edge? {
        switch attribute {
        case .top: .top
        case .bottom: .bottom
        case .leading, .left: .left
        case .trailing, .right: .right
        default: nil
        }
    }

    /// A trusted view's alignment edge in root coordinates (scroll content edges excluded).
    private static func edgeValue(_ context: RootContext, _ index: Int, _ attribute: IBAttribute, other: Int) -> CGFloat? {
        guard let view = context.viewByIndex[index], view.frame != nil else { return nil }
        if context.document.platform != .macOS, IBLowering.scrollingElements.contains(view.element), context.isDescendant(other, of: index) {
            return nil
        }
        let rect = context.alignmentRect(index)
        switch attribute {
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading, .left: return rect.minX
        case .trailing, .right: return rect.maxX
        default: return nil
        }
    }

    /// The inset of one edge of a control whose alignment edge sits at `alignmentValue`.
    private static func inset(_ context: RootContext, _ index: Int, _ attribute: IBAttribute, alignmentValue: CGFloat) -> (edge: Edge, value: CGFloat)? {
        guard let frame = context.absoluteFrame[index], context.viewByIndex[index]?.frame != nil else { return nil }
        switch attribute {
        case .top: return (.top, alignmentValue - frame.minY)
        case .bottom: return (.bottom, frame.maxY - alignmentValue)
        case .leading, .left: return (.left, alignmentValue - frame.minX)
        case .trailing, .right: return (.right, frame.maxX - alignmentValue)
        default: return nil
        }
    }

    /// A fixed size stated through an image view's own required aspect ratio is as fixed as one
    /// stated directly: a document icon 48 pt wide and kept square (`width == height`) is 48 pt
    /// tall, so its 55-pt frame says 7 pt of image insets on that axis, as a `height == 48` would.
    private mutating func deriveImageSumsFromAspect(_ context: RootContext, platform: InterfaceBuilderDocument.Platform,
                                                    fixed: [String: (width: CGFloat?, height: CGFloat?)]) {
        for (constraint, constant) in context.active {
            guard constraint.relation == .equal, constraint.priority >= 1000, constraint.multiplier > 0,
                  let secondAttribute = constraint.secondAttribute,
                  Set([constraint.firstAttribute, secondAttribute]) == [.width, .height] else { continue }
            let index = constraint.firstItem.map { context.indexByID[$0] } ?? constraint.holder
            guard let index, let view = context.viewByIndex[index], let id = view.id, constraint.secondItem == id,
                  let frame = view.frame, !view.isMarkedMisplaced, Self.hasOwnImageInsets(view, platform: platform),
                  let size = fixed[id] else { continue }
            // first = multiplier · second + constant
            let m = CGFloat(constraint.multiplier)
            let widthFirst = constraint.firstAttribute == .width
            if widthFirst, let width = size.width, size.height == nil {
                viewSums[id, default: (nil, nil)].vertical = frame.height - (width - constant) / m
            } else if widthFirst, let height = size.height, size.width == nil {
                viewSums[id, default: (nil, nil)].horizontal = frame.width - (m * height + constant)
            } else if !widthFirst, let height = size.height, size.width == nil {
                viewSums[id, default: (nil, nil)].horizontal = frame.width - (height - constant) / m
            } else if !widthFirst, let width = size.width, size.height == nil {
                viewSums[id, default: (nil, nil)].vertical = frame.height - (m * width + constant)
            }
        }
    }

    /// Image views showing an image, whose frame may differ from their alignment rect: a macOS
    /// image can reach past it (a template symbol 96 pt wide drawn 107 pt tall), and a UIKit image
    /// view's alignment rect is its image's (`alignmentRectInsets`: an SF Symbol 34 pt square by
    /// constraint is recorded 34 × 33).
    static func hasOwnImageInsets(_ view: IBView, platform: InterfaceBuilderDocument.Platform) -> Bool {
        view.element == "imageView" && classKey(view, platform: platform) == nil
            && (view.attributes["image"] != nil || view.cellAttributes["image"] != nil)
    }

    /// Whether a view's own fixed size may say its frame is smaller than its alignment rect (a
    /// UIKit image's alignment insets can be negative); AppKit images only reach past it.
    private static func allowsNegativeImageInsets(_ platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform != .macOS
    }

    /// The insets to use for a view: the table's, with observed edges replaced.
    ///
    /// A fixed size fills in what the edges leave open: with one side of an axis observed the
    /// other is the sum less it; with neither, the sum is shared as the table shares it (a
    /// push button 78 wide in a 92-pt frame: 7 and 7 where the table says 6 and 6). A view's
    /// own fixed size (``viewSums``) wins over its class's when the two differ.
    func insets(for view: IBView, platform: InterfaceBuilderDocument.Platform, table: EdgeInsets) -> EdgeInsets {
        guard let key = Self.classKey(view, platform: platform) else {
            // Shared evenly: nothing else says how an image reaches past its rect.
            guard Self.hasOwnImageInsets(view, platform: platform), let id = view.id, let own = viewSums[id] else { return table }
            let least: CGFloat = Self.allowsNegativeImageInsets(platform) ? -24 : 0
            func usable(_ sum: CGFloat?) -> CGFloat? { sum.flatMap { $0 != 0 && $0 >= least && $0 <= 24 ? $0 : nil } }
            var result = table
            if let sum = usable(own.horizontal) { result.left = sum / 2; result.right = sum / 2 }
            if let sum = usable(own.vertical) { result.top = sum / 2; result.bottom = sum / 2 }
            return result
        }
        var result = table
        let edges = observed[key] ?? [:]
        for (edge, value) in edges where value >= 0 && value <= 12 { result[edge] = value }
        let own = view.id.flatMap { viewSums[$0] }
        func fill(_ sum: CGFloat?, _ a: Edge, _ b: Edge, classSum: CGFloat?) {
            guard let sum, sum >= 0, sum <= 24 else { return }
            // A view whose own size sets it apart from its class (its sum differs from the
            // class's) does not take the class's observed edges on that axis: its own sum is
            // shared as the table shares it.
            let apart = classSum.map { abs($0 - sum) > 0.5 } ?? false
            var hasA = edges[a].map { $0 >= 0 && $0 <= 12 } ?? false, hasB = edges[b].map { $0 >= 0 && $0 <= 12 } ?? false
            if apart {
                hasA = false; hasB = false
                result[a] = table[a]; result[b] = table[b]
            }
            switch (hasA, hasB) {
            case (true, false): result[b] = max(0, sum - result[a])
            case (false, true): result[a] = max(0, sum - result[b])
            case (false, false):
                let total = table[a] + table[b]
                guard abs(total - sum) > 0.01 else { return }
                result[a] = total > 0 ? sum * table[a] / total : sum / 2
                result[b] = sum - result[a]
            case (true, true): return
            }
        }
        func classSum(_ a: Edge, _ b: Edge, _ consensus: CGFloat?) -> CGFloat? {
            if let ea = edges[a], let eb = edges[b] { return ea + eb }
            return consensus ?? (table[a] + table[b])
        }
        if let horizontal = own?.horizontal {
            fill(horizontal, .left, .right, classSum: classSum(.left, .right, sums[key]?.horizontal))
        } else {
            fill(sums[key]?.horizontal, .left, .right, classSum: nil)
        }
        if let vertical = own?.vertical {
            fill(vertical, .top, .bottom, classSum: classSum(.top, .bottom, sums[key]?.vertical))
        } else {
            fill(sums[key]?.vertical, .top, .bottom, classSum: nil)
        }
        return result
    }
}
