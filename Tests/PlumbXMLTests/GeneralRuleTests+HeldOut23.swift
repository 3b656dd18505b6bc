import Foundation
import Testing
@testable import PlumbXML

/// Found by the twenty-third held-out round (reusable iOS views and cells of app repositories,
/// Xcode 11–26): a placeholder intrinsic size beats a designable's rendered one.
extension GeneralRuleTests {
    /// Two designable custom labels in a vertical `fill` stack, as CovPass's
    /// `ImageTitleSubtitleView` draws them: each has a placeholder intrinsic size of 243 × 30 in
    /// the size inspector, and `<designables>` records the 243 × 27 its rendering measured. A
    /// third designable below has no placeholder. IB lays the canvas out with the placeholder
    /// (the stack is 60 tall, its views 30 each); with the designable's 27 the stack would be 54.
    static let placeholderOverDesignable = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                            <subviews>
                                <view contentMode="scaleToFill" placeholderIntrinsicWidth="243" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="PlainLabel" customModule="CovPassUI">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                                </view>
                                <view contentMode="scaleToFill" placeholderIntrinsicWidth="243" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle" customClass="PlainLabel" customModule="CovPassUI">
                                    <rect key="frame" x="0.0" y="30" width="300" height="30"/>
                                </view>
                            </subviews>
                        </stackView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="PlainLabel" customModule="CovPassUI">
                            <rect key="frame" x="0.0" y="80" width="80" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" id="c5"/>
                    </constraints>
                </view>
            </objects>
            <designables>
                <designable name="badge">
                    <size key="intrinsicContentSize" width="80" height="20"/>
                </designable>
                <designable name="subtitle">
                    <size key="intrinsicContentSize" width="243" height="27"/>
                </designable>
                <designable name="title">
                    <size key="intrinsicContentSize" width="243" height="27"/>
                </designable>
            </designables>
        </document>
        """

    /// The placeholder intrinsic size is what IB lays the canvas out with; a designable without
    /// one still takes its rendered `intrinsicContentSize` (not its recorded frame).
    @Test func placeholderIntrinsicSizeBeatsTheDesignablesRenderedSize() throws {
        let document = try importXML(Self.placeholderOverDesignable, file: "Test.xib")
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(try solvedFrame("subtitle", in: document) == CGRect(x: 0, y: 30, width: 300, height: 30))
        #expect(try solvedFrame("badge", in: document) == CGRect(x: 0, y: 80, width: 80, height: 20))
        #expect(document.check().summary == "Test.xib: 4 of 4 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
