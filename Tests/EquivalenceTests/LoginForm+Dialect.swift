import Foundation
import PlumbCore
import PlumbXML

extension LoginForm {
    /// Written in PlumbXML's `.layout.xml` dialect.
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout name="login" width="375" height="667" safeArea="20 0 0 0">
          <view id="title" intrinsicSize="200 30"/>
          <view id="field"/>
          <view id="button" intrinsicSize="80 30"/>
          <constraint first="title.top" second="root.safeArea.top" constant="20"/>
          <constraint first="title.centerX" second="root.centerX"/>
          <constraint first="field.top" second="title.bottom" constant="16"/>
          <constraint first="field.left" second="root.left" constant="20"/>
          <constraint first="field.right" second="root.right" constant="-20"/>
          <constraint first="field.height" constant="44"/>
          <constraint first="button.top" second="field.bottom" constant="12"/>
          <constraint first="button.left" second="field.left"/>
          <constraint first="button.right" second="field.right"/>
          <constraint first="button.height" second="field.height"/>
        </layout>
        """

    /// The root imported from ``xml``.
    static func dialect() -> View {
        do {
            let document = try LayoutDialect.importBytes(Array(xml.utf8), file: "login.layout.xml")
            return document.scenes[0].layouts[0].root
        } catch {
            let failed = View(name: "import-failed: \(error)")
            return failed
        }
    }
}
