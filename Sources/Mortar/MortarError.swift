import PlumbCore

/// Everything Mortar and MortarVFL refuse, as values (the original raised an `NSException`).
///
/// Errors are recorded on the ``MortarConstraint`` a statement returns (``MortarConstraint/errors``)
/// and reported through ``MortarDiagnostics``. Each case carries the evidence: item names,
/// attributes, counts and source locations.
///
/// ```swift
/// let c = [v1, v2] |=| [w1]
/// c.errors   // [.arrayLengthMismatch(targets: 2, sources: 1)]
/// print(c.errors[0])   // "Constraining two arrays requires them to be the same length: the left one has 2 elements, the right one 1"
/// ```
public enum MortarError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: Relations

    /// The left side has no view or layout guide (for example a number).
    case targetHasNoItem(target: String)
    /// A tuple was written on the left side; only the right side may hold a tuple.
    case targetIsTuple(target: String)
    /// A tuple was assigned to a target without an explicit attribute (`v |=| (1, 2)`).
    case tupleTargetWithoutAttribute(target: String)
    /// The tuple has a different arity than the target attribute's component count.
    case tupleArityMismatch(target: String, components: Int, tupleCount: Int)
    /// The two sides expand to different numbers of components.
    case componentCountMismatch(target: String, targetComponents: Int, source: String, sourceComponents: Int)
    /// A component pairs attributes that cannot be related (a dimension with a position, two axes,
    /// leading with left).
    case incompatibleAttributes(target: String, targetAttribute: LayoutAttribute, source: String,
                                sourceAttribute: LayoutAttribute, reason: String)
    /// Arrays on both sides must have the same length.
    case arrayLengthMismatch(targets: Int, sources: Int)
    /// A constant on a position attribute is measured from the superview, which the view lacks.
    case noSuperview(view: String, attribute: LayoutAttribute)
    /// Arithmetic on the left side multiplied an attribute by zero, which cannot be solved for.
    case zeroTargetMultiplier(target: String)

    // MARK: Arithmetic

    /// Tuple arithmetic on an attribute without components (`view + (1, 2)`).
    case tupleArithmeticWithoutAttribute(operand: String, operatorName: String)
    /// Tuple arithmetic whose arity differs from the attribute's component count.
    case tupleArithmeticCountMismatch(operand: String, components: Int, tupleCount: Int, operatorName: String)
    /// The right side of `attribute + x` must be a constant (`attr + (10 ! .low)`), not an item.
    case nonConstantArithmeticOperand(operand: String)

    // MARK: Priorities

    /// A priority outside (0, 1000].
    case invalidPriority(Float)
    /// `MortarDefault.priority.pop()` with nothing pushed, at this source location.
    case unbalancedPop(location: String)
    /// A scope ended with pushes that were never popped (their source locations).
    case unbalancedPush(depth: Int, pushedAt: [String])
    /// `m_compResist` / `m_hugging` were read: only the per-axis getters exist.
    case combinedGetter(property: String, view: String)

    // MARK: Engine

    /// The engine refused a constraint (activation, priority change …).
    case layout(LayoutError)

    // MARK: MortarVFL

    /// A horizontal list operator received a vertical capture, or the reverse.
    case vflAxisMismatch(listOperator: String, captureOperator: String)
    /// A view appears in more than one node.
    case vflDuplicateView(view: String)
    /// The node list has no view node.
    case vflNoViews
    /// `[==view]` names a view that is not the base view of any node of the statement.
    case vflUnknownSizeReference(node: String, referenced: String)
    /// `[==view]` references form a loop (the views, in order, first repeated at the end).
    case vflCyclicSizeReference(cycle: [String])
    /// Two fixed paddings are adjacent (`30 | 40`, `|| 30`).
    case vflAdjacentFixedPadding(first: String, second: String)
    /// A weighted node needs captures at both ends.
    case vflWeightWithoutBothCaptures(node: String)
    /// The list begins (or ends) with whitespace where nothing captures it.
    case vflOpenEndWhitespace(end: String)
    /// A capture attribute lies on the other axis than the statement.
    case vflCaptureAxisMismatch(capture: String, attribute: LayoutAttribute, statementAxis: MortarAxis)
    /// A capture attribute is not a single edge or centre (width, size, edges …).
    case vflCaptureNotAnEdge(capture: String, attribute: String)
    /// One capture uses leading/trailing and the other left/right.
    case vflMixedDirection(leading: String, trailing: String)
    /// Both ends are captured and every node is fixed: the statement is over-constrained.
    case vflAllFixed
    /// A capture has no view or layout guide (for example a number).
    case vflCaptureWithoutItem(capture: String)
    /// A surround operator (`|>>`, `|^^` …) received a list that has its own trailing capture.
    case vflSurroundWithTrailingCapture(listOperator: String)
    /// The views of a statement share no common ancestor to own its spacer guides.
    case vflNoCommonAncestor(views: [String])
    /// A capture appeared in the middle of a node list.
    case vflNestedCapture

    /// A readable, one-line account naming the items involved.
    public var description: String {
        switch self {
        case let .targetHasNoItem(t):
            return "Target Attribute must have a defined view: \(t) has no view or layout guide"
        case let .targetIsTuple(t):
            return "A tuple cannot be the target of a constraint: \(t)"
        case let .tupleTargetWithoutAttribute(t):
            return "Target Attribute must be defined: \(t) has no attribute to spread the tuple over"
        case let .tupleArityMismatch(t, n, k):
            return "Invalid component count: \(t) has \(n) components but the tuple has \(k)"
        case let .componentCountMismatch(t, n, s, k):
            return "Attribute size mismatch: \(t) has \(n) components, \(s) has \(k)"
        case let .incompatibleAttributes(t, ta, s, sa, reason):
            return "Cannot relate \(t) (\(ta)) to \(s) (\(sa)): \(reason)"
        case let .arrayLengthMismatch(t, s):
            return "Constraining two arrays requires them to be the same length: the left one has \(t) elements, the right one \(s)"
        case let .noSuperview(v, a):
            return "\(v).\(a) is set to a constant, which Mortar measures from the superview, but \(v) has no superview"
        case let .zeroTargetMultiplier(t):
            return "\(t) is multiplied by zero on the left side; the constraint cannot be solved for it"
        case let .tupleArithmeticWithoutAttribute(o, op):
            return "Attribute has no components for tuple arithmetic: \(o) \(op) (…)"
        case let .tupleArithmeticCountMismatch(o, n, k, op):
            return "Attribute has the wrong component count for tuple arithmetic: \(o) has \(n), \(op) got \(k)"
        case let .nonConstantArithmeticOperand(o):
            return "Right side of arithmetic must be constant: \(o) refers to an item"
        case let .invalidPriority(p):
            return "Invalid priority \(CanonicalNumber.format(p)): priorities lie in (0, 1000]"
        case let .unbalancedPop(location):
            return "InvalidPopState: MortarDefault.priority.pop() at \(location) with no matching push"
        case let .unbalancedPush(depth, locations):
            return "InvalidStackState: unbalanced push/pop, \(depth) push(es) never popped (pushed at \(locations.joined(separator: ", ")))"
        case let .combinedGetter(property, view):
            let axis = property == "m_compResist" ? "m_compResistH and m_compResistV" : "m_huggingH and m_huggingV"
            return "InvalidGetter: \(view).\(property) cannot be read; get \(axis) independently"
        case let .layout(error):
            return error.description
        case let .vflAxisMismatch(list, capture):
            return "Mismatched VFL axis operators: \(list) cannot take a \(capture) capture"
        case let .vflDuplicateView(v):
            return "Mortar VFL Parsing Error: the same view cannot appear multiple times in the VFL list (\(v))"
        case .vflNoViews:
            return "Mortar VFL Parsing Error: you must have at least one view in the VFL list"
        case let .vflUnknownSizeReference(node, referenced):
            return "Mortar VFL Parsing Error: \(node) references \(referenced) for relative sizing, but \(referenced) is not the base view of a node in this statement"
        case let .vflCyclicSizeReference(cycle):
            return "Mortar VFL Parsing Error: cyclical sizing reference loop \(cycle.joined(separator: " -> "))"
        case let .vflAdjacentFixedPadding(a, b):
            return "Mortar VFL Parsing Error: fixed paddings \(a) and \(b) are adjacent; merge them into one"
        case let .vflWeightWithoutBothCaptures(node):
            return "Mortar VFL Parsing Error: weighted node \(node) needs both a leading and a trailing capture"
        case let .vflOpenEndWhitespace(end):
            return "Mortar VFL Parsing Error: the list has no \(end) capture, so it cannot \(end == "leading" ? "begin" : "end") with whitespace"
        case let .vflCaptureAxisMismatch(capture, attribute, axis):
            return "Your leading/trailing attribute is not appropriate for axis: \(capture) (\(attribute)) in a \(axis) statement"
        case let .vflCaptureNotAnEdge(capture, attribute):
            return "A VFL capture must be a single edge or centre; \(capture) uses \(attribute)"
        case let .vflMixedDirection(leading, trailing):
            return "A VFL statement cannot mix leading/trailing and left/right captures (\(leading), \(trailing))"
        case .vflAllFixed:
            return "Mortar VFL Parsing Error: a statement captured at both ends needs at least one weighted or intrinsic node"
        case let .vflCaptureWithoutItem(capture):
            return "A VFL capture needs a view, layout guide or attribute: \(capture)"
        case let .vflSurroundWithTrailingCapture(op):
            return "\(op) captures both ends itself; its list cannot have a trailing capture"
        case let .vflNoCommonAncestor(views):
            return "The views of a VFL statement share no common ancestor: \(views.joined(separator: ", "))"
        case .vflNestedCapture:
            return "Mortar VFL Parsing Error: a capture can only end a node list"
        }
    }
}
