import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the ninth held-out set (unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// A UIKit image view's alignment rect is its image's: an SF Symbol image view pinned 34 × 34
    /// by required constraints is recorded 34 × 33, half a point in at the top and at the bottom
    /// (the symbol's alignment insets, which the file does not record, shared evenly). Centred in
    /// a 50-pt view its alignment rect is 8 … 42, its frame 8.5 … 41.5. It hugs and resists at
    /// 1000: with the recorded 33 taken for its content height, the hugging would conflict with
    /// the required 34.
    static let symbolImageView = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" image="exclamationmark.circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="10" y="8.5" width="34" height="33"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="34" id="w"/>
                                <constraint firstAttribute="height" constant="34" id="h"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="icon" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="exclamationmark.circle.fill" catalog="system" width="128" height="121"/>
            </resources>
        </document>
        """

    @Test func uikitImageViewsFixedSizeIsItsAlignmentRect() throws {
        let document = try importXML(Self.symbolImageView, file: "Symbol.xib")
        #expect(try solvedFrame("icon", in: document) == CGRect(x: 10, y: 8.5, width: 34, height: 33))
        #expect(document.check().summary == "Symbol.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Xcode 12 and later name a UIKit image view's image in an `<imageReference key="image">`
    /// child: that image view shows an image as one with an `image` attribute does. A 60-pt
    /// thumbnail centred in a 80-pt cell is recorded 60 × 58: its alignment rect is 10 … 70 and
    /// its frame, the 2 pt shared evenly, 11 … 69.
    static let imageReferenceThumbnail = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="thumbnail">
                            <rect key="frame" x="12" y="11" width="60" height="58"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="60" id="h"/>
                                <constraint firstAttribute="width" constant="60" id="w"/>
                            </constraints>
                            <imageReference key="image" image="safari" catalog="system" symbolScale="medium"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="thumbnail" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="l"/>
                        <constraint firstItem="thumbnail" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func uikitImageReferenceIsAnImage() throws {
        let document = try importXML(Self.imageReferenceThumbnail, file: "Thumbnail.xib")
        #expect(try solvedFrame("thumbnail", in: document) == CGRect(x: 12, y: 11, width: 60, height: 58))
        #expect(document.check().summary == "Thumbnail.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
