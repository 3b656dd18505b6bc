import Foundation

/// One attribute of one item, used to make constraints, as UIKit's `NSLayoutAnchor`.
///
/// The type parameter keeps axes apart: an x-axis anchor relates only to x-axis anchors.
///
/// ```swift
/// let c = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
/// ```
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The item this anchor belongs to.
    public let item: any LayoutItem
    /// The attribute of ``item`` this anchor stands for.
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, e.g. `root/title.leading`.
    public var description: String { "\(item.itemName).\(attribute)" }

    func make(
        _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat, file: StaticString, line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation,
            toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
}

/// A horizontal position: left, right, leading, trailing, centerX (and their margin forms).
///
/// ```swift
/// label.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1)
/// ```
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (the standard spacing is 8 pt).
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }
}

/// A vertical position: top, bottom, centerY, baselines (and their margin forms).
///
/// ```swift
/// body.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1)
/// ```
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 × multiplier`.
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }
}

/// A size: width or height. Dimensions can relate to constants and take multipliers.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 44)
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1)
/// ```
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(
        equalToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, nil, constant: constant, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant, file: file, line: line)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}
