import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the seventh held-out set (unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// A UIStackView whose spacing is only a minimum (`equalCentering`, `equalSpacing`) and that
    /// nothing else sizes along its axis is drawn at that minimum: the smallest gap is the
    /// spacing. Vertical, pinned at its top only, views 20, 40 and 10 tall with spacing 8: the
    /// centres are 38 apart (the first gap, 38 − 30, is the smallest), so the views sit at 0,
    /// 28 and 81 and the stack is 91 tall. Without the rule its height was left open.
    static let equalCenteringAtMinimum = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalCentering" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="50" width="374" height="91"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="374" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="ha"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="28" width="374" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="hb"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                    <rect key="frame" x="0.0" y="81" width="374" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="10" id="hc"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="k2"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="k3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func equalCenteringStacksNothingSizesSitAtTheirMinimumSpacing() throws {
        let document = try importXML(Self.equalCenteringAtMinimum, file: "Centering.xib")
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 20, y: 50, width: 374, height: 91))
        #expect(try solvedFrame("a", in: document) == CGRect(x: 0, y: 0, width: 374, height: 20))
        #expect(try solvedFrame("b", in: document) == CGRect(x: 0, y: 28, width: 374, height: 40))
        #expect(try solvedFrame("c", in: document) == CGRect(x: 0, y: 81, width: 374, height: 10))
        #expect(document.check().summary == "Centering.xib: 4 of 4 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The same for `equalSpacing`, horizontally: a row centred in its superview and nothing
    /// else fixing its width keeps its gaps at the 12-pt spacing (30 + 12 + 50 + 12 + 30 = 134
    /// wide, centred in 414 at x = 140), where the gaps could otherwise be anything.
    /// A stack whose length is fixed by its superview still spreads its views apart.
    static let equalSpacingAtMinimum = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="140" y="20" width="134" height="30"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w1"/>
                                        <constraint firstAttribute="height" constant="30" id="h1"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="middle">
                                    <rect key="frame" x="42" y="0.0" width="50" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="w2"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                                    <rect key="frame" x="104" y="0.0" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w3"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="spread">
                            <rect key="frame" x="20" y="100" width="374" height="30"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w4"/>
                                        <constraint firstAttribute="height" constant="30" id="h4"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="last">
                                    <rect key="frame" x="344" y="0.0" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w5"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k1"/>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                        <constraint firstItem="spread" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
                        <constraint firstAttribute="trailing" secondItem="spread" secondAttribute="trailing" constant="20" id="k4"/>
                        <constraint firstItem="spread" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func equalSpacingStacksNothingSizesSitAtTheirMinimumSpacing() throws {
        let document = try importXML(Self.equalSpacingAtMinimum, file: "Spacing.xib")
        #expect(try solvedFrame("row", in: document) == CGRect(x: 140, y: 20, width: 134, height: 30))
        #expect(try solvedFrame("middle", in: document) == CGRect(x: 42, y: 0, width: 50, height: 30))
        #expect(try solvedFrame("right", in: document) == CGRect(x: 104, y: 0, width: 30, height: 30))
        #expect(try solvedFrame("last", in: document) == CGRect(x: 344, y: 0, width: 30, height: 30))
        #expect(document.check().summary == "Spacing.xib: 7 of 7 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
