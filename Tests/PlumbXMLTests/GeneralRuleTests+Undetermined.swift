import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A view whose width no constraint fixes (leading, top and height only) next to a label
    /// pinned on both sides: IB's recorded width for the free view is one of many solutions, so
    /// `check` reports it as left open and does not compare it; the label is compared as usual.
    static let freeWidth = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="free">
                            <rect key="frame" x="10" y="10" width="123" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="fh"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                            <rect key="frame" x="10" y="40" width="280" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="ph"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="fl"/>
                        <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ft"/>
                        <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="pl"/>
                        <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="10" id="pt"/>
                        <constraint firstItem="pinned" firstAttribute="top" secondItem="free" secondAttribute="bottom" constant="10" id="pv"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func viewsTheConstraintsLeaveOpenAreReportedNotCompared() throws {
        let document = try importXML(Self.freeWidth, file: "Free.xib")
        let layout = try #require(document.layouts.first)
        #expect(layout.undeterminedViews().map(\.description) == ["view/view: width not determined"])
        let report = document.check()
        #expect(report.compared == 1 && report.matched == 1 && report.mismatches.isEmpty)
        #expect(report.undetermined.map(\.description) == ["view/view: width not determined"])
        #expect(report.ambiguous.map(\.description) == ["view/view: width not determined"])
        #expect(!report.isClean)   // ambiguity is still an error
        #expect(report.summary == "Free.xib: 1 of 1 views match their recorded frames (1 left open by the constraints, not compared); 0 unsatisfiable, 1 ambiguous")
        #expect(try solvedFrame("pinned", in: document) == CGRect(x: 10, y: 40, width: 280, height: 20))
    }

    /// Two labels whose recorded widths do not fit their 100-pt row: their compression
    /// resistances (750 each) conflict, so the solver may split the shortfall either way. That
    /// is a tie between constraints the solution breaks, not freedom: both stay compared.
    static let tiedCompression = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <subviews>
                        <label text="Left" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="10" width="60" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="Right" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="60" y="10" width="60" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="al"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="ab"/>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="bt"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="at"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="bt2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func tiesBetweenBrokenConstraintsStayCompared() throws {
        let document = try importXML(Self.tiedCompression, file: "Tie.xib")
        let layout = try #require(document.layouts.first)
        #expect(!layout.root.ambiguityReport().isEmpty)
        #expect(layout.undeterminedViews().isEmpty)
        let report = document.check()
        #expect(report.compared == 2 && report.undetermined.isEmpty)
    }
}
