import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the fifteenth held-out set (recent iOS apps, Xcode 14 to 26), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// An iOS xib around `body` (its top-level objects after the File's Owner), for this
    /// round's documents.
    static func heldOut15Xib(toolsVersion: String, device: String, _ body: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(body)
            </objects>
        </document>
        """
    }

    /// A 280-pt card whose vertical `equalSpacing` stack (centred, spacing 20) is pinned at the
    /// top and sides and only kept above the bottom: a 40 × 20 title, a horizontal row (aligned
    /// to the bottom) whose only arranged view — a 110 × 36 button — is hidden, and a 260 × 36
    /// row of buttons. Nothing sizes the stack along its axis but its own fit, which would
    /// shrink it below its content by giving the empty row a negative height; UIKit lays the
    /// empty row out 0 × 0 (Threema's onboarding question, Xcode 16: the stack 95.5 pt tall,
    /// the empty row at y 39.5, the buttons at 59.5).
    static let stackWithAnEmptyRow = heldOut15Xib(toolsVersion: "23727", device: "retina4_7", """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="280" height="240"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                            <rect key="frame" x="0.0" y="0.0" width="280" height="96"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="120" y="0.0" width="40" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="tw"/>
                                        <constraint firstAttribute="height" constant="20" id="th"/>
                                    </constraints>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="emptyRow">
                                    <rect key="frame" x="140" y="40" width="0.0" height="0.0"/>
                                    <subviews>
                                        <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                            <rect key="frame" x="0.0" y="0.0" width="110" height="36"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="110" id="ow"/>
                                                <constraint firstAttribute="height" constant="36" id="oh"/>
                                            </constraints>
                                            <state key="normal" title="OK"/>
                                        </button>
                                    </subviews>
                                </stackView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="buttons">
                                    <rect key="frame" x="10" y="60" width="260" height="36"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="260" id="bw"/>
                                        <constraint firstAttribute="height" constant="36" id="bh"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="column" firstAttribute="top" secondItem="card" secondAttribute="top" id="ct"/>
                        <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="column" secondAttribute="bottom" id="cb"/>
                        <constraint firstItem="column" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="cl"/>
                        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="cr"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)

    @Test func aStackWithNoShownViewCollapsesToZeroNotBelow() throws {
        let document = try importXML(Self.stackWithAnEmptyRow, file: "Question.xib")
        #expect(try solvedFrame("column", in: document) == CGRect(x: 0, y: 0, width: 280, height: 96))
        #expect(try solvedFrame("emptyRow", in: document) == CGRect(x: 140, y: 40, width: 0, height: 0))
        #expect(try solvedFrame("buttons", in: document) == CGRect(x: 10, y: 60, width: 260, height: 36))
        let report = document.check()
        #expect(report.compared == 4 && report.matched == 4 && report.isClean)
    }

    /// An empty stack pinned on all sides keeps the size its constraints give it (the zero fit
    /// and the floor at zero only act where nothing else sizes it).
    static let pinnedEmptyStack = heldOut15Xib(toolsVersion: "23727", device: "retina4_7", """
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="items">
                            <rect key="frame" x="8" y="4" width="304" height="36"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="items" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="4" id="it"/>
                        <constraint firstAttribute="bottom" secondItem="items" secondAttribute="bottom" constant="4" id="ib"/>
                        <constraint firstItem="items" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="8" id="il"/>
                        <constraint firstAttribute="trailing" secondItem="items" secondAttribute="trailing" constant="8" id="ir"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)

    @Test func aPinnedEmptyStackKeepsItsConstrainedSize() throws {
        let document = try importXML(Self.pinnedEmptyStack, file: "Bar.xib")
        #expect(try solvedFrame("items", in: document) == CGRect(x: 8, y: 4, width: 304, height: 36))
        #expect(document.check().isClean)
    }

    /// A vertical stack pinned at the top and sides of a 320-pt view, given its own layout
    /// margins (32 above, 8 at the sides and below) and no relative-arrangement flag, holding two
    /// 20-pt rows. IB writes no flag for it, yet draws the rows inside the margins: 8 in from
    /// the sides, the first 32 below the stack's top, the stack 80 tall (Sentry's sample app,
    /// Xcode 14.3: six rows of a `fillEqually` stack with margins 32/8/8/8, every one of the
    /// scene's 20 views placed so).
    static let stackWithItsOwnMargins = heldOut15Xib(toolsVersion: "21701", device: "retina4_0", """
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                    <rect key="frame" x="8" y="32" width="304" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="fh"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                    <rect key="frame" x="8" y="52" width="304" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="sh"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <edgeInsets key="layoutMargins" top="32" left="8" bottom="8" right="8"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="rows" firstAttribute="top" secondItem="panel" secondAttribute="top" id="rt"/>
                        <constraint firstItem="rows" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="rl"/>
                        <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="rr"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)

    @Test func aStackWithItsOwnLayoutMarginsArrangesInsideThem() throws {
        let document = try importXML(Self.stackWithItsOwnMargins, file: "Rows.xib")
        #expect(try solvedFrame("rows", in: document) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(try solvedFrame("first", in: document) == CGRect(x: 8, y: 32, width: 304, height: 20))
        #expect(try solvedFrame("second", in: document) == CGRect(x: 8, y: 52, width: 304, height: 20))
        #expect(document.check().isClean)
    }
}
