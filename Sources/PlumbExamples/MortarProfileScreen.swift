// A profile screen written with Mortar and MortarVFL: the kind of layout code an app has.
// `swift run MortarExample` and `plumb demo --example mortar` lay it out headless.
import Foundation
import Mortar
import MortarVFL
import PlumbCore

/// A text-like view with a fixed intrinsic size (a stand-in for a label or button).
public final class ProfileText: View, MortarCreatable {
    /// An unnamed text view (what `create` makes before naming it).
    public convenience init() { self.init(name: "text") }

    /// A text view with a name and an intrinsic size.
    public static func make(_ name: String, _ width: CGFloat, _ height: CGFloat) -> ProfileText {
        ProfileText.create {
            $0.name = name
            $0.intrinsicContentSize = CGSize(width: width, height: height)
        }
    }
}

/// The screen's headless "view controller".
public final class ProfileScreen: MortarViewController {
    /// The root view.
    public let view: View

    // Header
    /// The screen's `header`.
    public let header = View(name: "header")
    /// The screen's `title`.
    public let title = ProfileText.make("title", 120, 24)
    /// The screen's `back`.
    public let back = ProfileText.make("back", 44, 44)

    // Identity row
    /// The screen's `avatar`.
    public let avatar = View(name: "avatar")
    /// The screen's `name`.
    public let name = ProfileText.make("name", 140, 24)
    /// The screen's `handle`.
    public let handle = ProfileText.make("handle", 90, 18)

    // Body
    /// The screen's `bio`.
    public let bio = ProfileText.make("bio", View.noIntrinsicMetric, 60)
    /// The screen's `follow`.
    public let follow = ProfileText.make("follow", 80, 44)
    /// The screen's `message`.
    public let message = ProfileText.make("message", 80, 44)
    /// The screen's `share`.
    public let share = ProfileText.make("share", 80, 44)

    // Footer
    /// The screen's `footer`.
    public var footer: View?
    /// The screen's `statements`.
    public var statements: [MortarConstraint] = []

    /// Makes the screen's root view; call ``viewDidLoad()`` to build it.
    public init(size: CGSize = CGSize(width: 390, height: 844), rightToLeft: Bool = false) {
        view = View(frame: CGRect(origin: .zero, size: size), name: "screen")
        view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
    }

    /// Builds the hierarchy and the constraints, as `viewDidLoad` would.
    public func viewDidLoad() {
        buildHierarchy()
        layoutHeader()
        layoutIdentity()
        layoutBody()
        layoutColumn()
    }

    private func buildHierarchy() {
        view |+| { root in
            header |+| [
                back,
                title,
            ]
            avatar
            name
            handle
            bio
            [follow, message, share]
            View(name: "footer").also { footer in
                // Made before the footer is in the hierarchy: Mortar defers it to the end of |+|.
                self.footer = footer
                self.statements.append(footer.m_sides |=| root)
            }
        }
    }

    private func layoutHeader() {
        statements += [
            header.m_sides |=| view,
            title.m_center |=| header,
            back.m_size |=| (44, 44),
            back.m_leading |=| header.m_leading + 8,
            back.m_centerY |=| header,
        ]
    }

    private func layoutIdentity() {
        // Avatar, then the name and handle in parallel after it. Leading/trailing captures make
        // the row follow the layout direction.
        view.m_leading ||> avatar[==64] || [name, handle] <|| view.m_trailing
        avatar.m_height |=| avatar.m_width
        avatar.m_top |^ name || handle
        name.m_huggingH = .defaultLow
        handle.m_compResistH = 500
    }

    private func layoutBody() {
        statements.append(bio.m_sides |=| view.m_sides ~ (16, 16))
        statements.append(bio.m_height |>| 40 ! .high)

        // Three equal buttons between 16-point margins.
        view.m_leading |> 16 | follow[~~1] || message[==follow] || share[==follow] | 16 <| view.m_trailing
    }

    private func layoutColumn() {
        // The column, top to bottom, inside the safe region; the weighted space keeps the
        // footer at the bottom.
        guard let footer else { return }
        view.m_safeRegion ||^^ header[==56] || avatar || bio || [follow, message, share][==44] | ~~1 | footer[==52]
    }
}
