import Foundation
import PlumbCore

/// Anything that can stand on either side of a Mortar statement: views, layout guides, numbers,
/// ``MortarAttribute`` and ``MortarTuple`` values.
///
/// ```swift
/// func pin(_ a: any MortarAttributable, _ b: any MortarAttributable) { a |=| b }
/// pin(view1, view2)            // edges
/// pin(view1.m_width, 40)       // width == 40
/// ```
public protocol MortarAttributable {
    /// What the value means as an operand.
    var mortarOperand: MortarOperand { get }
}

/// The meaning of a ``MortarAttributable`` value: one attribute, or a tuple of them.
///
/// ```swift
/// view.mortarOperand.attribute?.kind   // nil (implicit attribute)
/// ```
public struct MortarOperand {
    enum Storage {
        case attribute(MortarAttribute)
        case tuple(MortarTuple)
    }

    let storage: Storage

    /// An attribute operand.
    public init(_ attribute: MortarAttribute) { storage = .attribute(attribute) }

    /// A tuple operand.
    public init(_ tuple: MortarTuple) { storage = .tuple(tuple) }

    /// The attribute, when this operand is not a tuple.
    public var attribute: MortarAttribute? {
        if case let .attribute(a) = storage { return a }
        return nil
    }

    /// The tuple, when this operand is one.
    public var tuple: MortarTuple? {
        if case let .tuple(t) = storage { return t }
        return nil
    }

    /// The operand as one tuple element (a nested tuple is an error carried by the element).
    var attributeForTuple: MortarAttribute {
        switch storage {
        case let .attribute(a): return a
        case let .tuple(t):
            var a = MortarAttribute(constant: 0)
            a.errors.append(.targetIsTuple(target: t.description))
            return a
        }
    }

    var description: String {
        switch storage {
        case let .attribute(a): a.description
        case let .tuple(t): t.description
        }
    }
}

extension MortarAttribute: MortarAttributable {
    /// The attribute itself.
    public var mortarOperand: MortarOperand { MortarOperand(self) }
}

extension MortarTuple: MortarAttributable {
    /// The tuple itself.
    public var mortarOperand: MortarOperand { MortarOperand(self) }
}

extension View: MortarAttributable {
    /// The view with an implicit attribute (edges unless the other side names one).
    public var mortarOperand: MortarOperand { MortarOperand(MortarAttribute(item: self, kind: nil)) }
}

extension LayoutGuide: MortarAttributable {
    /// The guide with an implicit attribute.
    public var mortarOperand: MortarOperand { MortarOperand(MortarAttribute(item: self, kind: nil)) }
}

extension MortarAttributable where Self: MortarCGFloatable {
    /// The number as a constant.
    public var mortarOperand: MortarOperand { MortarOperand(MortarAttribute(constant: mortarCGFloat)) }
}

extension CGFloat: MortarAttributable {}
extension Double: MortarAttributable {}
extension Float: MortarAttributable {}
extension Int: MortarAttributable {}
extension UInt: MortarAttributable {}
extension Int32: MortarAttributable {}
extension Int64: MortarAttributable {}
extension UInt32: MortarAttributable {}
extension UInt64: MortarAttributable {}
