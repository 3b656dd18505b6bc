import Foundation
import Testing
import PlumbCore
@testable import PlumbXML

/// Found by the seventeenth held-out set (scroll views, tvOS, Xcode 5–14): UIKit insets a scroll
/// view's content by the scroll view's safe area, and its subviews' frames are in content
/// coordinates; the Apple TV device is one 1920 × 1080 screen with a safe area on all four sides.
extension GeneralRuleTests {
    /// A scroll view filling a controller's view under a navigation bar (4.7-inch: safe area 64 pt
    /// down), a content view pinned to its content guide and as wide as its frame guide, a label
    /// on the content view's top margin and a button 8 pt below the scroll view's safe area.
    /// `behaviour` is the scroll view's `contentInsetAdjustmentBehavior` attribute, if any.
    static func scrollUnderBar(behaviour: String?) -> String {
        let attribute = behaviour.map { " contentInsetAdjustmentBehavior=\"\($0)\"" } ?? ""
        // Where IB records the label and the button: 8 pt into the content, or under the bar.
        let y = behaviour == "never" ? "72" : "8"
        return inNavigationController("""
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
        """, root: "vc", toolsVersion: "14868")
    }

    /// The default behaviour: the content starts below the bar, so it is outside the safe-area
    /// insets (the label sits on the 8-pt margin alone) and the scroll view's safe area begins at
    /// content y = 0 (the button at 8), as KHarrison's ScrollGuide-IB records; the content view is
    /// drawn 64 pt down the scroll view, which still fills the root. With
    /// `contentInsetAdjustmentBehavior="never"` the content starts under the bar: the content
    /// view overlaps 64 pt of unsafe area (its top margin 64 + 8 down) and so does the scroll
    /// view's safe area; IB records both views 72 pt down.
    @Test(arguments: [(nil, 8, 64), ("never", 72, 0)] as [(String?, CGFloat, CGFloat)])
    func aScrollViewInsetsItsContentBelowItsSafeArea(behaviour: String?, y: CGFloat, contentTop: CGFloat) throws {
        let document = try importXML(Self.scrollUnderBar(behaviour: behaviour))
        #expect(try solvedFrame("scroll", in: document) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(try solvedFrame("content", in: document) == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 8, y: y, width: 359, height: 21))
        #expect(try solvedFrame("info", in: document) == CGRect(x: 8, y: y, width: 25, height: 24))
        let layout = try #require(document.layouts.first)
        let content = try #require(layout.views.first { $0.objectID == "content" })
        #expect(content.view.frame.minY == contentTop)
        #expect(layout.frameReport().matched == layout.frameReport().compared)
    }

    /// A one-scene tvOS storyboard (1920 × 1080, old top and bottom guides `topGuide` and
    /// `bottomGuide`) with `subviews` and `constraints` in its root `root`.
    static func tvScene(document attributes: String, subviews: String, constraints: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" \(attributes) targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <device id="appleTV" orientation="landscape"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    \(subviews)
                                </subviews>
                                <constraints>
                                    \(constraints)
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A tvOS settings pane (julianny-favinha's tvos-memory-wall, Xcode 9.2): labels 20 pt inside
    /// the safe area's trailing edge and 8 pt above the old bottom guide. IB records them 90 pt from
    /// the right and 60 pt from the bottom of the 1920 × 1080 screen, the safe area the same files'
    /// full-safe-area collection view shows (90, 60, 1740, 960). Laid out for the `appleTV` device
    /// (not at the recorded size, so nothing is inferred from the frames) they land there too: the
    /// TV is not turned for the document's `landscape`, and its safe area has sides.
    @Test func theAppleTVDeviceKeepsItsScreenAndItsOverscanSafeArea() throws {
        let text = Self.tvScene(document: #"toolsVersion="14109" useSafeAreas="YES""#, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Names" translatesAutoresizingMaskIntoConstraints="NO" id="names">
                <rect key="frame" x="611" y="966" width="1199" height="46"/>
                <constraints>
                    <constraint firstAttribute="width" constant="1199" id="namesWidth"/>
                    <constraint firstAttribute="height" constant="46" id="namesHeight"/>
                </constraints>
            </label>
            """, constraints: """
            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="names" secondAttribute="bottom" constant="8" id="namesBottom"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="names" secondAttribute="trailing" constant="20" id="namesTrailing"/>
            """)
        let recorded = CGRect(x: 611, y: 966, width: 1199, height: 46)
        #expect(try solvedFrame("names", in: importXML(text)) == recorded)
        #expect(try solvedFrame("names", in: importXML(text, device: "appleTV")) == recorded)
        #expect(DeviceProfile.named("appleTV")?.size(landscape: true) == CGSize(width: 1920, height: 1080))
        #expect(DeviceProfile.named("appleTV")?.safeAreaInsets(landscape: true) == EdgeInsets(top: 60, left: 90, bottom: 60, right: 90))
    }

    /// SVProgressHUD's tvOS demo (Xcode 7, no safe areas): a panel 60 pt below the old top guide
    /// and 60 pt above the bottom one, recorded at y = 60 and 960 tall: on tvOS 9 those guides
    /// have no length (no status bar, no overscan guide). Laid out for the `appleTV` device the
    /// panel stays there.
    @Test func tvOSOldGuidesStartAtTheScreenEdges() throws {
        let text = Self.tvScene(document: #"toolsVersion="9059""#, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="110" y="60" width="768" height="960"/>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="60" id="panelTop"/>
            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="panel" secondAttribute="bottom" constant="60" id="panelBottom"/>
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="90" id="panelLeading"/>
            <constraint firstItem="panel" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.4" id="panelWidth"/>
            """)
        let recorded = CGRect(x: 110, y: 60, width: 768, height: 960)
        #expect(try solvedFrame("panel", in: importXML(text)) == recorded)
        #expect(try solvedFrame("panel", in: importXML(text, device: "appleTV")) == recorded)
    }
}
