/// Four inset values as IB writes them in `<edgeInsets>` (`top left bottom right`) or
/// `<directionalEdgeInsets>` (`top leading bottom trailing`, stored in `left`/`right`).
package struct IBInsets: Hashable, Sendable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = IBInsets(top: 0, left: 0, bottom: 0, right: 0)

    package init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }
}
