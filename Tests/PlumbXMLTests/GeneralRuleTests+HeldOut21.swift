import Foundation
import Testing
@testable import PlumbXML

/// Found by the twenty-first held-out round (well-known open-source iOS apps): `--scene` named
/// a navigation controller's scene among "the scenes" and then said no such scene exists. A
/// container controller's scene has no view of its own; its children's views are scenes of
/// their own (DolphiniOS's About storyboard, MathMonsters' split view in round 20).
extension GeneralRuleTests {
    /// A navigation controller whose root view controller holds a label 20 pt below the top
    /// and 16 pt in, on a 4.7-inch phone.
    static let navigationStoryboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <!--About-->
                <scene sceneID="s1">
                    <objects>
                        <viewController title="About" id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="20" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="boxWidth"/>
                                            <constraint firstAttribute="height" constant="40" id="boxHeight"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="boxTop"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="boxLeading"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="rootSegue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Asking for the navigation controller's scene says it has no view of its own and names
    /// the scene that has one; an unknown name lists only scenes with views. The scene with a
    /// view still lays out (its box at 16, 20, 100 × 40).
    @Test func aContainerControllersSceneIsNamedAsHavingNoViewOfItsOwn() throws {
        let document = try XMLLayoutImporter.importBytes(Array(Self.navigationStoryboard.utf8), file: "Nav.storyboard")
        #expect(document.scenes.map(\.name) == ["About", "Navigation Controller"])
        #expect(document.scenes.map(\.layouts.count) == [1, 0])
        do {
            _ = try document.select(scene: "Navigation Controller")
            Issue.record("a scene without a view was selected")
        } catch {
            #expect(error.description == "Nav.storyboard:1:1: error: scene 'Navigation Controller' has no view of its own to lay out (a navigation, tab bar, split view or page view controller shows other scenes' views); the scenes with views are 'About'")
        }
        do {
            _ = try document.framesText(scene: "Settings")
            Issue.record("found a scene that does not exist")
        } catch {
            #expect(error.description == "Nav.storyboard:1:1: error: no scene named 'Settings'; the scenes with views are 'About'")
        }
        let chosen = try document.select(scene: "About")
        #expect(chosen.map(\.name) == ["About"])
        #expect(try solvedFrame("box", in: document) == CGRect(x: 16, y: 20, width: 100, height: 40))
    }
}
