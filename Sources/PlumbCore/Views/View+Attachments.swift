import Foundation

extension View {
    /// A frontend's state stored on this view, one value per type (Draftsman's planned
    /// constraints, Relayout's active set…), without side tables keyed by view identity.
    ///
    /// ```swift
    /// final class Planned { var constraints: [LayoutConstraint] = [] }
    /// let planned = view.attachment(Planned.self) ?? Planned()
    /// view.setAttachment(planned, for: Planned.self)
    /// ```
    package func attachment<T: AnyObject>(_ type: T.Type) -> T? {
        attachments?[ObjectIdentifier(type)] as? T
    }

    /// Stores (or with `nil` removes) the attachment of type `T`.
    package func setAttachment<T: AnyObject>(_ value: T?, for type: T.Type) {
        let key = ObjectIdentifier(type)
        if let value {
            if attachments == nil { attachments = [:] }
            attachments?[key] = value
        } else {
            attachments?[key] = nil
            if attachments?.isEmpty == true { attachments = nil }
        }
    }
}
