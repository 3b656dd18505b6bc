import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 36 (8 unseen iOS cells of shopping, news and kiosk apps from six
/// repositories): a top-level view smaller than the design device sits at the screen's top-left
/// in IB's canvas, so its safe area is inset by the part of the device's insets it overlaps —
/// taken when the file's own width/height constraints to the safe area measure it
/// (ios_practice's news collection-view cell: 44 pt off the top of a 137-pt cell on retina6_1).
extension GeneralRuleTests {
    /// A news collection-view cell modelled on ios_practice's (Xcode 13.3, retina6_1): a
    /// 171.5 × 137 cell whose card is as wide and as tall as the cell's safe area, pinned to the
    /// cell's leading and bottom edges, with a title label 4 pt inside the card's top.
    static func safeAreaSizedCard(cardY: String, cardHeight: String, cellHeight: String = "137") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="news" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="171.5" height="\(cellHeight)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="171.5" height="\(cellHeight)"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="0.0" y="\(cardY)" width="171.5" height="\(cardHeight)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                        <rect key="frame" x="4" y="4" width="30" height="14"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="30" id="bw"/>
                                            <constraint firstAttribute="height" constant="14" id="bh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="top" constant="4" id="bt"/>
                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="4" id="bl"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="width" secondItem="safe" secondAttribute="width" id="w"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="card" firstAttribute="height" secondItem="safe" secondAttribute="height" id="h"/>
                    </constraints>
                    <size key="customSize" width="104" height="75"/>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    /// The cell sits at the top of IB's 896-pt canvas: the status bar's 44 pt overlap it, the
    /// home indicator's 34 do not, and the file's `card.height == safe.height` recorded at 93
    /// says exactly that — so the card is 93 tall and 44 down.
    @Test func aTopLevelCellsSafeAreaIsTheDeviceInsetsItOverlaps() throws {
        let document = try importXML(Self.safeAreaSizedCard(cardY: "44", cardHeight: "93"), file: "NewsCell.xib")
        #expect(try solvedFrame("card", in: document) == CGRect(x: 0, y: 44, width: 171.5, height: 93))
        #expect(try solvedFrame("badge", in: document) == CGRect(x: 4, y: 4, width: 30, height: 14))
        #expect(document.check().summary == "NewsCell.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The negative: a card recorded as tall as the cell says the safe area is not inset at
    /// all, and a top-level view smaller than the device keeps a zero safe area.
    @Test func aTopLevelCellWhoseFileSaysItsSafeAreaIsFullKeepsItUninset() throws {
        let document = try importXML(Self.safeAreaSizedCard(cardY: "0.0", cardHeight: "137"), file: "FullCell.xib")
        #expect(try solvedFrame("card", in: document) == CGRect(x: 0, y: 0, width: 171.5, height: 137))
        #expect(document.check().summary == "FullCell.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The other negative: a length that is not the device's overlap (20 pt short, not 44) is
    /// no evidence of the canvas geometry; the safe area stays uninset and the mismatch is
    /// reported rather than a guessed split.
    @Test func aSafeAreaLengthThatIsNotTheDeviceOverlapIsNotApplied() throws {
        let document = try importXML(Self.safeAreaSizedCard(cardY: "20", cardHeight: "117"), file: "OddCell.xib")
        #expect(try solvedFrame("card", in: document) == CGRect(x: 0, y: 0, width: 171.5, height: 137))
    }

    /// A cell taller than 400 pt reads the same way: its safe area is 44 pt short of it (the
    /// status bar it overlaps), a shortfall read like any inset whatever the cell's length.
    @Test func aTallTopLevelCellsSafeAreaIsTheDeviceInsetsItOverlaps() throws {
        let document = try importXML(Self.safeAreaSizedCard(cardY: "44", cardHeight: "456", cellHeight: "500"), file: "TallCell.xib")
        #expect(try solvedFrame("card", in: document) == CGRect(x: 0, y: 44, width: 171.5, height: 456))
        #expect(document.check().summary == "TallCell.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
