import Foundation
import Testing
import PlumbCore
@testable import PlumbXML

/// Found by the eighteenth held-out set (recent iOS apps of every kind, Xcode 10–26): a
/// constraint with a multiplier between a view and its controller view's safe area says where
/// that safe area was, as a multiplier-1 one does, once positions are measured from the view
/// the constraint is installed on (UIKit's rule, and PlumbCore's).
extension GeneralRuleTests {
    /// A freeform 350 × 400 controller view on the 4.7-inch device whose logo is centred at
    /// `safe.centerY × 1/1.4` (Alfresco's file-provider sheet, Xcode 10.0), with a label 40 pt
    /// below the logo. IB records the logo at y = 92: centre 143 = 200 / 1.4, the safe area's
    /// centre at 200, the middle of the whole 400-pt view, not of the 380 pt below a status bar.
    static let centredOnSafeAreaByMultiplier = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="350" height="400"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                        <rect key="frame" x="15" y="92" width="320" height="102"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="102" id="logoHeight"/>
                                            <constraint firstAttribute="width" constant="320" id="logoWidth"/>
                                        </constraints>
                                    </imageView>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Passcode Lock is enabled" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="15" y="234" width="320" height="20.5"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20.5" id="titleHeight"/>
                                        </constraints>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="logo" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" multiplier="1:1.4" id="logoCenterY"/>
                                    <constraint firstItem="logo" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="logoCenterX"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="logo" secondAttribute="bottom" constant="40" id="titleTop"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="logo" secondAttribute="leading" id="titleLeading"/>
                                    <constraint firstItem="title" firstAttribute="trailing" secondItem="logo" secondAttribute="trailing" id="titleTrailing"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="350" height="400"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// At the design size the logo and the label land where IB recorded them (the safe area's
    /// centre read off the multiplier constraint: 200); laid out for a device (`--device`, here
    /// the same one), where nothing is read from the frames, the 4.7-inch status bar's default
    /// applies again (safe-area centre 210, the logo's 150: 7 pt lower).
    @Test func aMultiplierConstraintOnTheSafeAreaSaysWhereTheSafeAreaWas() throws {
        let document = try importXML(Self.centredOnSafeAreaByMultiplier)
        #expect(try solvedFrame("logo", in: document) == CGRect(x: 15, y: 92, width: 320, height: 102))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 15, y: 234, width: 320, height: 20.5))
        let layout = try #require(document.layouts.first)
        #expect(layout.frameReport().matched == layout.frameReport().compared)
        let elsewhere = try importXML(Self.centredOnSafeAreaByMultiplier, device: "retina4_7")
        #expect(try solvedFrame("logo", in: elsewhere).minY == 99)
    }
}
