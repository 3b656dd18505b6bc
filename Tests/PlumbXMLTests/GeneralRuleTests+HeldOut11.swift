import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the eleventh held-out set (iOS screens and cells of mainstream apps, a few
/// macOS files), one small hand-written document each.
extension GeneralRuleTests {
    /// A vertical stack (spacing 12) arranges two 24-pt icons and a 30-pt view, and the file pins
    /// the second icon's top to the stack's top and its bottom to the first icon's: the two icons
    /// overlap, which contradicts the stack's own spacing between them. UIKit generates a stack's
    /// `UISV-` constraints after the nib's are installed, and the conflicting constraint added
    /// last gives way: IB draws both icons at y = 0 and the third view 36 pt down (24 + 12), the
    /// stack 66 tall. (Kickstarter's empty-state cell, Xcode 11.3; Unshaky's NSStackView counter,
    /// where a nested stack is pinned 5 pt below its stack's edge.)
    static let arrangedViewPinnedInsideStack = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="10" width="343" height="66"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filled">
                                    <rect key="frame" x="159.5" y="0.0" width="24" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="24" id="f1"/>
                                        <constraint firstAttribute="width" constant="24" id="f2"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="outline">
                                    <rect key="frame" x="159.5" y="0.0" width="24" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="o1"/>
                                        <constraint firstAttribute="height" constant="24" id="o2"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                                    <rect key="frame" x="51.5" y="36" width="240" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="240" id="m1"/>
                                        <constraint firstAttribute="height" constant="30" id="m2"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="outline" firstAttribute="bottom" secondItem="filled" secondAttribute="bottom" id="s1"/>
                                <constraint firstItem="outline" firstAttribute="top" secondItem="stack" secondAttribute="top" id="s2"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="r1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="r3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func fileConstraintPlacingAnArrangedViewOverridesItsStack() throws {
        let document = try importXML(Self.arrangedViewPinnedInsideStack, file: "EmptyState.xib")
        #expect(try solvedFrame("filled", in: document) == CGRect(x: 159.5, y: 0, width: 24, height: 24))
        #expect(try solvedFrame("outline", in: document) == CGRect(x: 159.5, y: 0, width: 24, height: 24))
        #expect(try solvedFrame("message", in: document) == CGRect(x: 51.5, y: 36, width: 240, height: 30))
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 16, y: 10, width: 343, height: 66))
    }

    /// The other way round, a file's constraint on the stack itself still gives way to the stack's
    /// arrangement when the two contradict: a stack pinned 12 pt inside a 40-pt container, top and
    /// bottom, cannot be 16 pt tall while holding a 30-pt view, and the arrangement keeps the
    /// view's 30 pt (the constraint added last, the container's bottom pin, is the one broken).
    static let stackPinnedTooTight = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="12" width="343" height="30"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="c1"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="r1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="r3"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="12" id="r4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func fileConstraintOnTheStackItselfStillGivesWay() throws {
        let document = try importXML(Self.stackPinnedTooTight, file: "TooTight.xib")
        #expect(try solvedFrame("content", in: document).height == 30)
        #expect(try solvedFrame("stack", in: document).height == 30)
    }
}
