import Foundation
import PlumbCore

extension IBLowering {
    /// NSStackView's gravity-area arrangement (its default distribution), as constraints: views
    /// in the leading (top) gravity run from the leading edge, those in the trailing gravity end at
    /// the trailing edge, those in the centre gravity sit centred between them; views in one area
    /// are separated by the stack's spacing, areas by at least that. The stack hugs its views at
    /// its own hugging priority. Files that list views in `<subviews>` put them all in the leading
    /// area.
    func macStackLayout(context: RootContext) -> (guides: [GuideSpec], constraints: [ConstraintSpec]) {
        guard document.platform == .macOS else { return ([], []) }
        var guides: [GuideSpec] = []
        var result: [ConstraintSpec] = []
        for view in context.views {
            guard let stack = view.stack, stack.distribution == "gravityAreas" else { continue }
            let stackRef = ItemRef.view(Self.key(view.index))
            let vertical = stack.vertical
            let insets = stack.edgeInsets ?? .zero
            let lead: LayoutAttribute = vertical ? .top : .leading
            let trail: LayoutAttribute = vertical ? .bottom : .trailing
            let center: LayoutAttribute = vertical ? .centerY : .centerX
            let leadInset = CGFloat(vertical ? insets.top : insets.left)
            let trailInset = CGFloat(vertical ? insets.bottom : insets.right)
            func c(_ a: ItemRef, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: ItemRef, _ ba: LayoutAttribute, _ k: CGFloat,
                   _ p: Float = 1000, _ name: String) -> ConstraintSpec {
                ConstraintSpec(first: a, firstAttribute: aa, relation: r, second: b, secondAttribute: ba, multiplier: 1, constant: k,
                               priority: p, identifier: nil, origin: .implicit(name))
            }
            let hugging = stack.axisHugging
            func spacing(after child: IBView) -> CGFloat {
                let position = view.subviews.firstIndex { $0.index == child.index } ?? 0
                return CGFloat(position < stack.customSpacing.count ? stack.customSpacing[position] ?? stack.spacing : stack.spacing)
            }
            // Gravity areas in order; all views lead when the file does not say.
            var areas: [(name: String, views: [IBView])] = [("beginning", []), ("middle", []), ("end", [])]
            for (offset, child) in view.subviews.enumerated() where !(stack.detachesHiddenViews && child.isHidden) {
                let gravity = offset < stack.gravities.count ? stack.gravities[offset] : "beginning"
                let index = areas.firstIndex { $0.name == gravity } ?? 0
                areas[index].views.append(child)
            }
            let filled = areas.filter { !$0.views.isEmpty }
            guard !filled.isEmpty else { continue }
            for area in filled {
                for (a, b) in zip(area.views, area.views.dropFirst()) {
                    result.append(c(.view(Self.key(b.index)), lead, .equal, .view(Self.key(a.index)), trail, spacing(after: a), 1000, "NSStackView-spacing"))
                }
                let first = ItemRef.view(Self.key(area.views[0].index)), last = ItemRef.view(Self.key(area.views[area.views.count - 1].index))
                switch area.name {
                case "end":
                    result.append(c(stackRef, trail, .equal, last, trail, trailInset, 1000, "NSStackView-gravity-end"))
                case "middle":
                    // A guide spanning the centre area keeps it centred.
                    let key = "stack\(view.index):middle"
                    guides.append(GuideSpec(key: key, owner: Self.key(view.index), identifier: "middleGravity"))
                    let guide = ItemRef.guide(key)
                    result.append(c(guide, lead, .equal, first, lead, 0, 1000, "NSStackView-gravity-middle"))
                    result.append(c(guide, trail, .equal, last, trail, 0, 1000, "NSStackView-gravity-middle"))
                    result.append(c(guide, center, .equal, stackRef, center, (leadInset - trailInset) / 2, 999, "NSStackView-gravity-middle"))
                default:
                    result.append(c(first, lead, .equal, stackRef, lead, leadInset, 1000, "NSStackView-gravity-beginning"))
                }
            }
            // Between areas at least the spacing, and the stack's edges around them.
            for (a, b) in zip(filled, filled.dropFirst()) {
                let previous = a.views[a.views.count - 1], next = ItemRef.view(Self.key(b.views[0].index))
                let gap = spacing(after: previous)
                result.append(c(next, lead, .greaterThanOrEqual, .view(Self.key(previous.index)), trail, gap, 1000, "NSStackView-gravity-spacing"))
                result.append(c(next, lead, .equal, .view(Self.key(previous.index)), trail, gap, hugging, "NSStackView-hugging"))
            }
            let firstRef = ItemRef.view(Self.key(filled[0].views[0].index))
            let lastViews = filled[filled.count - 1].views, lastRef = ItemRef.view(Self.key(lastViews[lastViews.count - 1].index))
            result.append(c(firstRef, lead, .greaterThanOrEqual, stackRef, lead, leadInset, 1000, "NSStackView-gravity-edge"))
            result.append(c(stackRef, trail, .greaterThanOrEqual, lastRef, trail, trailInset, 1000, "NSStackView-gravity-edge"))
            result.append(c(firstRef, lead, .equal, stackRef, lead, leadInset, hugging, "NSStackView-hugging"))
            result.append(c(stackRef, trail, .equal, lastRef, trail, trailInset, hugging, "NSStackView-hugging"))
            let arranged = filled.flatMap(\.views)
            // Cross axis.
            let crossLead: LayoutAttribute = vertical ? .leading : .top
            let crossTrail: LayoutAttribute = vertical ? .trailing : .bottom
            let crossCenter: LayoutAttribute = vertical ? .centerX : .centerY
            let crossLeadInset = CGFloat(vertical ? insets.left : insets.top)
            let crossTrailInset = CGFloat(vertical ? insets.right : insets.bottom)
            // Against its insets across the axis the stack holds only at its own hugging priority
            // on that axis, as in the other distributions: it is as thick as its thickest view.
            let crossHugging = stack.crossHugging
            for arrangedView in arranged {
                let ref = ItemRef.view(Self.key(arrangedView.index))
                switch stack.alignment {
                case "leading", "top":
                    result.append(c(stackRef, crossTrail, .equal, ref, crossTrail, crossTrailInset, crossHugging, "NSStackView-cross-hugging"))
                case "trailing", "bottom":
                    result.append(c(ref, crossLead, .equal, stackRef, crossLead, crossLeadInset, crossHugging, "NSStackView-cross-hugging"))
                case "width", "height":
                    break
                default:
                    result.append(c(ref, crossLead, .equal, stackRef, crossLead, crossLeadInset, crossHugging, "NSStackView-cross-hugging"))
                }
            }
            for arrangedView in arranged {
                let ref = ItemRef.view(Self.key(arrangedView.index))
                switch stack.alignment {
                case "leading", "top":
                    result.append(c(ref, crossLead, .equal, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                    result.append(c(stackRef, crossTrail, .greaterThanOrEqual, ref, crossTrail, crossTrailInset, 1000, "NSStackView-alignment"))
                case "trailing", "bottom":
                    result.append(c(stackRef, crossTrail, .equal, ref, crossTrail, crossTrailInset, 1000, "NSStackView-alignment"))
                    result.append(c(ref, crossLead, .greaterThanOrEqual, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                case "width", "height":
                    result.append(c(ref, crossLead, .equal, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                    result.append(c(stackRef, crossTrail, .equal, ref, crossTrail, crossTrailInset, 1000, "NSStackView-alignment"))
                default:
                    result.append(c(ref, crossCenter, .equal, stackRef, crossCenter, (crossLeadInset - crossTrailInset) / 2, 1000, "NSStackView-alignment"))
                    result.append(c(ref, crossLead, .greaterThanOrEqual, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                }
            }
        }
        return (guides, result)
    }

    /// NSGridView as guides and constraints: one guide per row and column. Columns run from the
    /// grid's leading edge, separated by the column spacing plus the padding set where they meet
    /// (when both lines set one, the larger: they do not add up, IB's frames agree); rows likewise from the top. A row or column without a fixed size is as big as its largest content.
    /// Cells place their content view by their own placement, else the row's (y) or column's (x),
    /// else the grid's; merged cells span their group.
    func gridLayout(context: RootContext) -> (guides: [GuideSpec], constraints: [ConstraintSpec]) {
        var guides: [GuideSpec] = []
        var constraints: [ConstraintSpec] = []
        for view in context.views {
            guard let grid = view.grid, !grid.rows.isEmpty, !grid.columns.isEmpty else { continue }
            let gridKey = Self.key(view.index)
            let gridRef = ItemRef.view(gridKey)
            func c(_ a: ItemRef, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: ItemRef?, _ ba: LayoutAttribute, _ k: CGFloat,
                   _ p: Float = 1000, _ name: String) {
                constraints.append(ConstraintSpec(first: a, firstAttribute: aa, relation: r, second: b, secondAttribute: b == nil ? .notAnAttribute : ba,
                                                  multiplier: 1, constant: k, priority: p, identifier: nil, origin: .implicit(name)))
            }
            func lineKey(_ kind: String, _ index: Int) -> String { "grid\(view.index):\(kind)\(index)" }
            for (axis, lines) in [("row", grid.rows), ("column", grid.columns)] {
                let vertical = axis == "row"
                let lead: LayoutAttribute = vertical ? .top : .leading
                let trail: LayoutAttribute = vertical ? .bottom : .trailing
                let size: LayoutAttribute = vertical ? .height : .width
                let cross: LayoutAttribute = vertical ? .leading : .top
                let crossSize: LayoutAttribute = vertical ? .width : .height
                let spacing = CGFloat(vertical ? grid.rowSpacing : grid.columnSpacing)
                for (index, line) in lines.enumerated() {
                    let key = lineKey(axis, index)
                    guides.append(GuideSpec(key: key, owner: gridKey, identifier: "\(axis)\(index)"))
                    let ref = ItemRef.guide(key)
                    c(ref, cross, .equal, gridRef, cross, 0, 1000, "NSGridView-\(axis)")
                    c(ref, crossSize, .equal, gridRef, crossSize, 0, 1000, "NSGridView-\(axis)")
                    if index == 0 {
                        // At the grid's edges only a positive padding counts (content stays inside).
                        c(ref, lead, .equal, gridRef, lead, max(0, CGFloat(line.leadingPadding)), 1000, "NSGridView-\(axis)-edge")
                    } else {
                        let previous = lines[index - 1]
                        let gap = line.isHidden || previous.isHidden ? 0 : spacing
                        let set = [previous.trailingPadding, line.leadingPadding].filter { $0 != 0 }
                        let padding = CGFloat(set.max() ?? 0)
                        c(ref, lead, .equal, .guide(lineKey(axis, index - 1)), trail, padding + gap, 1000, "NSGridView-\(axis)-spacing")
                    }
                    if index == lines.count - 1 {
                        c(gridRef, trail, .equal, ref, trail, max(0, CGFloat(line.trailingPadding)), 1000, "NSGridView-\(axis)-edge")
                    }
                    if line.isHidden {
                        c(ref, size, .equal, nil, .notAnAttribute, 0, 1000, "NSGridView-hidden")
                    } else if let fixed = line.size {
                        c(ref, size, .equal, nil, .notAnAttribute, CGFloat(fixed), 1000, "NSGridView-\(axis)-size")
                    } else {
                        c(ref, size, .equal, nil, .notAnAttribute, 0, 49, "NSGridView-\(axis)-hugging")
                    }
                }
            }
            // Cells: group merged cells under their head.
            let rowIndex = Dictionary(grid.rows.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
            let columnIndex = Dictionary(grid.columns.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
            // Rows aligned by baselines: the first content of each such row, for the others to follow.
            var baselineLeader: [Int: (ref: ItemRef, attribute: LayoutAttribute)] = [:]
            for cell in grid.cells {
                guard let viewID = cell.viewID, let contentIndex = context.indexByID[viewID],
                      let row = rowIndex[cell.row], let column = columnIndex[cell.column] else { continue }
                let group = grid.cells.filter { cell.id != nil && ($0.mergedHead == cell.id || $0.id == cell.id) }
                let rows = group.compactMap { rowIndex[$0.row] }, columns = group.compactMap { columnIndex[$0.column] }
                let firstRow = rows.min() ?? row, lastRow = rows.max() ?? row
                let firstColumn = columns.min() ?? column, lastColumn = columns.max() ?? column
                let content = ItemRef.view(Self.key(contentIndex))
                // A guide for the cell (or merged group) spans its first and last lines.
                let cellKey = "grid\(view.index):cell\(contentIndex)"
                guides.append(GuideSpec(key: cellKey, owner: gridKey, identifier: "cell-\(viewID)"))
                let cellRef = ItemRef.guide(cellKey)
                c(cellRef, .leading, .equal, .guide(lineKey("column", firstColumn)), .leading, 0, 1000, "NSGridView-cell")
                c(cellRef, .trailing, .equal, .guide(lineKey("column", lastColumn)), .trailing, 0, 1000, "NSGridView-cell")
                c(cellRef, .top, .equal, .guide(lineKey("row", firstRow)), .top, 0, 1000, "NSGridView-cell")
                c(cellRef, .bottom, .equal, .guide(lineKey("row", lastRow)), .bottom, 0, 1000, "NSGridView-cell")
                let xPlacement = cell.xPlacement ?? grid.columns[column].placement ?? grid.xPlacement
                let yPlacement = cell.yPlacement ?? grid.rows[row].placement ?? grid.yPlacement
                // A row aligned by first or last baselines lines its cells' baselines up; their
                // vertical placement then only holds where it can (the view reaching highest
                // above the baseline takes the row's top, the others sit lower).
                let rowAlignment = cell.rowAlignment ?? grid.rows[row].rowAlignment ?? grid.rowAlignment
                var placementPriority: (x: Float, y: Float) = (1000, 1000)
                if firstRow == lastRow, yPlacement != "fill", rowAlignment == "firstBaseline" || rowAlignment == "lastBaseline" {
                    let baseline: LayoutAttribute = rowAlignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                    if let leader = baselineLeader[row], leader.attribute == baseline {
                        c(content, baseline, .equal, leader.ref, baseline, 0, 1000, "NSGridView-row-baseline")
                    } else {
                        baselineLeader[row] = (content, baseline)
                    }
                    c(content, .top, .greaterThanOrEqual, cellRef, .top, 0, 1000, "NSGridView-row-baseline")
                    c(content, .bottom, .lessThanOrEqual, cellRef, .bottom, 0, 1000, "NSGridView-row-baseline")
                    placementPriority.y = 100
                }
                let fixedRows = (firstRow...lastRow).allSatisfy { grid.rows[$0].size != nil }
                let fixedColumns = (firstColumn...lastColumn).allSatisfy { grid.columns[$0].size != nil }
                for (placement, lead, trail, center, fixed, p) in [
                    (xPlacement, LayoutAttribute.leading, LayoutAttribute.trailing, LayoutAttribute.centerX, fixedColumns, placementPriority.x),
                    (yPlacement, LayoutAttribute.top, LayoutAttribute.bottom, LayoutAttribute.centerY, fixedRows, placementPriority.y),
                ] {
                    // Lines grow to hold their content unless their size is fixed.
                    if !fixed {
                        c(content, lead, .greaterThanOrEqual, cellRef, lead, 0, 999, "NSGridView-content")
                        c(content, trail, .lessThanOrEqual, cellRef, trail, 0, 999, "NSGridView-content")
                    }
                    switch placement {
                    case "trailing", "bottom":
                        c(content, trail, .equal, cellRef, trail, 0, p, "NSGridView-placement")
                    case "center":
                        c(content, center, .equal, cellRef, center, 0, p, "NSGridView-placement")
                    case "fill":
                        c(content, lead, .equal, cellRef, lead, 0, p, "NSGridView-placement")
                        c(content, trail, .equal, cellRef, trail, 0, 500, "NSGridView-placement")
                    default:   // leading, top, none
                        c(content, lead, .equal, cellRef, lead, 0, p, "NSGridView-placement")
                    }
                    // Content without a size of its own fills its cell.
                    if placement != "fill" {
                        c(content, lead, .equal, cellRef, lead, 0, 50, "NSGridView-fill")
                        c(content, trail, .equal, cellRef, trail, 0, 50, "NSGridView-fill")
                    }
                }
            }
        }
        return (guides, constraints)
    }
}
