import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A WatchKit storyboard (items in a controller, no frames, no constraints) is read with one
    /// warning and nothing to compare, instead of an error per unknown element and device.
    static let watchKitStoryboard = """
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="14490.70" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="ctl">
            <device id="watch38" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <!--Interface Controller-->
                <scene sceneID="s1">
                    <objects>
                        <controller id="ctl" customClass="InterfaceController">
                            <items>
                                <label alignment="left" text="Hello" id="lbl"/>
                                <button width="1" alignment="left" title="Tap" id="btn"/>
                            </items>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func watchKitStoryboardsAreReadWithOneWarning() throws {
        let document = try importXML(Self.watchKitStoryboard, file: "Interface.storyboard")
        #expect(document.errors.isEmpty)
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.message.hasPrefix("WatchKit interface (com.apple.InterfaceBuilder.WatchKit.Storyboard)") == true)
        #expect(document.layouts.isEmpty)
        let report = document.check()
        #expect(report.isClean)
        #expect(report.summary == "Interface.storyboard: no recorded frames to compare; 0 unsatisfiable, 0 ambiguous")
    }
}
