/// A sparse sum of symbol coefficients over the tableau's scratch arrays (`accum`, `accIn`,
/// `accList`), as `expand` and path compression build rows: `add` sums into a symbol's slot and
/// lists it the first time, `drain` hands every listed symbol's sum over once and clears it.
/// Lives only inside ``Tableau/withAccumulator(_:)``, which lends it the buffers.
struct SparseAccumulator {
    let accum: UnsafeMutableBufferPointer<Double>
    let accIn: UnsafeMutableBufferPointer<Bool>
    let list: UnsafeMutableBufferPointer<Int32>
    /// How many symbols are listed.
    var count = 0

    @inline(__always)
    mutating func add(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if accIn[i] {
            accum[i] += v
        } else {
            accIn[i] = true
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

    /// Calls `body` with every listed symbol and its sum, in listing order, and empties the list.
    @inline(__always)
    mutating func drain(_ body: (Int32, Double) -> Void) {
        for j in 0..<count {
            let s = list[j]
            let i = Int(s)
            let v = accum[i]
            accum[i] = 0
            accIn[i] = false
            body(s, v)
        }
        count = 0
    }
}
