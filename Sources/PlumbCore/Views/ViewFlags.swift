/// Small boolean settings of a view, kept together.
struct ViewFlags {
    var insetsMarginsFromSafeArea = true
    var preservesSuperviewMargins = false
    var marginsFollowReadableWidth = false
    var insetsContentBySafeArea = false
}
