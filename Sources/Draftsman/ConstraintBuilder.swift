import Foundation
import PlumbCore

typealias CoreRelation = PlumbCore.LayoutRelation

/// What a planned constraint relates to.
enum PlanTarget {
    /// An explicit anchor (of a view or a guide).
    case anchor(any LayoutItem, LayoutAttribute)
    /// An anchor of an anonymous view, resolved at build time.
    case anonymous(AnonymousRelation, LayoutAttribute)
    /// Nothing: a constant width or height.
    case constant
}

/// How a planned constraint gets its priority (see <doc:AutomaticPriorityRule>).
enum PriorityChoice {
    /// Written by the user.
    case explicit(LayoutPriority)
    /// Drawn from the scheme's own counter when a shortcut was declared.
    case declared(LayoutPriority)
    /// Drawn from the build context's counter when the constraint is built.
    case atBuild
}

/// One lazily built constraint of a ``LayoutScheme``: the planned view's `attribute`
/// `relation` `target * multiplier + constant`. Signs are already applied.
struct ConstraintBuilder {
    let attribute: LayoutAttribute
    let relation: CoreRelation
    let target: PlanTarget
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: PriorityChoice
    let file: StaticString
    let line: UInt

    var source: PlanSource { PlanSource(file, line) }

    /// Builds the constraint for `view`, or the error explaining why it cannot be built.
    func build(for view: View, in context: PlanContext, rule: AutomaticPriority) -> Result<LayoutConstraint, DraftsmanError> {
        let other: (item: any LayoutItem, attribute: LayoutAttribute)?
        switch target {
        case .constant:
            other = nil
        case let .anchor(item, attribute):
            other = (item, attribute)
        case let .anonymous(relation, attribute):
            switch resolve(relation, attribute: attribute, for: view, in: context) {
            case .success(let item): other = (item, attribute)
            case .failure(let error): return .failure(error)
            }
        }
        let constraint = LayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation,
            toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: other == nil ? 1 : multiplier, constant: constant,
            file: file, line: line)
        constraint.priority = resolvedPriority(in: context, rule: rule)
        constraint.identifier = Self.identifier(view: view, attribute: attribute, relation: relation, other: other)
        return .success(constraint)
    }

    private func resolvedPriority(in context: PlanContext, rule: AutomaticPriority) -> LayoutPriority {
        switch priority {
        case .explicit(let p): return p
        case .declared(let p): return rule == .required ? .required : p
        case .atBuild: return rule == .required ? .required : context.mutatingPriority()
        }
    }

    /// Resolves an anonymous relation to the item it names (§3.5).
    func resolve(_ relation: AnonymousRelation, attribute: LayoutAttribute, for view: View,
                 in context: PlanContext) -> Result<any LayoutItem, DraftsmanError> {
        let name = "\(self.attribute)"
        switch relation {
        case .myself:
            return .success(view)
        case .mySafeArea:
            return .success(view.safeAreaLayoutGuide)
        case .previous, .previousSafeArea:
            guard let previous = context.previousView else {
                return .failure(.missingPreviousView(view: view.itemName, attribute: name, relation: relation, source: source))
            }
            return .success(relation == .previous ? previous : previous.safeAreaLayoutGuide)
        case .parent, .safeArea, .keyboard, .keyboardSafeArea:
            guard let parent = view.superview ?? context.delegate?.planer(viewHaveNoSuperview: view) else {
                return .failure(.missingSuperview(view: view.itemName, attribute: name, relation: relation, source: source))
            }
            switch relation {
            case .parent: return .success(parent)
            case .safeArea: return .success(parent.safeAreaLayoutGuide)
            case .keyboard: return .success(parent.keyboardLayoutGuide)
            default: return .success(KeyboardSafeAreaGuide.guide(of: parent))
            }
        }
    }

    /// `draftsman_<view>.<attr>_to_<other>.<attr>` for positions,
    /// `draftsman_<view>.<attr>_<rel>_to[_<other>.<attr>]` for dimensions.
    static func identifier(view: View, attribute: LayoutAttribute, relation: CoreRelation,
                           other: (item: any LayoutItem, attribute: LayoutAttribute)?) -> String {
        let head = "\(PlannedConstraints.prefix)\(view.itemName).\(attribute)"
        let tail = other.map { "_to_\($0.item.itemName).\($0.attribute)" } ?? "_to"
        guard attribute == .width || attribute == .height else { return head + tail }
        let word: String
        switch relation {
        case .equal: word = "equal"
        case .greaterThanOrEqual: word = "more_than"
        case .lessThanOrEqual: word = "less_than"
        @unknown default: word = "related"
        }
        return "\(head)_\(word)\(tail)"
    }
}
