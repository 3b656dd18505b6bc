import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 24 (unseen macOS windows, panes and popovers of six app repositories): all
/// 47 views matched before any change; the one thing the round found is a vocabulary gap.
extension GeneralRuleTests {
    /// A view whose View Effects inspector sets a subviews transition carries an archived
    /// Core Animation transition (`<animations><caTransition key="subviews">…`, Fluor's release
    /// notes view, Xcode 10.1): drawing, not layout. Read without an "unknown element" warning;
    /// the web view inside is laid out as before (pinned to the edges, 640 × 480).
    static let subviewsTransition = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" wantsLayer="YES" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="640" height="480"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="web">
                                        <rect key="frame" x="0.0" y="0.0" width="640" height="480"/>
                                        <constraints>
                                            <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="640" id="w"/>
                                            <constraint firstAttribute="width" secondItem="web" secondAttribute="height" multiplier="4:3" id="a"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="web" secondAttribute="trailing" id="r"/>
                                    <constraint firstItem="web" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                    <constraint firstAttribute="bottom" secondItem="web" secondAttribute="bottom" id="b"/>
                                    <constraint firstItem="web" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                                </constraints>
                                <animations>
                                    <caTransition key="subviews">
                                        <mutableData key="keyedArchiveRepresentation">
        YnBsaXN0MDDUAQIDBAUGICFYJHZlcnNpb25Y
        </mutableData>
                                    </caTransition>
                                </animations>
                            </view>
                        </viewController>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aSubviewsTransitionIsNotAnUnknownElement() throws {
        let document = try importXML(Self.subviewsTransition, file: "ReleaseNotes.storyboard")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("web", in: document) == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(document.check().isClean)
    }
}
