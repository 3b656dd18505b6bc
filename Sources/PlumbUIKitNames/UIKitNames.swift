@_exported import PlumbCore
import Foundation

// UIKit's names for Plumb's types, so UIKit-style layout code compiles unchanged on Linux:
//
// ```swift
// import PlumbUIKitNames
// let root = UIView(name: "root")
// let label = UIView()
// label.translatesAutoresizingMaskIntoConstraints = false
// root.addSubview(label)
// NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)])
// ```

/// UIKit's `UIView`: a `View`.
public typealias UIView = View
/// AppKit's `NSView`: a `View`.
public typealias NSView = View
/// UIKit's `UIStackView`: a `StackView`.
public typealias UIStackView = StackView
/// UIKit's `UILabel`: a `Label` measured with deterministic font metrics.
public typealias UILabel = Label
/// UIKit's `UIFont`: a `Font` (size and weight with deterministic metrics).
public typealias UIFont = Font
/// UIKit's `NSLineBreakMode`: `Label.LineBreakMode`.
public typealias NSLineBreakMode = Label.LineBreakMode
/// UIKit's `UIViewController`: a headless `ViewController`.
public typealias UIViewController = ViewController
/// AppKit's `NSViewController`: a headless `ViewController`.
public typealias NSViewController = ViewController
/// UIKit's `UITableViewCell`: a headless `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UICollectionViewCell`: a headless `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// AppKit's `NSStackView`: a `StackView`.
public typealias NSStackView = StackView
/// UIKit's `UILayoutGuide`: a `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// AppKit's `NSLayoutGuide`: a `LayoutGuide`.
public typealias NSLayoutGuide = LayoutGuide
/// `NSLayoutConstraint`: a `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`: a `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// AppKit's `NSLayoutConstraint.Priority`.
public typealias NSLayoutPriority = LayoutPriority
/// UIKit's `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// AppKit's `NSEdgeInsets`: `EdgeInsets`.
public typealias NSEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSLayoutAnchor`: `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
}

extension View {
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = PlumbCore.AutoresizingMask
    /// `UIView.noIntrinsicMetric` is `View/noIntrinsicMetric`; `UIView.layoutFittingCompressedSize` etc. are not modelled.
    public typealias Priority = LayoutPriority
}

extension StackView {
    /// `UIStackView.Alignment` / `UIStackView.Distribution` are `StackView/Alignment` and `StackView/Distribution`.
    public typealias Axis = LayoutConstraint.Axis
}
