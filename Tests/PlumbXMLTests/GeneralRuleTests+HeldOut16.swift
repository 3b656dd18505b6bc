import Foundation
import Testing
@testable import PlumbXML

/// Found by the sixteenth held-out set (dense constraint graphs, Xcode 9–13): no layout rule —
/// every mismatch there is a recorded frame that contradicts a required constraint of its own
/// file — but one mutant of a real file (Trust Wallet's account cell) never finished.
extension GeneralRuleTests {
    /// Trust Wallet's account cell cut down to what the hang needs: three fill-proportionally
    /// stacks, the last one's image 1e308 wide at priority 999 (a mutated `constant="18"`), the row
    /// pinned 12 pt from the content view's trailing edge. The solver's values overflow there
    /// (inf − inf is NaN); the evaluation of the rows took a NaN result for "not evaluated yet"
    /// and descended into the same definition forever. With `badgeWidth` 18 it is the real cell.
    static func proportionalRows(badgeWidth: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="346" height="60"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="346" height="59.5"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="36" y="0.0" width="298" height="59.5"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                        <rect key="frame" x="0.0" y="3.5" width="52.5" height="52.5"/>
                                    </imageView>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="top" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="texts">
                                        <rect key="frame" x="62.5" y="11.5" width="176.5" height="36.5"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="-- ETH" translatesAutoresizingMaskIntoConstraints="NO" id="balance">
                                                <rect key="frame" x="0.0" y="0.0" width="47" height="18"/>
                                            </label>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0xdDFFF2b78463AB1cA781e853BB888FDfd06083d3" translatesAutoresizingMaskIntoConstraints="NO" id="address">
                                                <rect key="frame" x="0.0" y="23" width="176.5" height="13.5"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="badges">
                                        <rect key="frame" x="249" y="19" width="49" height="22"/>
                                        <subviews>
                                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="glasses" translatesAutoresizingMaskIntoConstraints="NO" id="glasses">
                                                <rect key="frame" x="0.0" y="2" width="18" height="18"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" priority="999" constant="\(badgeWidth)" id="badgeWidth"/>
                                                </constraints>
                                            </imageView>
                                            <button opaque="NO" contentMode="scaleToFill" horizontalCompressionResistancePriority="749" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                                                <rect key="frame" x="28" y="0.0" width="21" height="22"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="21" id="infoWidth"/>
                                                </constraints>
                                            </button>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="12" id="trailing"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
            <resources>
                <image name="glasses" width="42" height="42"/>
            </resources>
        </document>
        """
    }

    @Test func aConstantThatOverflowsTheSolverEndsInNaNFramesNotAHang() throws {
        let real = try importXML(Self.proportionalRows(badgeWidth: "18"), file: "AccountViewCell.xib")
        #expect(try solvedFrame("badges", in: real) == CGRect(x: 249, y: 15.5, width: 49, height: 22))
        #expect(try solvedFrame("glasses", in: real) == CGRect(x: 0, y: 2, width: 18, height: 18))
        #expect(try solvedFrame("texts", in: real) == CGRect(x: 62.5, y: 8, width: 176.5, height: 36.5))

        // Before the fix this import never returned.
        let mutant = try importXML(Self.proportionalRows(badgeWidth: "1e308"), file: "Mutant.xib")
        let badges = try solvedFrame("badges", in: mutant)
        let info = try solvedFrame("info", in: mutant)
        #expect(badges.origin.x.isNaN && badges.width.isNaN)
        // The vertical axis does not meet the overflow and keeps its values.
        #expect(badges.origin.y == 15.5 && badges.height == 22)
        #expect(info.origin.y == 0 && info.height == 22)
        let report = mutant.check()
        #expect(!report.isClean)
    }
}
