import PlumbCore

/// Applies layouts to a root view. Call ``layout()`` whenever anything that could change the
/// wanted constraints happens (state, size, traits): it regenerates the whole set and makes
/// the engine's active set equal to it.
///
/// Unlike the original, which deactivated everything and activated everything again,
/// ``layout()`` diffs: a wanted constraint that is identical in IR terms to an active one
/// (same items, attributes, relation, multiplier, constant and priority) keeps the active
/// object; one that differs only in its constant updates the active object's constant;
/// only the rest are deactivated or activated. The engine is incremental, so re-layout
/// costs what changed.
///
/// ```swift
/// let viewLayout = ViewLayout(rootView: root, layouts: [
///     headerLayout,
///     ConditionalLayout(condition: { _ in model.isExpanded }, layout: expanded, elseLayout: collapsed),
/// ])
/// viewLayout.layout()        // activates everything, solves
/// model.isExpanded = true
/// viewLayout.layout()        // touches only the constraints that differ
/// ```
public final class ViewLayout {
    /// The root view passed to every layout.
    public let rootView: View
    /// The layouts, evaluated in order at every pass.
    public var layouts: [any LayingOut]
    /// Whether ``layout()`` ends with a synchronous `layoutIfNeeded()` of the root, which
    /// re-solves just the constraints the pass changed (the original always forced a full
    /// `setNeedsLayout()`). Default `true`.
    public var solvesAfterLayout = true
    /// How many extra passes a `layout()` requested from inside a pass may trigger.
    public var maximumRounds = 8

    /// The constraints the last pass left active, in the layouts' order.
    public private(set) var activeConstraints: [LayoutConstraint] = []
    /// The immutable part of each of ``activeConstraints``, for the next pass's matching.
    private var activeIdentities: [ConstraintIdentity] = []
    /// The report of the last ``layout()``.
    public private(set) var lastPass = LayoutPass()

    private var isLayingOut = false
    private var relayoutRequested = false
    private var lastTraits: TraitCollection?

    /// A view layout for `rootView` with several layouts.
    ///
    /// ```swift
    /// ViewLayout(rootView: root, layouts: [a, b])
    /// ```
    public init(rootView: View, layouts: [any LayingOut]) {
        self.rootView = rootView
        self.layouts = layouts
    }

    /// A view layout for `rootView` with one layout.
    ///
    /// ```swift
    /// ViewLayout(rootView: root, layout: a + b)
    /// ```
    public convenience init(rootView: View, layout: any LayingOut) {
        self.init(rootView: rootView, layouts: [layout])
    }

    /// Regenerates the constraints, applies the difference to the engine, and (unless
    /// ``solvesAfterLayout`` is false) lays the root out. A call made while a pass is running
    /// (from a layout closure, say) is not lost: another pass runs right after.
    ///
    /// ```swift
    /// let pass = viewLayout.layout()
    /// pass.activated   // constraints added this time
    /// ```
    @discardableResult
    public func layout() -> LayoutPass {
        if isLayingOut {
            relayoutRequested = true
            return lastPass
        }
        isLayingOut = true
        defer { isLayingOut = false }
        var pass = LayoutPass()
        repeat {
            relayoutRequested = false
            pass.add(performPass())
            if solvesAfterLayout {
                // The engine already knows which constraints changed: no setNeedsLayout(), which
                // would force a structural pass over the whole tree.
                rootView.layoutIfNeeded()
            }
        } while relayoutRequested && pass.rounds < maximumRounds
        if relayoutRequested {
            relayoutRequested = false
            pass.errors.append(.relayoutLoop(rounds: pass.rounds))
        }
        lastTraits = rootView.traitCollection
        lastPass = pass
        return pass
    }

    /// Runs ``layout()`` if the root's traits changed since the last pass (the hook a host
    /// calls where UIKit would call `traitCollectionDidChange`). Returns the pass, or `nil`.
    ///
    /// ```swift
    /// root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
    /// viewLayout.layoutIfTraitsChanged()   // re-lays out
    /// viewLayout.layoutIfTraitsChanged()   // nil: nothing changed
    /// ```
    @discardableResult
    public func layoutIfTraitsChanged() -> LayoutPass? {
        guard lastTraits != rootView.traitCollection else { return nil }
        return layout()
    }

    /// One diff-and-apply pass (see <doc:IncrementalLayout>). Layouts usually return their
    /// constraints in the same order at every pass, so each wanted constraint is first
    /// compared with the active one at the same position, field by field; only what that
    /// leaves unmatched is matched through a hash table. Matching counts are the same as a
    /// hash-only match: within a class of interchangeable constraints every greedy matching
    /// has the same size.
    private func performPass() -> LayoutPass {
        var pass = LayoutPass()
        pass.rounds = 1
        let wanted = uniqueByIdentity(layouts.flatMap { $0.constraints(in: rootView) })
        let old = activeConstraints
        var matcher = ConstraintMatcher(old: old, identities: activeIdentities, wanted: wanted)
        var toActivate: [LayoutConstraint] = []

        // 1. the same object (only an active wanted constraint can be one of `old`; an
        //    inactive one is activated in step 4 either way)
        matcher.matchIdentical()
        // 2. an identical active constraint; 3. one differing only in its constant
        matcher.matchEquivalent(includingConstant: true)
        matcher.matchEquivalent(includingConstant: false)
        for (i, j) in matcher.constantMatches {
            old[j].constant = wanted[i].constant
        }
        pass.constantsUpdated = matcher.constantMatches.count
        // 4. everything else is new
        var resolved: [LayoutConstraint] = []
        resolved.reserveCapacity(wanted.count)
        for (i, constraint) in wanted.enumerated() {
            if let j = matcher.resolved[i] {
                let kept = old[j]
                if kept !== constraint, kept.identifier != constraint.identifier { kept.identifier = constraint.identifier }
                resolved.append(kept)
            } else {
                resolved.append(constraint)
                toActivate.append(constraint)
            }
        }
        var toDeactivate: [LayoutConstraint] = []
        for (j, constraint) in old.enumerated() where !matcher.oldMatched[j] && matcher.oldActive[j] {
            toDeactivate.append(constraint)
        }
        if !toDeactivate.isEmpty { LayoutConstraint.deactivate(toDeactivate) }
        pass.deactivated = toDeactivate.count
        if !toActivate.isEmpty {
            for problem in LayoutConstraint.activate(toActivate) {
                pass.errors.append(.activationFailed(constraint: problem.constraintText, reason: "\(problem)"))
            }
        }
        pass.activated = toActivate.count
        activeConstraints = resolved
        activeIdentities = matcher.resolvedIdentities()
        pass.kept = activeConstraints.count - pass.activated - pass.constantsUpdated
        return pass
    }

    private func uniqueByIdentity(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>(minimumCapacity: constraints.count)
        var unique: [LayoutConstraint] = []
        unique.reserveCapacity(constraints.count)
        for constraint in constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
            unique.append(constraint)
        }
        return unique
    }
}
