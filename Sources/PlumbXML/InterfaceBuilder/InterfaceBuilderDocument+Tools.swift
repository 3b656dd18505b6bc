import Foundation

extension InterfaceBuilderDocument {
    /// The Xcode build number that saved the file (`toolsVersion`'s leading integer, `18122` for
    /// `"18122"` or `"14460.31"`); unknown spellings count as the newest Xcode.
    var toolsNumber: Double {
        Double(toolsVersion.split(separator: ".").first ?? "") ?? .infinity
    }
}
