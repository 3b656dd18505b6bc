/// The XML Schema of Plumb's layout dialect (`.layout.xml`), version 1. Every dialect file is
/// validated against it with libxml2 before it is read. The same text ships as
/// `Documentation/plumb-layout.xsd`; a test keeps the two identical.
///
/// ```swift
/// try PlumbLayoutSchema.text.write(toFile: "plumb-layout.xsd", atomically: true, encoding: .utf8)
/// ```
public enum PlumbLayoutSchema {
    /// The schema document.
    public static let text = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Plumb layout dialect (.layout.xml), version 1.
  A compact, hand-written form of Interface Builder's vocabulary: a root <layout> with nested
  <view>, <stack> and <guide> elements named by id, and <constraint first="a.top" second="b.bottom"/>.
  PlumbXML validates every dialect file against this schema with libxml2 before reading it.
-->
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">

  <!-- Identifiers: letters, digits, '_' and '-', starting with a letter or '_' (no dots: dots separate anchor parts). -->
  <xs:simpleType name="identifier">
    <xs:restriction base="xs:ID">
      <xs:pattern value="[A-Za-z_][A-Za-z0-9_\-]*"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- item.attribute, item.guide.attribute: title.top, root.safeArea.bottom, card.margins.leading -->
  <xs:simpleType name="anchor">
    <xs:restriction base="xs:string">
      <xs:pattern value="[A-Za-z_][A-Za-z0-9_\-]*(\.(safeArea|margins|readableContent|keyboard))?\.(left|right|top|bottom|leading|trailing|width|height|centerX|centerY|firstBaseline|lastBaseline|baseline|leftMargin|rightMargin|topMargin|bottomMargin|leadingMargin|trailingMargin|centerXWithinMargins|centerYWithinMargins)"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="relation">
    <xs:restriction base="xs:string">
      <xs:enumeration value="=="/>
      <xs:enumeration value="&lt;="/>
      <xs:enumeration value="&gt;="/>
      <xs:enumeration value="equal"/>
      <xs:enumeration value="lessThanOrEqual"/>
      <xs:enumeration value="greaterThanOrEqual"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- 0.5, 1:2 (ratio), 1/3 (fraction) -->
  <xs:simpleType name="multiplier">
    <xs:restriction base="xs:string">
      <xs:pattern value="[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?([:/][+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+))?"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- 1…1000, or a name: required (1000), high (750), low (250), fittingSize (50) -->
  <xs:simpleType name="priority">
    <xs:union>
      <xs:simpleType>
        <xs:restriction base="xs:double">
          <xs:minExclusive value="0"/>
          <xs:maxInclusive value="1000"/>
        </xs:restriction>
      </xs:simpleType>
      <xs:simpleType>
        <xs:restriction base="xs:string">
          <xs:enumeration value="required"/>
          <xs:enumeration value="high"/>
          <xs:enumeration value="low"/>
          <xs:enumeration value="fittingSize"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:union>
  </xs:simpleType>

  <xs:simpleType name="numbers">
    <xs:list itemType="xs:double"/>
  </xs:simpleType>

  <!-- x y width height -->
  <xs:simpleType name="rect">
    <xs:restriction base="numbers">
      <xs:length value="4"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- top left bottom right (or top leading bottom trailing) -->
  <xs:simpleType name="insets">
    <xs:restriction base="numbers">
      <xs:length value="4"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- horizontal vertical priorities -->
  <xs:simpleType name="priorityPair">
    <xs:restriction base="numbers">
      <xs:length value="2"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- width height; either may be 'none' (no intrinsic size on that axis) -->
  <xs:simpleType name="sizeOrNone">
    <xs:union memberTypes="xs:double">
      <xs:simpleType>
        <xs:restriction base="xs:string">
          <xs:enumeration value="none"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:union>
  </xs:simpleType>
  <xs:simpleType name="sizeOrNoneList">
    <xs:list itemType="sizeOrNone"/>
  </xs:simpleType>
  <xs:simpleType name="intrinsicSize">
    <xs:restriction base="sizeOrNoneList">
      <xs:length value="2"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="autoresizingFlag">
    <xs:restriction base="xs:string">
      <xs:enumeration value="flexibleLeftMargin"/>
      <xs:enumeration value="flexibleWidth"/>
      <xs:enumeration value="flexibleRightMargin"/>
      <xs:enumeration value="flexibleTopMargin"/>
      <xs:enumeration value="flexibleHeight"/>
      <xs:enumeration value="flexibleBottomMargin"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="autoresizing">
    <xs:list itemType="autoresizingFlag"/>
  </xs:simpleType>

  <xs:simpleType name="semanticContent">
    <xs:restriction base="xs:string">
      <xs:enumeration value="unspecified"/>
      <xs:enumeration value="forceLeftToRight"/>
      <xs:enumeration value="forceRightToLeft"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="axis">
    <xs:restriction base="xs:string">
      <xs:enumeration value="horizontal"/>
      <xs:enumeration value="vertical"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="distribution">
    <xs:restriction base="xs:string">
      <xs:enumeration value="fill"/>
      <xs:enumeration value="fillEqually"/>
      <xs:enumeration value="fillProportionally"/>
      <xs:enumeration value="equalSpacing"/>
      <xs:enumeration value="equalCentering"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="alignment">
    <xs:restriction base="xs:string">
      <xs:enumeration value="fill"/>
      <xs:enumeration value="leading"/>
      <xs:enumeration value="top"/>
      <xs:enumeration value="center"/>
      <xs:enumeration value="trailing"/>
      <xs:enumeration value="bottom"/>
      <xs:enumeration value="firstBaseline"/>
      <xs:enumeration value="lastBaseline"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="orientation">
    <xs:restriction base="xs:string">
      <xs:enumeration value="portrait"/>
      <xs:enumeration value="landscape"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="direction">
    <xs:restriction base="xs:string">
      <xs:enumeration value="leftToRight"/>
      <xs:enumeration value="rightToLeft"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:simpleType name="length">
    <xs:restriction base="xs:double">
      <xs:minInclusive value="0"/>
    </xs:restriction>
  </xs:simpleType>

  <xs:complexType name="constraint">
    <xs:attribute name="first" type="anchor" use="required"/>
    <xs:attribute name="relation" type="relation" default="=="/>
    <xs:attribute name="second" type="anchor"/>
    <xs:attribute name="multiplier" type="multiplier" default="1"/>
    <xs:attribute name="constant" type="xs:double" default="0"/>
    <xs:attribute name="priority" type="priority" default="required"/>
    <xs:attribute name="identifier" type="xs:string"/>
  </xs:complexType>

  <xs:complexType name="guide">
    <xs:attribute name="id" type="identifier" use="required"/>
  </xs:complexType>

  <xs:group name="content">
    <xs:choice>
      <xs:element name="view" type="view"/>
      <xs:element name="stack" type="stack"/>
      <xs:element name="guide" type="guide"/>
      <xs:element name="constraint" type="constraint"/>
    </xs:choice>
  </xs:group>

  <xs:attributeGroup name="viewAttributes">
    <xs:attribute name="id" type="identifier" use="required"/>
    <xs:attribute name="name" type="xs:string"/>
    <xs:attribute name="frame" type="rect"/>
    <xs:attribute name="autoresizing" type="autoresizing"/>
    <xs:attribute name="intrinsicSize" type="intrinsicSize"/>
    <xs:attribute name="hugging" type="priorityPair"/>
    <xs:attribute name="compressionResistance" type="priorityPair"/>
    <xs:attribute name="margins" type="insets"/>
    <xs:attribute name="directionalMargins" type="insets"/>
    <xs:attribute name="insetsMarginsFromSafeArea" type="xs:boolean"/>
    <xs:attribute name="preservesSuperviewMargins" type="xs:boolean"/>
    <xs:attribute name="hidden" type="xs:boolean"/>
    <xs:attribute name="firstBaseline" type="length"/>
    <xs:attribute name="lastBaseline" type="length"/>
    <xs:attribute name="semanticContent" type="semanticContent"/>
    <xs:attribute name="spacingAfter" type="xs:double"/>
  </xs:attributeGroup>

  <xs:complexType name="view">
    <xs:sequence>
      <xs:group ref="content" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
    <xs:attributeGroup ref="viewAttributes"/>
  </xs:complexType>

  <xs:complexType name="stack">
    <xs:sequence>
      <xs:group ref="content" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
    <xs:attributeGroup ref="viewAttributes"/>
    <xs:attribute name="axis" type="axis" default="horizontal"/>
    <xs:attribute name="distribution" type="distribution" default="fill"/>
    <xs:attribute name="alignment" type="alignment" default="fill"/>
    <xs:attribute name="spacing" type="xs:double" default="0"/>
    <xs:attribute name="baselineRelative" type="xs:boolean" default="false"/>
    <xs:attribute name="marginsRelative" type="xs:boolean" default="false"/>
  </xs:complexType>

  <xs:element name="layout">
    <xs:complexType>
      <xs:sequence>
        <xs:group ref="content" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="version" type="xs:string" fixed="1"/>
      <xs:attribute name="id" type="identifier"/>
      <xs:attribute name="name" type="xs:string"/>
      <xs:attribute name="width" type="length"/>
      <xs:attribute name="height" type="length"/>
      <xs:attribute name="device" type="xs:string"/>
      <xs:attribute name="orientation" type="orientation" default="portrait"/>
      <xs:attribute name="direction" type="direction" default="leftToRight"/>
      <xs:attribute name="safeArea" type="insets"/>
      <xs:attribute name="margins" type="insets"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
"""#
}
