import Foundation

/// Numbers Mortar accepts as constants, multipliers and VFL sizes.
///
/// ```swift
/// let gap: Int = 12
/// view1.m_left |=| view2.m_right + gap
/// ```
public protocol MortarCGFloatable {
    /// The number as a `CGFloat`.
    var mortarCGFloat: CGFloat { get }
}

extension CGFloat: MortarCGFloatable {
    /// The number itself.
    public var mortarCGFloat: CGFloat { self }
}

extension Double: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension Float: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension Int: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension UInt: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension Int32: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension Int64: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension UInt32: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}

extension UInt64: MortarCGFloatable {
    /// The number as a `CGFloat`.
    public var mortarCGFloat: CGFloat { CGFloat(self) }
}
