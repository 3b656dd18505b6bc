import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the twelfth held-out set (multi-scene app storyboards), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// A container sits 100 pt down and 20 pt in; inside it an icon's top is a quarter of the
    /// container's `centerY` and a tag's leading half the container's leading margin plus 37.
    /// UIKit evaluates a constraint in the coordinate system of the view holding it (the items'
    /// nearest common ancestor): the container's `centerY` is 100 (half its height) and its
    /// leading margin 8, wherever the container sits, so the icon is 25 pt down and the tag 41 pt
    /// in. Measured in window coordinates instead, the icon would sit at −50 and the tag at 31.
    /// (Concrete's movie-list storyboard, Xcode 10.1: an empty-state image at `0.25 × centerY`
    /// and a collection cell's title at `0.5 × leadingMargin + 37`, both recorded where this
    /// puts them.)
    static let multiplierInNestedContainer = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="100" width="335" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    <rect key="frame" x="117.5" y="25" width="100" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="i1"/>
                                        <constraint firstAttribute="height" constant="100" id="i2"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                                    <rect key="frame" x="41" y="150" width="60" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="60" id="t1"/>
                                        <constraint firstAttribute="height" constant="20" id="t2"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="icon" firstAttribute="top" secondItem="box" secondAttribute="centerY" multiplier="0.25" id="b1"/>
                                <constraint firstItem="icon" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="b2"/>
                                <constraint firstItem="tag" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" multiplier="0.5" constant="37" id="b3"/>
                                <constraint firstItem="tag" firstAttribute="top" secondItem="box" secondAttribute="top" constant="150" id="b4"/>
                                <constraint firstAttribute="height" constant="200" id="b5"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r1"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func multiplierIsMeasuredInTheHoldingViewsCoordinates() throws {
        let document = try importXML(Self.multiplierInNestedContainer, file: "Nested.xib")
        #expect(try solvedFrame("box", in: document) == CGRect(x: 20, y: 100, width: 335, height: 200))
        #expect(try solvedFrame("icon", in: document) == CGRect(x: 117.5, y: 25, width: 100, height: 100))
        #expect(try solvedFrame("tag", in: document) == CGRect(x: 41, y: 150, width: 60, height: 20))
    }

    /// Xcode's multiplier field takes a percentage (Apple's Auto Layout Guide lists "a decimal
    /// number (2.0), a percentage (200%), a fraction (2/1), or a ratio (2:1)"), and the document
    /// keeps it as typed: a Juice Maker storyboard saved by Xcode 15 sizes a stack
    /// `height = 35% × root.height`. It means the hundredth part; before, it was refused as a
    /// malformed multiplier and the constraint dropped.
    static let percentMultiplier = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="part">
                            <rect key="frame" x="0.0" y="0.0" width="150" height="70"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="part" firstAttribute="top" secondItem="root" secondAttribute="top" id="p1"/>
                        <constraint firstItem="part" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p2"/>
                        <constraint firstItem="part" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="40%" id="p3"/>
                        <constraint firstItem="part" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="35%" id="p4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func percentageMultiplierIsTheHundredthPart() throws {
        let document = try importXML(Self.percentMultiplier, file: "Percent.xib")
        #expect(document.errors.isEmpty)
        #expect(try solvedFrame("part", in: document) == CGRect(x: 0, y: 0, width: 150, height: 70))
        #expect(IBParser.parseMultiplier("35%") == 0.35)
        #expect(IBParser.parseMultiplier("200%") == 2)
        #expect(IBParser.parseMultiplier("%") == nil)
        #expect(IBParser.parseMultiplier("1:2%") == nil)
        #expect(IBParser.parseMultiplier("5%%") == nil)
    }

    /// A navigation item with more than one bar button item on a side keeps them in
    /// `<rightBarButtonItems>` / `<leftBarButtonItems>` (Xcode 7 and later; the document lists the
    /// capability "Navigation items with more than one left or right bar item"). Like a single
    /// `barButtonItem`, they carry no layout: no warning. (CleanArchitectureRxSwift's edit screen,
    /// Xcode 8.3.)
    static let navigationItemWithSeveralBarItems = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12120" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <!--Edit-->
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg"/>
                                <viewControllerLayoutGuide type="bottom" id="bg"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="bg" firstAttribute="top" secondItem="body" secondAttribute="bottom" id="c2"/>
                                    <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                    <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="ni">
                                <rightBarButtonItems>
                                    <barButtonItem title="Edit" id="b1"/>
                                    <barButtonItem systemItem="trash" id="b2"/>
                                </rightBarButtonItems>
                                <leftBarButtonItems>
                                    <barButtonItem systemItem="cancel" id="b3"/>
                                    <barButtonItem systemItem="save" id="b4"/>
                                </leftBarButtonItems>
                            </navigationItem>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func severalBarButtonItemsAreNotUnknownElements() throws {
        let document = try importXML(Self.navigationItemWithSeveralBarItems, file: "Edit.storyboard")
        #expect(document.warnings.isEmpty)
        #expect(document.errors.isEmpty)
        #expect(try solvedFrame("body", in: document) == CGRect(x: 0, y: 20, width: 375, height: 647))
    }
}
