import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 33 (11 unseen iOS login, sign-up, onboarding and profile documents of six app
/// repositories): all 76 compared views matched before any change, so the round adds no rule. The
/// tests below pin two things the round checked on its files and no earlier test covered: a page
/// control's recorded size stands for its intrinsic size (it sizes the collection view above it,
/// as in PanicAway's product showcase), and a view whose top is only bounded by two optional
/// inequalities is reported ambiguous — as Interface Builder marks it — rather than placed at one
/// bound and compared (AI_Alarm's onboarding page).
extension GeneralRuleTests {
    /// An onboarding page modelled on PanicAway's product showcase (Xcode 13): a paging collection
    /// view from the safe area's top down to a page control, the page control centred and 24 pt
    /// above a vertical stack (a 48-pt button, 16 pt, a 30-pt row) 22 pt above the safe area's
    /// bottom. Nothing constrains the page control's size: its recorded 102 × 26 is its size,
    /// and the collection view takes what is left (896 − 34 − 22 − 94 − 24 − 26 − 44 = 652).
    static let onboardingPageWithPageControl = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="2" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                                        <rect key="frame" x="156" y="696" width="102" height="26"/>
                                    </pageControl>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="showcase">
                                        <rect key="frame" x="0.0" y="44" width="414" height="652"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                            <size key="itemSize" width="20" height="20"/>
                                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                        </collectionViewFlowLayout>
                                    </collectionView>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="actions">
                                        <rect key="frame" x="24" y="746" width="366" height="94"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                                                <rect key="frame" x="0.0" y="0.0" width="366" height="48"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="48" id="nextH"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="skip">
                                                <rect key="frame" x="0.0" y="64" width="366" height="30"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="30" id="skipH"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="actions" secondAttribute="bottom" constant="22" id="c1"/>
                                    <constraint firstItem="pages" firstAttribute="top" secondItem="showcase" secondAttribute="bottom" id="c2"/>
                                    <constraint firstItem="showcase" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="actions" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="24" id="c4"/>
                                    <constraint firstItem="showcase" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c5"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="actions" secondAttribute="trailing" constant="24" id="c6"/>
                                    <constraint firstItem="showcase" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c7"/>
                                    <constraint firstItem="actions" firstAttribute="top" secondItem="pages" secondAttribute="bottom" constant="24" id="c8"/>
                                    <constraint firstItem="pages" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c9"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aPageControlsRecordedSizeSizesTheCollectionViewAboveIt() throws {
        let document = try importXML(Self.onboardingPageWithPageControl, file: "Showcase.storyboard")
        #expect(try solvedFrame("pages", in: document) == CGRect(x: 156, y: 696, width: 102, height: 26))
        #expect(try solvedFrame("showcase", in: document) == CGRect(x: 0, y: 44, width: 414, height: 652))
        #expect(try solvedFrame("actions", in: document) == CGRect(x: 24, y: 746, width: 366, height: 94))
        #expect(document.check().summary == "Showcase.storyboard: 5 of 5 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Negative: a height constraint on the page control wins over its recorded size — 37 pt tall
    /// (the pre-iOS 14 height), recorded so, and the collection view is 11 pt shorter (641).
    @Test func aPageControlsHeightConstraintWinsOverItsRecordedSize() throws {
        let text = Self.onboardingPageWithPageControl
            .replacingOccurrences(
                of: "<rect key=\"frame\" x=\"156\" y=\"696\" width=\"102\" height=\"26\"/>",
                with: "<rect key=\"frame\" x=\"156\" y=\"685\" width=\"102\" height=\"37\"/>\n"
                    + "                                        <constraints>\n"
                    + "                                            <constraint firstAttribute=\"height\" constant=\"37\" id=\"pagesH\"/>\n"
                    + "                                        </constraints>")
            .replacingOccurrences(of: "y=\"44\" width=\"414\" height=\"652\"", with: "y=\"44\" width=\"414\" height=\"641\"")
        let document = try importXML(text, file: "Showcase.storyboard")
        #expect(try solvedFrame("pages", in: document) == CGRect(x: 156, y: 685, width: 102, height: 37))
        #expect(try solvedFrame("showcase", in: document) == CGRect(x: 0, y: 44, width: 414, height: 641))
        #expect(document.check().summary == "Showcase.storyboard: 5 of 5 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// An onboarding page modelled on AI_Alarm's (Xcode 11.5): an artwork view whose top is only
    /// bounded — at least 25 and at most 64 pt below the safe area's top, both at priority 900 —
    /// and that Interface Builder marks `ambiguous="YES"`. Any top from 69 to 108 satisfies every
    /// constraint, so the importer reports the view ambiguous and does not compare its recorded
    /// frame (which happens to sit at the lower bound, 44 + 25 = 69).
    static let onboardingPageWithBoundedTop = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                                        <rect key="frame" x="20" y="69" width="374" height="300"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="300" id="artH"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="art" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="art" secondAttribute="trailing" constant="20" id="c2"/>
                                    <constraint firstItem="art" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="top" priority="900" constant="25" id="low"/>
                                    <constraint firstItem="art" firstAttribute="top" relation="lessThanOrEqual" secondItem="safe" secondAttribute="top" priority="900" constant="64" id="high"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aTopBoundedOnlyByTwoOptionalInequalitiesIsReportedAmbiguous() throws {
        let document = try importXML(Self.onboardingPageWithBoundedTop, file: "Onboarding.storyboard")
        let check = document.check()
        #expect(check.summary == "Onboarding.storyboard: no recorded frames to compare (1 left open by the constraints, not compared); 0 unsatisfiable, 1 ambiguous")
    }

    /// Negative: with the upper bound an equality (`top == safe.top + 25`, required) the top is
    /// fixed, the view lands on its recorded frame and the file is clean.
    @Test func aTopFixedByAnEqualityIsNotAmbiguous() throws {
        let text = Self.onboardingPageWithBoundedTop
            .replacingOccurrences(
                of: "relation=\"lessThanOrEqual\" secondItem=\"safe\" secondAttribute=\"top\" priority=\"900\" constant=\"64\"",
                with: "secondItem=\"safe\" secondAttribute=\"top\" constant=\"25\"")
            .replacingOccurrences(of: "ambiguous=\"YES\" ", with: "")
        let document = try importXML(text, file: "Onboarding.storyboard")
        #expect(try solvedFrame("art", in: document) == CGRect(x: 20, y: 69, width: 374, height: 300))
        #expect(document.check().summary == "Onboarding.storyboard: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
