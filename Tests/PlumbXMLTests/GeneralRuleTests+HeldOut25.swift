import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 25 (15 unseen iOS cells, views and controllers of five app repositories): 66
/// of 67 compared views matched before any change; the rule below turns a view the constraints
/// left open into a compared, matching one.
extension GeneralRuleTests {
    /// Views without content arranged in stacks that do not fill them across their axis: a
    /// plain view with a height, centred in a vertical stack (PIA's update screen: a 240-pt
    /// view IB keeps 240 wide and centred), and a plain view with a width at the top of a
    /// horizontal stack. Nothing sizes either across its stack; IB's canvas keeps the recorded
    /// length (as for an image view without an image), and the row stack hugs the 30-pt view.
    static let contentlessViewsAcrossStacks = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                    <subviews>
                        <stackView axis="vertical" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                            <rect key="frame" x="0.0" y="20" width="300" height="85"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="100" y="0.0" width="100" height="21"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="30" y="41" width="240" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                        <stackView axis="horizontal" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="0.0" y="125" width="98" height="30"/>
                            <subviews>
                                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="21"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                                    <rect key="frame" x="58" y="0.0" width="40" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="r"/>
                        <constraint firstItem="row" firstAttribute="top" secondItem="column" secondAttribute="bottom" constant="20" id="rt"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="rl"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func aViewWithoutContentKeepsItsRecordedLengthAcrossANonFillStack() throws {
        let document = try importXML(Self.contentlessViewsAcrossStacks, file: "Stack.xib")
        #expect(try solvedFrame("box", in: document) == CGRect(x: 30, y: 41, width: 240, height: 44))
        #expect(try solvedFrame("swatch", in: document) == CGRect(x: 58, y: 0, width: 40, height: 30))
        #expect(try solvedFrame("row", in: document) == CGRect(x: 0, y: 125, width: 98, height: 30))
        #expect(document.check().summary == "Stack.xib: 6 of 6 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
