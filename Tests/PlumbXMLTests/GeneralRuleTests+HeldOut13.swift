import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the thirteenth held-out set (size classes, iPad and landscape), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// An iPhone document whose title label is 17 pt, with a `widthClass=regular` variation that
    /// sets 34 pt (Interface Builder's "Vary for Traits" font). IB records the label in the design
    /// device's font: 42 × 20.5 for the 17-pt line. Laid out on an iPad (regular width) UIKit
    /// draws it in 34 pt, so its content is twice as large: 84 × 41, centred, 40 pt down.
    /// (Nightguard's bedside screen records a 160-pt `widthClass=compact` label 191 tall, the
    /// 160-pt line, where its base font is 200 pt; an iPad document of mnknegi/SizeClassses
    /// records a 55-pt `regular`/`regular` title 66 tall, over its Title 1 base; a Devslopes
    /// exercise (Sanchita-36) records a 27-pt Avenir label 37 tall over its 19-pt base.)
    static let fontVariation = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="166.5" y="40" width="42" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                        <variation key="widthClass=regular">
                                            <fontDescription key="fontDescription" type="system" pointSize="34"/>
                                        </variation>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func sizeClassFontScalesALabelOnAnotherDevice() throws {
        let design = try importXML(Self.fontVariation)
        #expect(try solvedFrame("title", in: design) == CGRect(x: 166.5, y: 40, width: 42, height: 20.5))
        let iPad = try importXML(Self.fontVariation, device: "ipad9_7")
        #expect(try solvedFrame("title", in: iPad) == CGRect(x: 342, y: 40, width: 84, height: 41))
        // Compact width on another iPhone: the 17-pt font, the recorded size.
        let phone = try importXML(Self.fontVariation, device: "retina6_1")
        #expect(try solvedFrame("title", in: phone).size == CGSize(width: 42, height: 20.5))
    }

    /// The document laid out for another IB device (`--device`).
    func importXML(_ text: String, device: String) throws -> ImportedDocument {
        var options = ImportOptions()
        options.deviceID = device
        return try XMLLayoutImporter.importBytes(Array(text.utf8), file: "Test.storyboard", options: options)
    }

    /// An iPad document: a 40-pt figure (its base font 17 pt, its `regular`/`regular` variation
    /// 40 pt, recorded 48 tall) and a 17-pt unit label tied to its last baseline. At the design
    /// device the figure's font is the variation's: its baseline sits its 40-pt descender (10 pt,
    /// rounded) above its bottom, so the unit label's bottom is 10 − 4 = 6 pt above the figure's
    /// (with the base 17-pt font both descenders would be 4 and the bottoms would meet).
    static let fontVariationBaseline = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="42" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="figure">
                                        <rect key="frame" x="40" y="100" width="45" height="48"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                        <variation key="heightClass=regular-widthClass=regular">
                                            <fontDescription key="fontDescription" type="system" pointSize="40"/>
                                        </variation>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="km" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="unit">
                                        <rect key="frame" x="93" y="121.5" width="24" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="figure" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c1"/>
                                    <constraint firstItem="figure" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                                    <constraint firstItem="unit" firstAttribute="leading" secondItem="figure" secondAttribute="trailing" constant="8" id="c3"/>
                                    <constraint firstItem="unit" firstAttribute="lastBaseline" secondItem="figure" secondAttribute="lastBaseline" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func sizeClassFontSetsTheBaselineAtTheDesignDevice() throws {
        let document = try importXML(Self.fontVariationBaseline)
        #expect(try solvedFrame("figure", in: document) == CGRect(x: 40, y: 100, width: 45, height: 48))
        #expect(try solvedFrame("unit", in: document) == CGRect(x: 93, y: 121.5, width: 24, height: 20.5))
    }
}
