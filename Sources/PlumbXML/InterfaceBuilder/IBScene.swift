/// A storyboard `<scene>` (or, for a xib, its `<objects>`): the layout roots it holds.
package struct IBScene: Sendable {
    package var id: String?
    package var name: String
    package var roots: [IBLayoutRoot]
    package var location: SourceLocation
}
