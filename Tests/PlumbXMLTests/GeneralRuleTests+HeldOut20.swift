import Foundation
import Testing
@testable import PlumbXML

/// Found by the twentieth held-out round (controllers, bars and cells in iOS storyboards, Xcode 9–26):
/// on a 3× device a label's last baseline sits its font's descender, rounded to the pixel
/// (⅓ pt), above its bottom; on 2× devices IB's frames keep whole points.
extension GeneralRuleTests {
    /// A 17-pt label 20 pt below the top of a 3× phone's root and a 15-pt label tied to its
    /// baseline, saved by `toolsVersion`; IB's recorded frames (for Xcode 9 and later) are given.
    static func baselinePair(toolsVersion: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina5_5" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="John Doe" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="20" y="20" width="75.666666666666671" height="20.333333333333332"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="12:16 AM" translatesAutoresizingMaskIntoConstraints="NO" id="time">
                                        <rect key="frame" x="200" y="22" width="63" height="18"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="nameTop"/>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="nameLeading"/>
                                    <constraint firstItem="time" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="timeLeading"/>
                                    <constraint firstItem="time" firstAttribute="baseline" secondItem="name" secondAttribute="baseline" id="timeBaseline"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// On a 3× phone the 17-pt descender (4.10 pt) rounds to 4 and the 15-pt one (3.62) to
    /// 3 ⅔, so the 15-pt label ends ⅓ pt above the 17-pt one: its bottom at 40.33 − ⅓ = 40, its
    /// top at 22, as IB records (SwipeCellKit's mail cell, Xcode 9.3; firebase's post cell,
    /// Xcode 16, 16.67 where whole points gave 17). With whole points both descenders would
    /// round to 4 and the labels would share a bottom (the 15-pt label's top at 22.33).
    @Test(arguments: ["14113", "24127"])
    func onThreeTimesDevicesLabelBaselinesRoundTheDescenderToPixels(toolsVersion: String) throws {
        let top: CGFloat = 22
        let document = try importXML(Self.baselinePair(toolsVersion: toolsVersion))
        let name = try solvedFrame("name", in: document)
        #expect(abs(name.minY - 20) < 1e-6 && abs(name.height - 61.0 / 3) < 1e-6)
        let time = try solvedFrame("time", in: document)
        #expect(abs(time.minY - top) < 1e-6, "15-pt label at \(time.minY), expected 22")
        #expect(abs(time.height - 18) < 1e-6)
        #expect(abs(time.maxY - (top + 18)) < 1e-6)
    }

    /// On a 2× phone (4.7-inch) the descenders keep whole points (IBAnimatable's demo, Xcode 8.3:
    /// 14- and 11-pt labels share a bottom, where half points would put them 1 pt apart): the
    /// 17-pt label, 20.5 pt tall, ends at 40.5 and so does the 15-pt one (top 22.5). No file
    /// shows a 2× pair saved by Xcode 9 or later; the rule keeps whole points there too.
    @Test(arguments: ["14113", "12120"])
    func onTwoTimesDevicesLabelDescendersKeepWholePoints(toolsVersion: String) throws {
        let text = Self.baselinePair(toolsVersion: toolsVersion)
            .replacingOccurrences(of: "retina5_5", with: "retina4_7")
            .replacingOccurrences(of: "width=\"414\" height=\"736\"", with: "width=\"375\" height=\"667\"")
            .replacingOccurrences(of: "width=\"75.666666666666671\" height=\"20.333333333333332\"", with: "width=\"75.5\" height=\"20.5\"")
        let document = try importXML(text)
        #expect(try solvedFrame("name", in: document) == CGRect(x: 20, y: 20, width: 75.5, height: 20.5))
        let time = try solvedFrame("time", in: document)
        #expect(time == CGRect(x: 200, y: 22.5, width: 63, height: 18))
    }
}
