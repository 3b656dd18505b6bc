import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 35 (9 unseen macOS documents of media players and utilities from five
/// repositories): a one-line label recorded 1 pt short of its line box centres that box rounding
/// up the label (RayRacer's timer readout, timer-app's copy of the Settings example pane), a
/// recessed button's shadow hangs 1 pt below its alignment rect before Xcode 16 (Radiola's
/// toolbar volume view), and a custom formatter object (`<customFormatter>`, RayRacer's step
/// bar) is no view and no cause for a warning.
extension GeneralRuleTests {
    /// A toolbar volume view modelled on Radiola's (Xcode 14.3): a recessed mute button held to
    /// 23 × 18 and centred in a 52-pt view, its frame recorded 19 pt tall. Its alignment rect is
    /// centred (17 to 35, y-up) and the frame reaches 1 pt below it: y 16.
    static func recessedButton(type: String, bezel: String, frameHeight: Int, constant: Int, toolsVersion: String = "21701") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="217" height="52"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="mute">
                            <rect key="frame" x="20" y="16" width="23" height="\(frameHeight)"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="23" id="w"/>
                                <constraint firstAttribute="height" constant="\(constant)" id="h"/>
                            </constraints>
                            <buttonCell key="cell" type="\(type)" bezelStyle="\(bezel)" image="NSTouchBarAudioOutputMuteTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c">
                                <font key="font" metaFont="systemBold" size="12"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="mute" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                        <constraint firstItem="mute" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    @Test func aRecessedButtonsShadowHangsOnePointBelowItsRect() throws {
        let xml = Self.recessedButton(type: "recessed", bezel: "recessed", frameHeight: 19, constant: 18)
        let document = try importXML(xml, file: "Recessed.xib")
        #expect(try solvedFrame("mute", in: document) == CGRect(x: 20, y: 16, width: 23, height: 19))
        #expect(document.check().summary == "Recessed.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The negative: a shadowless square button has nothing outside its rect, so one held to 24
    /// pt and recorded 24 pt tall is centred on its frame (y 14).
    @Test func aSquareButtonHasNoShadowBelowItsRect() throws {
        let xml = Self.recessedButton(type: "square", bezel: "shadowlessSquare", frameHeight: 24, constant: 24)
            .replacingOccurrences(of: "y=\"16\"", with: "y=\"14\"")
        let document = try importXML(xml, file: "Square.xib")
        #expect(try solvedFrame("mute", in: document) == CGRect(x: 20, y: 14, width: 23, height: 24))
        #expect(document.check().summary == "Square.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The other negative: Xcode 16 (toolsVersion 24128, as PasteDirect's general pane of round
    /// 30) saves a recessed button with nothing outside its rect, 24 pt tall: held to 24 and
    /// centred, its frame is its rect (y 14).
    @Test func anXcode16RecessedButtonHasNothingBelowItsRect() throws {
        let xml = Self.recessedButton(type: "recessed", bezel: "recessed", frameHeight: 24, constant: 24, toolsVersion: "24128")
            .replacingOccurrences(of: "y=\"16\"", with: "y=\"14\"")
        let document = try importXML(xml, file: "Recessed16.xib")
        #expect(try solvedFrame("mute", in: document) == CGRect(x: 20, y: 14, width: 23, height: 24))
        #expect(document.check().summary == "Recessed16.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A step bar modelled on RayRacer's (Xcode 15): a small field 14 pt tall whose `formatter`
    /// outlet points at a top-level `<customFormatter>` object. The formatter is no view: the
    /// document imports without a warning and the field keeps its place.
    static let fieldWithCustomFormatter = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="36"/>
                    <subviews>
                        <textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="20" y="11" width="69" height="14"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="65" id="w"/>
                            </constraints>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" title="1" usesSingleLineMode="YES" id="c">
                                <font key="font" metaFont="smallSystem"/>
                            </textFieldCell>
                            <connections>
                                <outlet property="formatter" destination="formatter" id="o"/>
                            </connections>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="22" id="l"/>
                    </constraints>
                </customView>
                <customFormatter id="formatter" customClass="PositiveIntegerFormatter" customModule="RayRacer" customModuleProvider="target"/>
            </objects>
        </document>
        """

    @Test func aCustomFormatterObjectIsNoViewAndNoWarning() throws {
        let document = try importXML(Self.fieldWithCustomFormatter, file: "Formatter.xib")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("field", in: document) == CGRect(x: 20, y: 11, width: 69, height: 14))
        #expect(document.check().summary == "Formatter.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
    /// A timer readout modelled on RayRacer's (Xcode 14.2): an 11-pt system label 14 pt tall
    /// ("Intervals:") tied by its first baseline to an 11-pt monospaced value recorded 13 pt
    /// tall, 1 pt short of the 14-pt line box, whose top is on the 31-pt root's top. The value's
    /// line starts 1 pt above its top (the half point of centring rounded up the label), so its
    /// baseline is 9.47 below the root's top and the label's top 1 pt above it: y 18, as IB
    /// records. A value recorded 14 pt tall is drawn from its top: the label is then at y 17.
    static func timerReadout(valueHeight: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="260" height="31"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                            <rect key="frame" x="128" y="\(31 - valueHeight)" width="59" height="\(valueHeight)"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="165 (a5)" id="c1">
                                <font key="font" size="11" name="SFMono-Regular"/>
                            </textFieldCell>
                        </textField>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="71" y="18" width="53" height="14"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Intervals:" id="c2">
                                <font key="font" metaFont="system" size="11"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="value" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="value" firstAttribute="leading" secondItem="root" secondAttribute="centerX" id="x"/>
                        <constraint firstItem="value" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="s"/>
                        <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="value" secondAttribute="firstBaseline" id="b"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    @Test func aLabelOnePointShortOfItsLineBoxStartsItsLineAPointAboveItsTop() throws {
        let document = try importXML(Self.timerReadout(valueHeight: 13), file: "Timer.xib")
        #expect(try solvedFrame("value", in: document) == CGRect(x: 128, y: 18, width: 59, height: 13))
        #expect(try solvedFrame("label", in: document) == CGRect(x: 71, y: 18, width: 53, height: 14))
        #expect(document.check().summary == "Timer.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The negative: a value recorded as tall as its line box (14 pt) draws its line from its
    /// top, so the label tied to it shares that top: y 17.
    @Test func aLabelAsTallAsItsLineBoxDrawsItsLineFromItsTop() throws {
        let xml = Self.timerReadout(valueHeight: 14).replacingOccurrences(of: "y=\"18\" width=\"53\"", with: "y=\"17\" width=\"53\"")
        let document = try importXML(xml, file: "Timer14.xib")
        #expect(try solvedFrame("label", in: document) == CGRect(x: 71, y: 17, width: 53, height: 14))
        #expect(document.check().summary == "Timer14.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
