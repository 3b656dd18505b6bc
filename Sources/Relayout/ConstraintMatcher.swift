import PlumbCore

/// Matches the constraints a pass wants against the ones the last pass left active
/// (steps 1–3 of <doc:IncrementalLayout>). Indices: `i` into `wanted`, `j` into `old`.
struct ConstraintMatcher {
    let old: [LayoutConstraint]
    let wanted: [LayoutConstraint]
    /// `resolved[i]`: the old constraint that stands for `wanted[i]`, if any.
    private(set) var resolved: [Int?]
    private(set) var oldMatched: [Bool]
    /// Whether `old[j]` was active when the pass began.
    let oldActive: [Bool]
    /// The (wanted, old) pairs that differ only in their constant.
    private(set) var constantMatches: [(Int, Int)] = []
    /// The identities of `old`, kept from the pass that activated them.
    let oldIdentities: [ConstraintIdentity]
    private var wantedIdentities: [ConstraintIdentity?]

    init(old: [LayoutConstraint], identities: [ConstraintIdentity], wanted: [LayoutConstraint]) {
        precondition(identities.count == old.count, "one identity per active constraint")
        self.old = old
        self.wanted = wanted
        oldIdentities = identities
        resolved = Array(repeating: nil, count: wanted.count)
        oldMatched = Array(repeating: false, count: old.count)
        oldActive = old.map(\.isActive)
        wantedIdentities = Array(repeating: nil, count: wanted.count)
    }

    /// The identities of the constraints a pass leaves active (`resolved[i]`, else `wanted[i]`).
    mutating func resolvedIdentities() -> [ConstraintIdentity] {
        wanted.indices.map { i in resolved[i].map { oldIdentities[$0] } ?? wantedIdentity(i) }
    }

    /// Step 1: a wanted constraint that is itself one of `old`. Inactive ones are left to be
    /// activated as new (they cannot be kept).
    mutating func matchIdentical() {
        var indexByIdentity: [ObjectIdentifier: Int]?
        for (i, constraint) in wanted.enumerated() where constraint.isActive {
            let j: Int?
            if i < old.count, old[i] === constraint {
                j = i
            } else {
                if indexByIdentity == nil {
                    var table: [ObjectIdentifier: Int] = [:]
                    table.reserveCapacity(old.count)
                    for (k, o) in old.enumerated() { table[ObjectIdentifier(o)] = k }
                    indexByIdentity = table
                }
                j = indexByIdentity?[ObjectIdentifier(constraint)]
            }
            guard let j, !oldMatched[j] else { continue }
            oldMatched[j] = true
            resolved[i] = j
        }
    }

    /// Steps 2 and 3: an active old constraint equal to a wanted one in every IR field
    /// (`includingConstant`), or in all but the constant. First by position, then by hash.
    mutating func matchEquivalent(includingConstant: Bool) {
        var unresolved: [Int] = []
        for i in wanted.indices where resolved[i] == nil {
            if i < old.count, !oldMatched[i], oldActive[i], matches(i, i, includingConstant: includingConstant) {
                take(i, i, includingConstant: includingConstant)
            } else {
                unresolved.append(i)
            }
        }
        guard !unresolved.isEmpty else { return }
        var buckets: [ConstraintShape: [Int]] = [:]
        for j in old.indices where !oldMatched[j] && oldActive[j] {
            buckets[ConstraintShape(identity: oldIdentities[j], priority: old[j].priority.rawValue), default: []].append(j)
        }
        guard !buckets.isEmpty else { return }
        for i in unresolved {
            let shape = ConstraintShape(identity: wantedIdentity(i), priority: wanted[i].priority.rawValue)
            guard var candidates = buckets[shape] else { continue }
            let constant = wanted[i].constant + 0
            guard let position = candidates.firstIndex(where: { j in
                !oldMatched[j] && (!includingConstant || old[j].constant + 0 == constant)
            }) else { continue }
            let j = candidates[position]
            candidates.remove(at: position)
            buckets[shape] = candidates
            take(i, j, includingConstant: includingConstant)
        }
    }

    private mutating func take(_ i: Int, _ j: Int, includingConstant: Bool) {
        oldMatched[j] = true
        resolved[i] = j
        if !includingConstant, old[j].constant != wanted[i].constant { constantMatches.append((i, j)) }
    }

    /// Same IR content (`includingConstant`) or all but the constant. `-0` equals `0`.
    private mutating func matches(_ i: Int, _ j: Int, includingConstant: Bool) -> Bool {
        let a = wanted[i], b = old[j]
        guard a.priority == b.priority, !includingConstant || a.constant == b.constant else { return false }
        return wantedIdentity(i) == oldIdentities[j]
    }

    private mutating func wantedIdentity(_ i: Int) -> ConstraintIdentity {
        if let identity = wantedIdentities[i] { return identity }
        let identity = ConstraintIdentity(wanted[i])
        wantedIdentities[i] = identity
        return identity
    }
}
