/// A sparse sum of symbol coefficients over the tableau's scratch arrays (`accum`, `accMag`,
/// `accList`), as `expand` and path compression build rows: `add` sums into a symbol's slot and
/// lists it the first time, `drain` hands every listed symbol's sum over once and clears it.
/// Besides the sum it keeps the sum of the terms' magnitudes, so a caller can tell a real
/// coefficient from the residue of a cancellation. Lives only inside
/// ``Tableau/withAccumulator(_:)``, which lends it the buffers.
struct SparseAccumulator {
    let accum: UnsafeMutableBufferPointer<Double>
    /// Σ |term| of a listed symbol; -1 marks a symbol that is not listed.
    let accMag: UnsafeMutableBufferPointer<Double>
    let list: UnsafeMutableBufferPointer<Int32>
    /// How many symbols are listed.
    var count = 0

    @inline(__always)
    mutating func add(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if accMag[i] >= 0 {
            accum[i] += v
            accMag[i] += abs(v)
        } else {
            accMag[i] = abs(v)
            accum[i] = v
            list[count] = s
            count += 1
        }
    }

    /// Takes (and zeroes) the sum of `s`, which stays listed.
    @inline(__always)
    func take(_ s: Int) -> Double {
        let v = accum[s]
        accum[s] = 0
        return v
    }

    /// Calls `body` with every listed symbol, its sum and its terms' magnitude, in listing
    /// order, and empties the list.
    @inline(__always)
    mutating func drain(_ body: (Int32, Double, Double) -> Void) {
        for j in 0..<count {
            let s = list[j]
            let i = Int(s)
            let v = accum[i]
            let m = accMag[i]
            accum[i] = 0
            accMag[i] = -1
            body(s, v, m)
        }
        count = 0
    }
}
