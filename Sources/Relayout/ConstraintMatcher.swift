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
    private var oldSignatures: [ConstraintSignature?]
    private var wantedSignatures: [ConstraintSignature?]

    init(old: [LayoutConstraint], wanted: [LayoutConstraint]) {
        self.old = old
        self.wanted = wanted
        resolved = Array(repeating: nil, count: wanted.count)
        oldMatched = Array(repeating: false, count: old.count)
        oldActive = old.map(\.isActive)
        oldSignatures = Array(repeating: nil, count: old.count)
        wantedSignatures = Array(repeating: nil, count: wanted.count)
    }

    /// Step 1: a wanted constraint that is itself one of `old`. Inactive ones are left to be
    /// activated as new (they cannot be kept).
    mutating func matchIdentical(toActivate: inout [LayoutConstraint], kept: inout Int) {
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
            kept += 1
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
        var buckets: [ConstraintSignature.Shape: [Int]] = [:]
        for j in old.indices where !oldMatched[j] && oldActive[j] {
            buckets[oldSignature(j).shape, default: []].append(j)
        }
        guard !buckets.isEmpty else { return }
        for i in unresolved {
            let signature = wantedSignature(i)
            let shape = signature.shape
            guard var candidates = buckets[shape] else { continue }
            guard let position = candidates.firstIndex(where: { j in
                !oldMatched[j] && (!includingConstant || oldSignature(j).constant == signature.constant)
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

    private mutating func matches(_ i: Int, _ j: Int, includingConstant: Bool) -> Bool {
        let a = wantedSignature(i), b = oldSignature(j)
        return a.shape == b.shape && (!includingConstant || a.constant == b.constant)
    }

    private mutating func oldSignature(_ j: Int) -> ConstraintSignature {
        if let s = oldSignatures[j] { return s }
        let s = ConstraintSignature(old[j])
        oldSignatures[j] = s
        return s
    }

    private mutating func wantedSignature(_ i: Int) -> ConstraintSignature {
        if let s = wantedSignatures[i] { return s }
        let s = ConstraintSignature(wanted[i])
        wantedSignatures[i] = s
        return s
    }
}
