import Foundation
import Testing
@testable import PlumbXML

/// Importing Interface Builder documents into PlumbCore and solving them: frames computed by
/// hand from the constraints and IB's conventions, compared with what the engine solves.
@Suite struct IBLayoutTests {
    private func importXML(_ text: String, file: String = "Test.storyboard", options: ImportOptions = ImportOptions()) throws -> ImportedDocument {
        try XMLLayoutImporter.importBytes(Array(text.utf8), file: file, options: options)
    }

    /// A 4.7" controller root: status bar 20, root margins 16. The second label's recorded frame
    /// is wrong (IB would call it misplaced): `check` reports it with the frame it should have.
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <!--Profile-->
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="16" y="28" width="120" height="21"/>
                                    </label>
                                    <label text="Bio" translatesAutoresizingMaskIntoConstraints="NO" id="bio">
                                        <rect key="frame" x="16" y="90" width="343" height="42"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                                    <constraint firstItem="bio" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="12" id="c3"/>
                                    <constraint firstItem="bio" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c4"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="bio" secondAttribute="trailing" id="c5"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func solvesAControllerRootAndReportsTheMisplacedView() throws {
        let document = try importXML(Self.storyboard)
        let layout = try #require(document.layouts.first)
        #expect(layout.name == "Profile" || document.scenes.first?.name == "Profile")
        let name = try #require(layout.views.first { $0.objectID == "name" })
        let bio = try #require(layout.views.first { $0.objectID == "bio" })
        // name: top = 20 (status bar) + 8 = 28; leading = margin 16; intrinsic 120 × 21 from the frame.
        #expect(layout.solvedFrame(of: name) == CGRect(x: 16, y: 28, width: 120, height: 21))
        // bio: top = 28 + 21 + 12 = 61; from 16 to 375 − 16; height 42 (intrinsic).
        #expect(layout.solvedFrame(of: bio) == CGRect(x: 16, y: 61, width: 343, height: 42))
        let report = layout.frameReport()
        #expect(report.compared == 2)
        #expect(report.matched == 1)
        #expect(report.mismatches.map(\.description) == [
            "Test.storyboard:15:29: error: frame of 'bio' (view/label 'Bio') is (16, 61, 343, 42), recorded (16, 90, 343, 42)",
        ])
        let check = document.check()
        #expect(!check.isClean)
        #expect(check.summary == "Test.storyboard: 1 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    @Test func anotherDeviceMovesTheSafeAreaAndKeepsMargins() throws {
        var options = ImportOptions()
        options.deviceID = "retina6_12"
        let layout = try #require(try importXML(Self.storyboard, options: options).layouts.first)
        layout.layoutIfNeeded()
        // 393 × 852, status bar 59: name at 59 + 8 = 67; bio spans 16…393 − 16.
        #expect(layout.root.frame.size == CGSize(width: 393, height: 852))
        let bio = try #require(layout.views.first { $0.objectID == "bio" })
        #expect(layout.solvedFrame(of: bio) == CGRect(x: 16, y: 100, width: 361, height: 42))
    }

    @Test func anotherOrientationTurnsTheDesignDevice() throws {
        var options = ImportOptions()
        options.orientation = .landscape
        let document = try importXML(Self.storyboard, options: options)
        let layout = try #require(document.layouts.first)
        layout.layoutIfNeeded()
        // The 4.7" phone sideways, 667 × 375: no status bar in compact height, so name sits 8 pt
        // below the top; bio spans 16…667 − 16.
        #expect(layout.root.frame.size == CGSize(width: 667, height: 375))
        let name = try #require(layout.views.first { $0.objectID == "name" })
        let bio = try #require(layout.views.first { $0.objectID == "bio" })
        #expect(layout.solvedFrame(of: name) == CGRect(x: 16, y: 8, width: 120, height: 21))
        #expect(layout.solvedFrame(of: bio) == CGRect(x: 16, y: 41, width: 635, height: 42))
        // Not the recorded layout, so nothing is compared.
        #expect(document.check().summary == "Test.storyboard: no recorded frames to compare; 0 unsatisfiable, 0 ambiguous")
        // Portrait is the document's own orientation, but asked for, it is not the recorded size either.
        options.orientation = .portrait
        let portrait = try #require(try importXML(Self.storyboard, options: options).layouts.first)
        #expect(portrait.root.frame.size == CGSize(width: 375, height: 667))
        // With another device: that device sideways.
        options.orientation = .landscape
        options.deviceID = "retina6_12"
        let turned = try #require(try importXML(Self.storyboard, options: options).layouts.first)
        turned.layoutIfNeeded()
        #expect(turned.root.frame.size == CGSize(width: 852, height: 393))
    }

    /// A macOS window: frames are recorded bottom-left under unflipped superviews, and a label's
    /// alignment rect is inset 2 pt left and right.
    static let macXib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19455" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <window title="Prefs" id="w">
                    <rect key="contentRect" x="100" y="100" width="300" height="120"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="18" y="84" width="80" height="16"/>
                                <textFieldCell key="cell" title="Name:" id="cell1"/>
                            </textField>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="well">
                                <rect key="frame" x="20" y="20" width="260" height="52"/>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="m1"/>
                            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="m2"/>
                            <constraint firstItem="well" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="12" id="m3"/>
                            <constraint firstItem="well" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="m4"/>
                            <constraint firstAttribute="trailing" secondItem="well" secondAttribute="trailing" constant="20" id="m5"/>
                            <constraint firstAttribute="bottom" secondItem="well" secondAttribute="bottom" constant="20" id="m6"/>
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """

    @Test func macDocumentsIgnoreAnOrientationWithAWarning() throws {
        var options = ImportOptions()
        options.orientation = .landscape
        let document = try importXML(Self.macXib, file: "Prefs.xib", options: options)
        #expect(document.warnings.map(\.description) == ["Prefs.xib:1:1: warning: orientation 'landscape' ignored: macOS documents have no design device"])
        #expect(document.check().compared > 0)   // still its own recorded layout
    }

    @Test func macOSFramesUseBottomLeftOriginsAndAlignmentRects() throws {
        let document = try importXML(Self.macXib, file: "Prefs.xib")
        let layout = try #require(document.layouts.first)
        let label = try #require(layout.views.first { $0.objectID == "label" })
        let well = try #require(layout.views.first { $0.objectID == "well" })
        // Label alignment rect: x 20, top 20, 76 × 16 → frame (18, 20) top-down → y = 120 − 20 − 16 = 84.
        #expect(label.alignmentInsets.left == 2 && label.alignmentInsets.right == 2)
        #expect(layout.solvedFrame(of: label) == CGRect(x: 18, y: 84, width: 80, height: 16))
        #expect(label.view.frame == CGRect(x: 20, y: 20, width: 76, height: 16))
        // Well: top 20 + 16 + 12 = 48, bottom 120 − 20 = 100 → height 52; y = 120 − 48 − 52 = 20.
        #expect(layout.solvedFrame(of: well) == CGRect(x: 20, y: 20, width: 260, height: 52))
        #expect(layout.frameReport().share == 1)
        #expect(try document.framesJSON() == """
            {"document":"Prefs.xib","scenes":[{"name":"Prefs","size":[300,120],"views":[{"id":"content","path":"view","frame":[0,0,300,120]},{"id":"label","path":"view/textField 'Name:'","frame":[18,84,80,16]},{"id":"well","path":"view/customView","frame":[20,20,260,52]}]}]}

            """)
    }

    @Test func scrollViewTrailingAndBottomTowardsContentMeanTheContentArea() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="1000"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="1000" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="t"/>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="l"/>
                                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="w"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let layout = try #require(try importXML(xib, file: "Scroll.xib").layouts.first)
        let content = try #require(layout.views.first { $0.objectID == "content" })
        let scroll = try #require(layout.views.first { $0.objectID == "scroll" })
        // The content is taller than the scroll view: bottom == content bottom sizes the content
        // area, not the scroll view, and width == scroll width is the frame's width.
        #expect(layout.solvedFrame(of: scroll) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(layout.solvedFrame(of: content) == CGRect(x: 0, y: 0, width: 320, height: 1000))
        let guide = try #require(scroll.view.layoutGuides.first { $0.identifier == "contentLayoutGuide" })
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(layout.root.layoutDiagnostics.isEmpty)
    }

    @Test func sizeClassVariationsFollowTheDesignDevice() throws {
        // On a phone in portrait (compact width, regular height) the widthClass=compact
        // variation installs the 119-pt width; the default excludes it.
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="128" y="313" width="119" height="41"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="250" id="wide"/>
                                    <constraint firstAttribute="width" constant="119" id="narrow"/>
                                    <constraint firstAttribute="height" constant="41" id="h">
                                        <variation key="heightClass=compact" constant="20"/>
                                    </constraint>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints"><exclude reference="narrow"/></mask>
                                </variation>
                                <variation key="widthClass=compact">
                                    <mask key="constraints"><include reference="narrow"/><exclude reference="wide"/></mask>
                                </variation>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let layout = try #require(try importXML(xib, file: "Variation.xib").layouts.first)
        let box = try #require(layout.views.first { $0.objectID == "box" })
        #expect(layout.solvedFrame(of: box) == CGRect(x: 128, y: 313, width: 119, height: 41))
        #expect(layout.constraints.compactMap { constraint -> String? in
            if case .imported(_, _, _, let id?) = constraint.origin { return id }
            return nil
        } == ["narrow", "h", "cx", "cy"])
        // In landscape on the same phone the height class is compact: the constant override applies.
        let landscape = xib.replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
            .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"667\" height=\"375\"")
        let turned = try #require(try importXML(landscape, file: "Variation.xib").layouts.first)
        let turnedBox = try #require(turned.views.first { $0.objectID == "box" })
        // 119 × 20 centred in 667 × 375.
        #expect(turned.solvedFrame(of: turnedBox) == CGRect(x: 274, y: 177.5, width: 119, height: 20))
    }
}
