import Foundation
import Testing
@testable import PlumbXML

/// The Interface Builder model: what the parser reads from the XML, and the errors and warnings
/// it reports.
@Suite struct IBDocumentTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="Title" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749.5" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Heading">
                            <rect key="frame" x="16" y="40" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" priority="750" constant="8" id="c2"/>
                        <constraint firstItem="title" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:3" id="c3"/>
                        <constraint firstItem="title" firstAttribute="centerY" secondItem="root" secondAttribute="bottom" multiplier="1/3" id="c4">
                            <variation key="heightClass=compact" constant="-100"/>
                        </constraint>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" multiplier="0.25" id="c5"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <variation key="default">
                        <mask key="constraints"><exclude reference="c4"/></mask>
                    </variation>
                </view>
                <gizmo id="g1"/>
                <gizmo id="g2"/>
            </objects>
        </document>
        """

    @Test func readsDocumentViewsConstraintsAndGuides() throws {
        let document = try InterfaceBuilderDocument(bytes: Array(Self.xib.utf8), file: "Title.xib")
        #expect(document.platform == .iOS)
        #expect(document.kind == .xib)
        #expect(document.toolsVersion == "21701")
        #expect(document.deviceID == "retina4_7")
        #expect(document.isLandscape == false)
        #expect(document.sceneNames == ["Title"])
        let root = try #require(document.scenes.first?.roots.first)
        #expect(root.role == .topLevel)
        #expect(root.view.id == "root")
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.view.guides.map(\.id) == ["safe"])
        #expect(root.view.guides.first?.kind == .safeArea)
        let title = try #require(root.view.subviews.first)
        #expect(title.element == "label")
        #expect(title.userLabel == "Heading")
        #expect(title.text == "Title")
        #expect(title.translatesAutoresizingMask == false)
        #expect(title.horizontalHugging == 251)
        #expect(title.verticalHugging == nil)
        #expect(title.verticalCompression == 749.5)
        #expect(title.fontSize == 17)
        let constraints = root.view.constraints
        #expect(constraints.map { $0.id ?? "" } == ["c1", "c2", "c3", "c4", "c5"])
        // Omitted firstItem means the holder; IB never writes "equal".
        #expect(constraints[1].firstItem == nil)
        #expect(constraints[1].holder == root.view.index)
        #expect(constraints[1].relation == .greaterThanOrEqual)
        #expect(constraints[1].priority == 750)
        #expect(constraints[1].constant == 8)
        // The three multiplier spellings.
        #expect(constraints[2].multiplier == 1.0 / 3.0)
        #expect(constraints[3].multiplier == 1.0 / 3.0)
        #expect(constraints[4].multiplier == 0.25)
        #expect(constraints[4].secondAttribute == .leadingMargin)
        #expect(constraints[3].variations.map(\.key) == ["heightClass=compact"])
        #expect(constraints[3].variations.first?.override("constant") == "-100")
        #expect(root.view.variations.first?.excludedConstraints == ["c4"])
    }

    @Test func unknownElementsAreWarnedOncePerKind() throws {
        let document = try InterfaceBuilderDocument(bytes: Array(Self.xib.utf8), file: "Title.xib")
        #expect(document.warnings.map(\.description) == [
            """
            Title.xib:29:9: warning: unknown element <gizmo> ignored (2 times in this file)
                    <gizmo id="g1"/>
                    ^
            """,
        ])
    }

    @Test func badNumbersUnknownAttributesAndDanglingIDsAreLocatedErrorsTheImportRecoversFrom() throws {
        let broken = Self.xib
            .replacingOccurrences(of: "constant=\"20\" id=\"c1\"", with: "constant=\"2O\" id=\"c1\"")
            .replacingOccurrences(of: "firstAttribute=\"width\" secondItem=\"root\"", with: "firstAttribute=\"wdith\" secondItem=\"root\"")
            .replacingOccurrences(of: "secondItem=\"root\" secondAttribute=\"leadingMargin\"", with: "secondItem=\"nowhere\" secondAttribute=\"leadingMargin\"")
        // The document still imports; what is wrong is reported and ignored.
        let document = try InterfaceBuilderDocument(bytes: Array(broken.utf8), file: "Title.xib")
        #expect(document.scenes.first?.roots.first?.view.constraints.map { $0.id ?? "" } == ["c1", "c2", "c4", "c5"])
        #expect(document.errors.map(\.description).joined(separator: "\n") == """
                Title.xib:16:108: error: expected a number for 'constant', found '2O'
                …irstAttribute="top" secondItem="safe" secondAttribute="top" constant="2O" id="c1"/>
                                                                             ^
                Title.xib:18:47: error: unknown firstAttribute 'wdith'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
                                <constraint firstItem="title" firstAttribute="wdith" secondItem="root" secondAttribute="width" multiplie…
                                                              ^
                Title.xib:22:72: error: constraint 'c5' refers to 'nowhere', which is not a view or layout guide of this scene; the constraint is ignored
                …     <constraint firstItem="title" firstAttribute="leading" secondItem="nowhere" secondAttribute="leadingMargin" multipl…
                                                                             ^
                """)
        let imported = XMLLayoutImporter.importDocument(document)
        #expect(imported.check().summary.hasSuffix(", 3 errors in the file"))
    }

    @Test func multiplierSpellings() {
        #expect(IBParser.parseMultiplier("1:2") == 0.5)
        #expect(IBParser.parseMultiplier("389:210") == 389.0 / 210.0)
        #expect(IBParser.parseMultiplier("1/3") == 1.0 / 3.0)
        #expect(IBParser.parseMultiplier("0.893048") == 0.893048)
        #expect(IBParser.parseMultiplier("1:0") == nil)
        #expect(IBParser.parseMultiplier("a:b") == nil)
        #expect(IBParser.parseMultiplier("") == nil)
    }

    @Test func aNonIBDocumentIsRefused() throws {
        do {
            _ = try InterfaceBuilderDocument(bytes: Array("<layout/>".utf8), file: "x.xib")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "x.xib:1:1: error: expected <document> as the root element of an Interface Builder file, found <layout>\n<layout/>\n^")
        }
    }

    @Test func storyboardScenesControllersAndOldGuides() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12120" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <!--Login-->
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" id="main">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try InterfaceBuilderDocument(bytes: Array(storyboard.utf8), file: "Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.sceneNames == ["Login"])
        let root = try #require(document.scenes.first?.roots.first)
        #expect(root.role == .controllerView(controller: "vc"))
        #expect(root.isControllerView)
        #expect(root.controllerGuides.map(\.id) == ["top", "bottom"])
        #expect(root.controllerGuides.map(\.kind) == [.topLayoutGuide, .bottomLayoutGuide])
        #expect(root.metrics.topBar == IBSimulatedMetrics.Bar(kind: "simulatedNavigationBarMetrics", translucent: false))
        #expect(document.warnings.isEmpty)
    }
}
