/// One edge of a rectangle.
enum Edge: CaseIterable {
    case top, left, bottom, right
}
