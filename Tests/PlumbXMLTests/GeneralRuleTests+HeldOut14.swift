import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the fourteenth held-out set (macOS only), one small hand-written document each.
extension GeneralRuleTests {
    /// A macOS view controller's view saved 300 × 200 around a box pinned 20 pt inside it, whose
    /// height is 100 at priority 750 and whose width would be 100 at priority 250. AppKit's window
    /// keeps its size only at `NSLayoutPriorityWindowSizeStayPut` (500): marked misplaced, the view
    /// takes the height its content asks for above that (140) and keeps its recorded width
    /// against the weaker wish (box 260 wide). Boop's scripts pane (Xcode 11) is recorded so: a
    /// stack 108 tall in a view recorded 164 (20 + 108 + 20 = 148), as wide as the recorded view
    /// less its margins although the stack hugs at 249.99998. Unmarked, the recorded size holds
    /// and the box stretches to 160.
    static func macControllerView(misplaced: Bool) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14868" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" \(misplaced ? #"misplaced="YES" "# : "")id="root">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="20" width="260" height="\(misplaced ? 100 : 160)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" priority="750" constant="100" id="h"/>
                                            <constraint firstAttribute="width" priority="250" constant="100" id="w"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                                </constraints>
                            </view>
                        </viewController>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func aMisplacedMacControllerViewResizesOnlyAboveTheWindowsStayPutPriority() throws {
        let stale = try importXML(Self.macControllerView(misplaced: true), file: "Scripts.storyboard")
        #expect(try solvedFrame("box", in: stale) == CGRect(x: 20, y: 20, width: 260, height: 100))
        let report = stale.check()
        #expect(report.compared == 1 && report.matched == 1 && report.isClean)

        let kept = try importXML(Self.macControllerView(misplaced: false), file: "Kept.storyboard")
        #expect(try solvedFrame("box", in: kept) == CGRect(x: 20, y: 20, width: 260, height: 160))
        #expect(kept.check().isClean)
    }

    /// Xcode 16 writes the class an array controller manages as a child element
    /// (`<classReference key="objectClass" className="…"/>`, Aria2D's log window, Xcode 16.3): a
    /// binding detail, read without an "unknown element" warning; the table beside it is laid
    /// out as before.
    static let arrayControllerClassReference = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="0.0" width="400" height="262"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" constant="38" id="t"/>
                                    <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="b"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="r"/>
                                </constraints>
                            </view>
                        </viewController>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        <arrayController objectClassName="LogEntry" editable="NO" id="ac">
                            <classReference key="objectClass" className="LogEntry"/>
                        </arrayController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func anArrayControllersClassReferenceIsNotAnUnknownElement() throws {
        let document = try importXML(Self.arrayControllerClassReference, file: "Log.storyboard")
        #expect(document.warnings.isEmpty)
        // Bottom-left origin, as AppKit and the document measure it: flush with the bottom, 300 − 38 tall.
        #expect(try solvedFrame("list", in: document) == CGRect(x: 0, y: 0, width: 400, height: 262))
        #expect(document.check().isClean)
    }
}
