/// The layout attributes of a `<stackView>` (UIStackView or NSStackView).
package struct IBStackProperties: Sendable {
    /// iOS `axis` / macOS `orientation`; `horizontal` or `vertical`.
    package var vertical: Bool
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`, or macOS
    /// `gravityAreas` (the macOS default).
    package var distribution: String
    /// As written: iOS `fill top center bottom leading trailing firstBaseline lastBaseline`; macOS
    /// `centerY centerX leading trailing top bottom firstBaseline baseline`.
    package var alignment: String
    package var spacing: Double
    /// `spacingType="standard"`.
    package var standardSpacing: Bool
    package var baselineRelativeArrangement: Bool
    package var layoutMarginsRelativeArrangement: Bool
    /// macOS `<edgeInsets key="edgeInsets">`.
    package var edgeInsets: IBInsets?
    /// macOS `<customSpacing>` per arranged view (nil entries are FLT_MAX: the default spacing).
    package var customSpacing: [Double?]
    /// macOS `<visibilityPriorities>` per arranged view.
    package var visibilityPriorities: [Double]
    /// macOS `detachesHiddenViews="YES"`.
    package var detachesHiddenViews: Bool
    /// macOS stack hugging (`horizontalStackHuggingPriority`, `verticalStackHuggingPriority`).
    package var horizontalStackHugging: Double?
    package var verticalStackHugging: Double?
    /// macOS gravity area of each arranged view (from `<beginningViews>` …), empty when the
    /// views are in `<subviews>`.
    package var gravities: [String]
}
