enum ProcessInfoLite { nonisolated(unsafe) static var debug = false
  nonisolated(unsafe) static var check: ((Tableau, String) -> Void)? = nil }
extension Tableau { func dbg(_ what: @autoclosure () -> String) { if ProcessInfoLite.debug { ProcessInfoLite.check?(self, what()) } } }
