/// `relation` of a `<constraint>`; IB never writes `equal`, which is the default.
package enum IBRelation: String, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
