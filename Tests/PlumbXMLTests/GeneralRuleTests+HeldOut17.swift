import Foundation
import Testing
@testable import PlumbXML

/// Found by the seventeenth held-out set (scroll views, tvOS, Xcode 5–14): UIKit insets a scroll
/// view's content by the scroll view's safe area, and its subviews' frames are in content
/// coordinates.
extension GeneralRuleTests {
    /// A scroll view filling a controller's view under a navigation bar (4.7-inch: safe area 64 pt
    /// down), a content view pinned to its content guide and as wide as its frame guide, a label
    /// on the content view's top margin and a button 8 pt below the scroll view's safe area.
    /// `behaviour` is the scroll view's `contentInsetAdjustmentBehavior` attribute, if any.
    static func scrollUnderBar(behaviour: String?) -> String {
        let attribute = behaviour.map { " contentInsetAdjustmentBehavior=\"\($0)\"" } ?? ""
        // Where IB records the label and the button: 8 pt into the content, or under the bar.
        let y = behaviour == "never" ? "72" : "8"
        return """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14868" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill"\(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                        <rect key="frame" x="8" y="\(y)" width="359" height="21"/>
                                                        <constraints>
                                                            <constraint firstAttribute="height" constant="21" id="titleHeight"/>
                                                        </constraints>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="300" id="contentHeight"/>
                                                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="titleTop"/>
                                                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="titleLeading"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="titleTrailing"/>
                                                </constraints>
                                            </view>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                                                <rect key="frame" x="8" y="\(y)" width="25" height="24"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="25" id="infoWidth"/>
                                                    <constraint firstAttribute="height" constant="24" id="infoHeight"/>
                                                </constraints>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="contentTop"/>
                                            <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="contentLeading"/>
                                            <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="contentTrailing"/>
                                            <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="contentBottom"/>
                                            <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="contentWidth"/>
                                            <constraint firstItem="info" firstAttribute="top" secondItem="scrollSafe" secondAttribute="top" constant="8" id="infoTop"/>
                                            <constraint firstItem="info" firstAttribute="leading" secondItem="scrollSafe" secondAttribute="leading" constant="8" id="infoLeading"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="scrollSafe"/>
                                        <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="scrollTop"/>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="scrollLeading"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="scrollTrailing"/>
                                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="scrollBottom"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="rootSafe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Detail" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The default behaviour: the content starts below the bar, so it is outside the safe-area
    /// insets (the label sits on the 8-pt margin alone) and the scroll view's safe area begins at
    /// content y = 0 (the button at 8), as KHarrison's ScrollGuide-IB records. The scroll view
    /// itself still fills the root, and the content is drawn 64 pt down it.
    @Test func aScrollViewInsetsItsContentBelowItsSafeArea() throws {
        let document = try importXML(Self.scrollUnderBar(behaviour: nil))
        #expect(try solvedFrame("scroll", in: document) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(try solvedFrame("content", in: document) == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 8, y: 8, width: 359, height: 21))
        #expect(try solvedFrame("info", in: document) == CGRect(x: 8, y: 8, width: 25, height: 24))
        let layout = try #require(document.layouts.first)
        let content = try #require(layout.views.first { $0.objectID == "content" })
        #expect(content.view.frame.minY == 64)
        #expect(layout.frameReport().matched == layout.frameReport().compared)
    }

    /// With `contentInsetAdjustmentBehavior="never"` the content starts under the bar: the
    /// content view overlaps 64 pt of unsafe area (its top margin 64 + 8 down) and so does the
    /// scroll view's safe area; IB records both views 72 pt down.
    @Test func aScrollViewThatNeverAdjustsKeepsItsContentUnderTheBars() throws {
        let document = try importXML(Self.scrollUnderBar(behaviour: "never"))
        #expect(try solvedFrame("content", in: document) == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 8, y: 72, width: 359, height: 21))
        #expect(try solvedFrame("info", in: document) == CGRect(x: 8, y: 72, width: 25, height: 24))
        let layout = try #require(document.layouts.first)
        let content = try #require(layout.views.first { $0.objectID == "content" })
        #expect(content.view.frame.minY == 0)
        #expect(layout.frameReport().matched == layout.frameReport().compared)
    }
}
