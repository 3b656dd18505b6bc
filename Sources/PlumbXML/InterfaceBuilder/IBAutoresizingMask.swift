/// `<autoresizingMask key="autoresizingMask" widthSizable flexibleMinX …/>`.
package struct IBAutoresizingMask: Hashable, Sendable {
    package var flexibleMinX = false
    package var widthSizable = false
    package var flexibleMaxX = false
    package var flexibleMinY = false
    package var heightSizable = false
    package var flexibleMaxY = false

    package init() {}
}
