import Testing
import Foundation
@testable import PlumbXML

@Test func scratchDialect() throws {
    let docs = [
        """
        <layout width="390" height="844" safeArea="47 0 34 0">
          <view id="title" intrinsicSize="120 21"/>
          <constraint first="title.top" second="root.safeArea.top" constant="8"/>
          <constraint first="title.leading" second="root.margins.leading"/>
        </layout>
        """,
        """
        <layout width="390" height="844">
          <view id="title" colour="red"/>
          <view id="title"/>
          <vew id="x"/>
          <constraint first="title.tpo" second="root.top" multiplier="x"/>
          <constraint first="nope.top" second="title.width"/>
        </layout>
        """,
        """
        <layout width="390" height="844">
          <view id="a"/>
          <constraint first="nope.top" second="a.top"/>
          <constraint first="a.top" second="a.width"/>
          <constraint first="a.top" constant="3"/>
        </layout>
        """,
    ]
    for d in docs {
        do {
            let doc = try LayoutDialect.importBytes(Array(d.utf8), file: "t.layout.xml")
            print("OK", doc.layouts[0].views.map(\.path), doc.layouts[0].constraints.map(\.description))
        } catch {
            print("ERR\n\(error)\n---")
        }
    }
}
