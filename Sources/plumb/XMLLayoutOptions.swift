import ArgumentParser
import Foundation
import PlumbCore
import PlumbRender
import PlumbXML

/// Options shared by the XML commands: which device or size to lay out for.
struct XMLLayoutOptions: ParsableArguments {
    @Option(help: "Lay Interface Builder documents out for this IB device id (retina6_1, ipad9_7, …).")
    var device: String?

    @Option(help: "Lay Interface Builder and dialect documents out in this orientation (portrait, landscape) on their design device or --device.")
    var orientation: DeviceOrientation?

    @Option(help: "Lay every root out at this size, WxH.")
    var size: WindowSize?

    func validate() throws {
        if device != nil || orientation != nil, size != nil { throw ValidationError("Give --device or --orientation, or --size, not both.") }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("Unknown device '\(device)'. Known: \(DeviceProfile.all.map(\.id).joined(separator: ", ")).")
        }
    }

    var importOptions: ImportOptions {
        var options = ImportOptions()
        options.deviceID = device
        options.orientation = orientation
        options.size = size?.cgSize
        return options
    }
}

extension DeviceOrientation: ExpressibleByArgument {}
