/// `plumb check` exited with a non-zero status.
struct PlumbCheckFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "plumb check exited with status \(status)" }
}
