import Foundation
import PlumbCore

extension ImportedDocument {
    /// Solves every layout and reports what is wrong, per scene and for the whole document.
    ///
    /// ```swift
    /// let report = try XMLLayoutImporter.importFile(at: url).check(tolerance: 0.5)
    /// ```
    public func check(tolerance: CGFloat = 0.5) -> LayoutCheckReport {
        var scenes: [SceneCheck] = []
        for candidate in self.scenes {
            for layout in candidate.layouts {
                let part = layout.name == candidate.name ? layout.root.itemName : layout.name
                let name = candidate.layouts.count == 1 ? candidate.name : "\(candidate.name) / \(part)"
                scenes.append(Self.check(layout, name: name, tolerance: tolerance, file: file))
            }
        }
        return LayoutCheckReport(file: file, warnings: warnings, errors: errors, scenes: scenes)
    }

    private static func check(_ layout: ImportedLayout, name: String, tolerance: CGFloat, file: String) -> SceneCheck {
        layout.layoutIfNeeded()
        let ambiguity = layout.root.ambiguityReport(ignoringTiesWithin: tolerance)
        let free = layout.root.freeAmbiguityReport()
        // A tie Interface Builder marks ambiguous too (`ambiguous="YES"`): both engines find the
        // frame open, so the recorded one is an arbitrary solution, as for a view nothing fixes.
        let marked = Set(layout.views.filter(\.isMarkedAmbiguous).map(\.path))
        let undetermined = layout.undeterminedViews(ambiguous: free + ambiguity.filter { marked.contains($0.item) })
        let report = layout.frameReport(tolerance: tolerance, excluding: Set(undetermined.map(\.item)))
        let compared = Set(layout.views.filter { $0.isConstraintPositioned && $0.recordedFrame != nil }.map(\.path))
        let diagnostics = layout.root.layoutDiagnostics
        var other = diagnostics.degenerate.map { "ignoring degenerate constraint \($0)" }
        other += diagnostics.rejected.map { "rejected constraint \($0)" }
        other += layout.activationErrors.map(\.description)
        if diagnostics.numericalGiveUps > 0 {
            other.append("the solver gave up restoring \(diagnostics.numericalGiveUps) row(s): the constraints are numerically ill-conditioned, and frames may violate them")
        }
        if let note = layout.overflowNote() { other.append(note) }
        // Hidden views (and what they contain) are not on screen; their ambiguity is not reported.
        let hidden = Set(layout.views.filter { view in
            var current: View? = view.view
            while let candidate = current {
                if candidate.isHidden { return true }
                current = candidate.superview
            }
            return false
        }.map(\.path))
        let ambiguous = ambiguity.filter { !hidden.contains($0.item) }
        let freeItems = Dictionary(free.map { ($0.item, Set($0.attributes)) }, uniquingKeysWith: { $0.union($1) })
        let viewsByPath = Dictionary(layout.views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let pathsByKey = Dictionary(layout.views.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        let openByPath = Dictionary(ambiguous.map { ($0.item, Set($0.attributes)) }, uniquingKeysWith: { $0.union($1) })
        let alternatives = Self.alternatives(of: ambiguous, in: layout, views: viewsByPath)
        let findings = zip(ambiguous, alternatives).map { item, frames in
            let view = viewsByPath[item.item]
            let parentOpen = view?.parentKey.flatMap { pathsByKey[$0] }.flatMap { openByPath[$0] } ?? []
            return AmbiguityFinding(item: item, objectID: view?.objectID, location: view?.location,
                                    message: Self.ambiguityMessage(item, view: view, free: freeItems[item.item] ?? [], parentOpen: parentOpen),
                                    solvedFrame: frames?.solved, alternativeFrame: frames?.alternative, file: file)
        }
        let conflicts = diagnostics.unsatisfiable.map { conflict in
            ConflictFinding(constraints: conflict, note: Self.conflictNote(conflict, layout: layout), file: file)
        }
        return SceneCheck(name: name, compared: report.compared, matched: report.matched, mismatches: report.mismatches,
                          unsatisfiable: conflicts, ambiguous: findings, other: other,
                          undetermined: report.undetermined == 0 ? [] : undetermined.filter { compared.contains($0.item) },
                          misplaced: report.misplaced)
    }

    /// `in this conflict, 'H2p-sc-9uM' (cell/tableViewCellContentView, Cell.xib:16:13) keeps its
    /// recorded frame (it translates its autoresizing mask); Interface Builder marks 'H2p-sc-9uM'
    /// ambiguous too`: what the implicit constraints of a conflict stand for, and where their
    /// views are declared. Nil when the set holds only the document's constraints.
    static func conflictNote(_ conflict: UnsatisfiableConstraints, layout: ImportedLayout) -> String? {
        var clauses: [String] = []
        var mentioned: [ImportedView] = []
        for summary in conflict.conflicting {
            // The longest path that the relation names (`path.attribute`): a view, not its ancestor.
            let views = layout.views.filter { summary.text.contains("\($0.path).") }
            for view in views where !views.contains(where: { $0.path.count > view.path.count && $0.path.hasPrefix(view.path + "/") }) {
                if !mentioned.contains(where: { $0.path == view.path }) { mentioned.append(view) }
            }
        }
        func named(_ view: ImportedView) -> String {
            let place = view.location.map { ", \($0)" } ?? ""
            return "\(view.objectID.map { "'\($0)' " } ?? "")(\(view.path)\(place))"
        }
        let origins = conflict.conflicting.map(\.origin.description)
        if origins.contains(where: { $0 == "IB-root-width" || $0 == "IB-root-height" }) {
            clauses.append("the root's size is the one the document records for it")
        }
        let autoresizing = mentioned.filter { view in
            conflict.conflicting.contains { $0.origin.description.hasPrefix("NSAutoresizingMaskLayoutConstraint") && $0.text.hasPrefix(view.path + ".") }
        }
        // A cell's content view is as large as its cell; other views keep their recorded frames.
        let isContentView = { (view: ImportedView) in
            let last = view.path.split(separator: "/").last ?? ""
            return last.hasPrefix("tableViewCellContentView") || last.hasPrefix("collectionViewCellContentView")
        }
        let cellContent = autoresizing.filter(isContentView), framed = autoresizing.filter { !isContentView($0) }
        if !cellContent.isEmpty {
            clauses.append(cellContent.map(named).joined(separator: ", ") + (cellContent.count == 1 ? " is" : " are")
                + " as large as the cell's recorded frame")
        }
        if !framed.isEmpty {
            clauses.append(framed.map(named).joined(separator: ", ") + (framed.count == 1
                ? " keeps its recorded frame (it translates its autoresizing mask, or IB fixed its frame)"
                : " keep their recorded frames (they translate their autoresizing masks, or IB fixed their frames)"))
        }
        let content = mentioned.filter { view in
            conflict.conflicting.contains { $0.origin.description.hasPrefix("NSContentSizeLayoutConstraint") && $0.text.hasPrefix(view.path + ".") }
        }
        if !content.isEmpty {
            clauses.append(content.map(named).joined(separator: ", ") + (content.count == 1
                ? " resists compression at required priority (its intrinsic size is its recorded one)"
                : " resist compression at required priority (their intrinsic sizes are their recorded ones)"))
        }
        if origins.contains("UIViewSafeAreaLayoutGuide") {
            clauses.append("the safe area is the one the design device and the simulated bars give")
        }
        let marked = mentioned.filter(\.isMarkedAmbiguous).map { "'\($0.objectID ?? $0.path)'" }
        if !marked.isEmpty { clauses.append("Interface Builder marks \(marked.joined(separator: ", ")) ambiguous too") }
        let stale = mentioned.filter(\.isMarkedMisplaced).map { "'\($0.objectID ?? $0.path)'" }
        if !stale.isEmpty { clauses.append("Interface Builder marks \(stale.joined(separator: ", ")) misplaced (its recorded frame is stale)") }
        // The constraint given up is the one the recorded frames show given up (the import chose it).
        if layout.constraints.contains(where: { $0.yieldsInConflict && $0.origin == conflict.broken.origin }) {
            var name = "the broken constraint"
            if case let .imported(_, _, _, id?) = conflict.broken.origin { name = "'\(id)'" }
            clauses.append("Interface Builder's recorded frames show \(name) given up, so the layout breaks it too")
        }
        return clauses.isEmpty ? nil : "in this conflict, " + clauses.joined(separator: "; ")
    }

    /// For each ambiguous item, its solved frame and the alternative frame of
    /// `View.ambiguityAlternatives()`, both as the document records frames (superview
    /// coordinates, macOS's bottom-left origin, alignment insets): the alternative is put in place
    /// for the conversion only.
    private static func alternatives(of items: [AmbiguousItem], in layout: ImportedLayout,
                                     views: [String: ImportedView]) -> [(solved: CGRect, alternative: CGRect)?] {
        guard !items.isEmpty else { return [] }
        let found = Dictionary(layout.root.ambiguityAlternatives().map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        return items.map { item in
            guard let entry = found[item.item], let view = views[item.item] else { return nil }
            let solved = layout.solvedFrame(of: view)
            let alternative = view.view.withTemporaryFrame(entry.alternative) { layout.solvedFrame(of: view) }
            return (solved, alternative)
        }
    }

    /// `ambiguous layout: 'zKf-NF-Wa5' (cell/imageView): y not determined: no constraint fixes
    /// its y, add one (Interface Builder marks the view ambiguous too)`.
    /// A position its superview's open position carries along (`parentOpen`), or anything an
    /// autoresizing view takes from its superview's open axis, is put down to the superview
    /// rather than to the view.
    static func ambiguityMessage(_ item: AmbiguousItem, view: ImportedView?, free: Set<String>, parentOpen: Set<String>) -> String {
        let id = view?.objectID.map { "'\($0)' " } ?? ""
        // A view that translates its autoresizing mask moves and sizes with its superview: what is
        // open on the superview's axis is open on the view's too (a scroll view's clip view).
        let followsMask = view?.view.translatesAutoresizingMaskIntoConstraints == true
        let carried = item.attributes.filter { attribute in
            if ["x", "y"].contains(attribute), parentOpen.contains(attribute) { return true }
            let axis: Set<String> = ["x", "width"].contains(attribute) ? ["x", "width"] : ["y", "height"]
            return followsMask && !parentOpen.isDisjoint(with: axis)
        }
        let own = item.attributes.filter { !carried.contains($0) }
        let open = own.filter { free.contains($0) }, tied = own.filter { !free.contains($0) }
        var causes: [String] = []
        if !carried.isEmpty {
            causes.append("its \(carried.joined(separator: ", ")) \(carried.count == 1 ? "follows" : "follow") its superview's, which is not determined")
        }
        if !open.isEmpty {
            causes.append("no constraint fixes its \(open.joined(separator: ", ")), add one")
        }
        if !tied.isEmpty {
            causes.append("constraints of equal priority pull its \(tied.joined(separator: ", ")) against each other, "
                + "make one of them stronger")
        }
        let marked = view?.isMarkedAmbiguous == true ? " (Interface Builder marks the view ambiguous too)" : ""
        return "ambiguous layout: \(id)(\(item.item)): \(item.attributes.joined(separator: ", ")) not determined: "
            + causes.joined(separator: "; ") + marked
    }
}
