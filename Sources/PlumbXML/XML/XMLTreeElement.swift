/// One element of an ``XMLTree``.
package struct XMLTreeElement: Sendable {
    /// Local name (`view`, `constraint`, …).
    package var name: String
    /// Namespace URI, if the element has one.
    package var namespace: String?
    /// Attributes in document order.
    package var attributes: [XMLTreeAttribute]
    /// Child elements in document order.
    package var children: [XMLTreeElement]
    /// Concatenated text and CDATA content directly inside this element (empty for an element
    /// with child elements and only whitespace between them: indentation is not text).
    package var text: String
    /// Where the start tag begins (the `<`).
    package var location: SourceLocation
    /// The text of the comment right before this element among its siblings, if any
    /// (storyboards name their scenes this way: `<!--Contacts List-->`).
    package var comment: String?

    package init(name: String, namespace: String? = nil, attributes: [XMLTreeAttribute] = [], children: [XMLTreeElement] = [],
                 text: String = "", location: SourceLocation) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    /// The value of an attribute, or nil.
    package subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// The location of an attribute's name, or the element's location when absent.
    package func location(of attribute: String) -> SourceLocation {
        attributes.first { $0.name == attribute }?.location ?? location
    }

    /// Child elements with a name.
    package func children(named name: String) -> [XMLTreeElement] {
        children.filter { $0.name == name }
    }

    /// The first child element with a name (and, optionally, a `key` attribute).
    package func child(named name: String, key: String? = nil) -> XMLTreeElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with a `key` attribute, whatever its name.
    package func child(key: String) -> XMLTreeElement? {
        children.first { $0["key"] == key }
    }
}
