import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the eighth held-out set (unseen macOS files from other repositories), one
/// small hand-written document each.
extension GeneralRuleTests {
    /// A vertical NSStackView (fill distribution, centred) pinned to its superview's top and
    /// sides holds a panel with a fixed height and no width of its own, and a 40-pt view.
    /// Across its axis the stack hugs its views at its horizontal hugging priority, so the
    /// panel spans the stack (300 wide, as IB draws it) while the 40-pt view keeps its width
    /// and is centred. Without the rule the panel's x and width were left open. (Seen in
    /// Unshaky's debug pane, centred, and Hot's info view, leading-aligned.)
    static let centredStackHugsAcross = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="centerX" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="72" width="300" height="128"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                    <rect key="frame" x="0.0" y="28" width="300" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="h1"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="small">
                                    <rect key="frame" x="130" y="0.0" width="40" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w2"/>
                                        <constraint firstAttribute="height" constant="20" id="h2"/>
                                    </constraints>
                                </customView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <userGuides>
                        <userLayoutGuide location="150" affinity="minX"/>
                    </userGuides>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="k1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="k3"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func centredNSStackViewsHugTheirViewsAcrossTheirAxis() throws {
        let document = try importXML(Self.centredStackHugsAcross, file: "Centred.xib")
        let panel = try solvedFrame("panel", in: document)
        #expect(panel.minX == 0 && panel.width == 300 && panel.height == 100)
        let small = try solvedFrame("small", in: document)
        #expect(small.minX == 130 && small.width == 40)
        #expect(document.check().summary == "Centred.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Guides a user dragged onto the canvas (`<userGuides>`) are an editing aid of Interface
    /// Builder's: read without a warning, and they change nothing.
    @Test func userGuidesAreReadWithoutAWarning() throws {
        let document = try importXML(Self.centredStackHugsAcross, file: "Centred.xib")
        #expect(document.warnings.isEmpty)
    }

    /// The application scene of a macOS storyboard (Xcode's app template: the NSApplication
    /// object and its main menu) has no view; it is read without a warning and the view
    /// controller's scene beside it is laid out as before.
    static let applicationScene = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <application id="app" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="menu"/>
                        </application>
                        <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="20" width="160" height="60"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="k2"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k3"/>
                                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="k4"/>
                                </constraints>
                            </view>
                        </viewController>
                        <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func applicationScenesAreReadWithoutAWarning() throws {
        let document = try importXML(Self.applicationScene, file: "Main.storyboard")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("box", in: document) == CGRect(x: 20, y: 20, width: 160, height: 60))
    }
}
