import Foundation
import PlumbCore

extension IBLowering {
    /// Scroll-view classes whose content constraints define the content size (iOS).
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    /// NSStackView's `fillEqually` priority: "as much as possible" (AppKit's documentation), above
    /// a push button's default hugging (250: equal buttons in exelban's About pane, DuckDuckGo's
    /// alert) and below a label's (749: Nextcloud's lock view keeps a 16-pt label 16 pt tall).
    static let macFillEquallyPriority: Double = 500

    func viewSpec(_ view: IBView, context: RootContext, environment: IBEnvironment, parentIndex: Int?) -> ViewSpec {
        let mac = document.platform == .macOS
        let parentView = parentIndex.flatMap { context.viewByIndex[$0] }
        let parentFlipped = parentView?.isFlipped ?? true
        let alignment = context.alignmentRect(view.index)
        var frame = alignment
        if let parentIndex {
            let parentRect = context.alignmentRect(parentIndex)
            frame.origin = CGPoint(x: alignment.minX - parentRect.minX, y: alignment.minY - parentRect.minY)
        } else if let recorded = view.frame {
            let insets = context.alignmentInsets[view.index] ?? .zero
            frame.origin = CGPoint(x: recorded.minX + insets.left, y: recorded.minY + insets.top)
        }

        var spec = ViewSpec(key: Self.key(view.index), name: Self.name(of: view), frame: frame)
        spec.objectID = view.id
        spec.location = view.location
        let fixed = context.fixedFrames.contains(view.index)
        spec.translatesAutoresizingMask = view.translatesAutoresizingMask || fixed
        // A misplaced view's stale recorded size is held by constraints instead (see
        // `staleAutoresizedSizeConstraints`).
        let staleSize = hasStaleAutoresizedSize(view, parentIndex: parentIndex)
        if staleSize { spec.translatesAutoresizingMask = false }
        if let mask = view.autoresizingMask {
            var converted: AutoresizingMask = []
            if mask.flexibleMinX { converted.insert(.flexibleLeftMargin) }
            if mask.widthSizable { converted.insert(.flexibleWidth) }
            if mask.flexibleMaxX { converted.insert(.flexibleRightMargin) }
            if mask.heightSizable { converted.insert(.flexibleHeight) }
            let unflipped = mac && !parentFlipped
            if mask.flexibleMinY { converted.insert(unflipped ? .flexibleBottomMargin : .flexibleTopMargin) }
            if mask.flexibleMaxY { converted.insert(unflipped ? .flexibleTopMargin : .flexibleBottomMargin) }
            // NSTableView lays its cell views out row by row: a cell view is as tall as its row,
            // however tall the table is (its mask's vertical parts describe the row, not the table).
            if mac, let parentView, IBVocabulary.rowLayingMacViews.contains(parentView.element) {
                converted.subtract([.flexibleHeight, .flexibleTopMargin, .flexibleBottomMargin])
            }
            spec.autoresizingMask = converted
        }
        if fixed { spec.autoresizingMask = [] }
        spec.isHidden = context.override("hidden", of: view).map { $0 == "YES" } ?? view.isHidden
        if let parentView, let stack = parentView.stack, mac, !stack.detachesHiddenViews {
            spec.isHidden = false   // NSStackView keeps hidden views in the arrangement unless it detaches them
        }
        spec.horizontalHugging = Float(view.horizontalHugging ?? 250)
        spec.verticalHugging = Float(view.verticalHugging ?? 250)
        spec.horizontalCompression = Float(view.horizontalCompression ?? 750)
        spec.verticalCompression = Float(view.verticalCompression ?? 750)
        // A font a size-class variation sets is the view's font at those traits (IB records the
        // frame in the design device's one): laid out for other traits, a label's recorded
        // content size scales with its font.
        let fontSize = context.fontSize(of: view)
        let designFontSize = options.changesDevice ? context.fontSize(of: view, for: designTraits) : fontSize
        var fontScale: CGFloat = 1
        if view.element == "label", let fontSize, let designFontSize, designFontSize > 0, fontSize != designFontSize {
            fontScale = CGFloat(fontSize / designFontSize)
        }
        spec.intrinsicSize = intrinsicSize(view, alignmentSize: alignment.size, scale: fontScale)
        // Laid out at a size the document does not record, a multi-line label takes the lines
        // its text needs at the width it gets (a user's measurer, when given, decides instead).
        if options.intrinsicSize == nil, options.size != nil || options.changesDevice, let text = view.text, let designFontSize {
            spec.textWrap = textWrap(view, text: text, fontSize: CGFloat(designFontSize), recordedSize: alignment.size,
                                     fontScale: fontScale, context: context)
        }
        // An image view without an image has no intrinsic size in UIKit; arranged in a stack
        // view nothing else sizes it, and IB's canvas keeps its recorded frame: that stands in.
        if spec.intrinsicSize == nil, document.platform != .macOS, view.element == "imageView",
           let parentIndex, context.viewByIndex[parentIndex]?.stack != nil {
            spec.intrinsicSize = CGSize(width: max(0, alignment.size.width), height: max(0, alignment.size.height))
        }
        // Nothing sizes a view without content across a stack that does not fill it; IB's canvas
        // keeps its recorded length there (`recordedCrossLength`).
        spec.intrinsicSize = recordedCrossLength(view, intrinsicSize: spec.intrinsicSize, alignmentSize: alignment.size,
                                                 parentView: parentView, context: context)
        // A macOS designable's rendered size, which the document does not record (round 26).
        if spec.intrinsicSize == nil, let size = macDesignableSize(view, parentView: parentView, alignmentSize: alignment.size) {
            spec.intrinsicSize = size
        }
        // A stack view has no intrinsic size, but a fill-proportionally stack shares its room by
        // what its arranged views need: a nested stack's share is its content's (IB's canvas
        // keeps its recorded length for it, as for labels). So is any arranged view's without an
        // intrinsic length along the axis (a scrolling text view, a plain view): UIKit shares by
        // the size it has, and IB records the shares it drew (held-out round 29).
        if document.platform != .macOS || view.stack != nil, let parentView, let parentStack = parentView.stack,
           (context.override("distribution", of: parentView) ?? parentStack.distribution) == "fillProportionally" {
            let axisName = context.override(mac ? "orientation" : "axis", of: parentView)
            let vertical = axisName.map { $0 == "vertical" } ?? parentStack.vertical
            let none = View.noIntrinsicMetric
            var size = spec.intrinsicSize ?? CGSize(width: none, height: none)
            if vertical, size.height == none { size.height = max(0, alignment.size.height) }
            if !vertical, size.width == none { size.width = max(0, alignment.size.width) }
            spec.intrinsicSize = size
        }
        if let margins = environment.margins[view.index] { spec.layoutMargins = margins }
        spec.insetsLayoutMarginsFromSafeArea = insetsMarginsFromSafeArea(view, context: context)
        spec.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        spec.layoutMarginsFollowReadableWidth = view.layoutMarginsFollowReadableWidth
        spec.insetsContentBySafeArea = insetsCellsBySafeArea(view)
        var fontView = view
        fontView.fontSize = fontSize
        let contentSize = CGSize(width: alignment.size.width * fontScale, height: alignment.size.height * fontScale)
        if let baselines = IBContentRules.baselines(fontView, platform: document.platform, size: contentSize,
                                                         toolsVersion: Double(document.toolsVersion.split(separator: ".").first ?? "") ?? .infinity,
                                                         scale: traits?.displayScale) {
            spec.firstBaselineOffsetFromTop = baselines.first
            spec.lastBaselineOffsetFromBottom = baselines.last
        }
        switch view.semanticContentAttribute {
        case "forceRightToLeft": spec.semanticContentAttribute = .forceRightToLeft
        case "forceLeftToRight": spec.semanticContentAttribute = .forceLeftToRight
        case "playback": spec.semanticContentAttribute = .playback
        case "spatial": spec.semanticContentAttribute = .spatial
        default: break
        }
        if let stack = view.stack, !(mac && stack.distribution == "gravityAreas") {
            spec.stack = stackSpec(view, stack, context: context)
            if mac { spec.stack?.fillEquallyPriority = Self.macFillEquallyPriority }
            // A UIStackView given its own layout margins arranges its views inside them: IB writes
            // no relative-arrangement flag, yet draws the views inset by the margins.
            if !mac, view.layoutMargins != nil || view.directionalLayoutMargins != nil {
                spec.stack?.isLayoutMarginsRelativeArrangement = true
            }
            if mac, let insets = stack.edgeInsets {
                spec.layoutMargins = EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
                spec.insetsLayoutMarginsFromSafeArea = false
                spec.stack?.isLayoutMarginsRelativeArrangement = true
            }
            if mac {
                // The placement across the axis (against the edge insets, or the edges when it has
                // none) holds at the stack's hugging priority on that axis; the stack's bounds hold
                // at required (clipping resistance).
                let crossHugging = stack.vertical ? stack.horizontalStackHugging : stack.verticalStackHugging
                spec.stack?.crossAxisInsetPriority = min(Double(Float(crossHugging ?? 250)), 999)
                // Along the axis the fill distributions hug at required ("the effective hugging
                // priority in the stacking axis is required"); the equal-spacing and
                // equal-centring ones keep the stack's own hugging priority there, so its ends
                // meet the first and last views only at that priority.
                let distribution = context.override("distribution", of: view) ?? stack.distribution
                if distribution == "equalSpacing" || distribution == "equalCentering" {
                    let axisHugging = stack.vertical ? stack.verticalStackHugging : stack.horizontalStackHugging
                    spec.stack?.axisEdgePriority = min(Double(Float(axisHugging ?? 250)), 999)
                }
            }
        }
        // A hidden arranged view collapses in the stack; IB's frame for it is not a layout result.
        if let recorded = view.recordedFrame {
            spec.recorded = RecordedFrame(frame: recorded, alignmentInsets: context.alignmentInsets[view.index] ?? .zero,
                                          bottomLeftOrigin: mac && !parentFlipped && parentIndex != nil,
                                          isConstraintPositioned: parentIndex != nil && !spec.translatesAutoresizingMask && !staleSize
                                              && !(spec.isHidden && parentView?.stack != nil))
            spec.recorded?.isMarkedMisplaced = view.attributes["misplaced"] == "YES"
            spec.recorded?.isMarkedAmbiguous = view.attributes["ambiguous"] == "YES"
        }
        spec.children = view.subviews.map { viewSpec($0, context: context, environment: environment, parentIndex: view.index) }
        var seen: [String: Int] = [:]
        for index in spec.children.indices {
            let name = spec.children[index].name
            seen[name, default: 0] += 1
            if seen[name]! > 1 { spec.children[index].name = "\(name)[\(seen[name]!)]" }
        }
        return spec
    }

    /// A readable, path-safe name: the user label, else the class with its text, else the class.
    static func name(of view: IBView) -> String {
        var name: String
        if let label = view.userLabel {
            name = label
        } else if let text = view.text {
            let short = text.count > 24 ? String(text.prefix(24)) + "…" : text
            name = "\(view.customClass ?? view.element) '\(short)'"
        } else {
            name = view.customClass ?? view.element
        }
        name = name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: "\n", with: " ")
        return name.isEmpty ? view.element : name
    }

    /// The option's measurer, a placeholder or designable's size, or the recorded size on the
    /// axes where the view's class has content (times `scale` when its font differs from the
    /// design device's).
    func intrinsicSize(_ view: IBView, alignmentSize: CGSize, scale: CGFloat = 1) -> CGSize? {
        let none = View.noIntrinsicMetric
        if let measured = options.intrinsicSize, let axes = IBContentRules.intrinsicAxes(view, platform: document.platform) {
            let request = IntrinsicSizeRequest(element: view.element, objectID: view.id, text: view.text,
                                               imageName: view.attributes["image"], recordedSize: alignmentSize)
            if let size = measured(request) {
                return CGSize(width: axes.0 ? size.width : none, height: axes.1 ? size.height : none)
            }
        }
        // A stack view with nothing to arrange collapses (IB records it 0 × 0).
        if view.stack != nil, view.subviews.isEmpty { return .zero }
        // The size inspector's placeholder intrinsic size is what IB lays the canvas out with,
        // even for a designable whose rendered `intrinsicContentSize` `<designables>` records.
        if let placeholder = IBContentRules.placeholderIntrinsic(view) { return placeholder }
        if let id = view.id, let size = document.designableSizes[id] { return size }
        guard let axes = IBContentRules.intrinsicAxes(view, platform: document.platform) else { return nil }
        return CGSize(width: axes.0 ? max(0, alignmentSize.width * scale) : none,
                      height: axes.1 ? max(0, alignmentSize.height * scale) : none)
    }

    func stackSpec(_ view: IBView, _ stack: IBStackProperties, context: RootContext) -> StackSpec {
        let mac = document.platform == .macOS
        let axisName = context.override(mac ? "orientation" : "axis", of: view)
        let vertical = axisName.map { $0 == "vertical" } ?? stack.vertical
        let distributionName = context.override("distribution", of: view) ?? stack.distribution
        let alignmentName = context.override("alignment", of: view) ?? stack.alignment
        var spacing = context.override("spacing", of: view).flatMap(IBParser.parseNumber) ?? stack.spacing
        if stack.standardSpacing { spacing = 8 }
        let distribution: StackView.Distribution = switch distributionName {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
        let alignment: StackView.Alignment = switch alignmentName {
        case "top", "leading": .leading
        case "bottom", "trailing": .trailing
        case "center", "centerX", "centerY": .center
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: .fill
        }
        var custom: [(key: String, spacing: CGFloat)] = []
        for (index, child) in view.subviews.enumerated() where index < stack.customSpacing.count {
            if let value = stack.customSpacing[index] { custom.append((Self.key(child.index), value)) }
        }
        return StackSpec(axis: vertical ? .vertical : .horizontal, distribution: distribution, alignment: alignment,
                         spacing: spacing, isBaselineRelativeArrangement: stack.baselineRelativeArrangement,
                         isLayoutMarginsRelativeArrangement: stack.layoutMarginsRelativeArrangement,
                         customSpacing: custom, arranged: nil)
    }
}
