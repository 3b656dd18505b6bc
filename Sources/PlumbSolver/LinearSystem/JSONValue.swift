/// A parsed JSON value that keeps object members in file order (variable ids follow the
/// order names first appear, so the order must not depend on hashing).
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        for (k, v) in members where k == key { return v }
        return nil
    }

    var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
