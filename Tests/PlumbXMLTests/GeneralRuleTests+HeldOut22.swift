import Foundation
import Testing
@testable import PlumbXML

/// Found by the twenty-second held-out round (the example apps of iOS component libraries,
/// Xcode 9–26): choosing a container controller's scene by name.
extension GeneralRuleTests {
    /// A tab bar controller's scene and the scene it shows, as component libraries' example apps
    /// draw them (Cuberto's flashy-tabbar, IQDropDownTextField's navigation controller): the
    /// container holds no view of its own, only its bar.
    static let containerAndContent = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController title="Events" id="events" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                        <rect key="frame" x="137.5" y="308.5" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c1"/>
                                            <constraint firstAttribute="height" constant="50" id="c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="badge" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
                                    <constraint firstItem="badge" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="Events" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="events" kind="relationship" relationship="viewControllers" id="rel"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Asking `render --scene` for the container's scene by the name the error listed used to
    /// answer "no scene named 'Tab Bar Controller'; the scenes are …, 'Tab Bar Controller'". The
    /// error now says the scene has no view of its own and offers only scenes with one.
    @Test func containerSceneIsNamedButHasNothingToLayOut() throws {
        let document = try importXML(Self.containerAndContent, file: "Tabs.storyboard")
        #expect(try solvedFrame("badge", in: document) == CGRect(x: 137.5, y: 308.5, width: 100, height: 50))
        let names = document.scenes.map(\.name)
        #expect(names.count == 2)
        let container = try #require(document.scenes.first { $0.layouts.isEmpty }?.name)
        let content = try #require(document.scenes.first { !$0.layouts.isEmpty }?.name)
        #expect(try document.select(scene: content).map(\.name) == [content])
        do {
            _ = try document.framesText(scene: container)
            Issue.record("laid out a scene with no view")
        } catch {
            #expect(error.description == "Tabs.storyboard:1:1: error: scene '\(container)' has no view of its own to lay out "
                + "(a navigation, tab bar, split view or page view controller shows other scenes' views); the scenes with views are '\(content)'")
        }
        do {
            _ = try document.framesText(scene: "Settings")
            Issue.record("found a scene that does not exist")
        } catch {
            #expect(error.description == "Tabs.storyboard:1:1: error: no scene named 'Settings'; the scenes with views are '\(content)'")
        }
    }
}
