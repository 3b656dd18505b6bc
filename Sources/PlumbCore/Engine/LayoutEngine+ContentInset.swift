import Foundation

extension LayoutEngine {
    /// How far below its solved frame a view shows on screen: the top safe-area insets of the
    /// ancestors that scroll their content below them (``View/insetsContentBySafeArea``), as
    /// this pass wrote them (ancestors are written before their subviews).
    func shownOffset(of view: View) -> CGFloat {
        var offset: CGFloat = 0
        var current = view
        while current !== root, let ancestor = current.superview {
            if ancestor.insetsContentBySafeArea {
                offset += ancestor === root ? ancestor.rootSafeAreaInsets.top : ancestor.solvedSafeAreaInsets.top
            }
            current = ancestor
        }
        return offset
    }
}
