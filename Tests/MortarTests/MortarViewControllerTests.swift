import Foundation
import Testing
import PlumbCore
import Mortar

/// The seeds' `UIViewController` examples on PlumbCore's headless ``ViewController``.
@Suite struct MortarViewControllerTests {
    final class Screen: ViewController {
        let title = View(name: "title")
        override func loadView() { view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root") }
        override func viewDidLoad() {
            view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            title.intrinsicContentSize = CGSize(width: 100, height: 20)
            view |+| title
            title.m_top |=| self.m_safeTop + 8
            title.m_centerX |=| self.m_safeRegion
        }
    }

    @Test func viewDidLoadUsesTheControllersSafeArea() {
        let screen = Screen(name: "screen")
        screen.view.layoutIfNeeded()
        #expect(screen.title.frame == CGRect(x: 145, y: 55, width: 100, height: 20))
        #expect(screen.title.owningViewController === screen)
    }
}
