/// One attribute with the location of its name.
package struct XMLTreeAttribute: Sendable, Hashable {
    package var name: String
    package var value: String
    package var location: SourceLocation
}
