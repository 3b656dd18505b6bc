import Foundation
import PlumbCore

/// The profile screen written with the core API — header row, stacked texts, a bio, a row of
/// equal buttons and a bar on the keyboard guide. `plumb demo` shows it.
public enum CoreProfileScreen {
    /// Builds the screen's tree, ready for `layoutIfNeeded()`.
    public static func make(size: CGSize, rightToLeft: Bool) -> View {
        let root = View(frame: CGRect(origin: .zero, size: size), name: "screen")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }

        let avatar = View(name: "avatar")
        let name = text("name", width: 140, height: 24, baseline: 18)
        let handle = text("handle", width: 90, height: 18, baseline: 14)
        let names = StackView(arrangedSubviews: [name, handle], name: "names")
        names.axis = .vertical
        names.alignment = .leading
        names.spacing = 2
        let header = StackView(arrangedSubviews: [avatar, names], name: "header")
        header.alignment = .center
        header.spacing = 12

        let bio = text("bio", width: View.noIntrinsicMetric, height: 60, baseline: 16)
        let buttons = ["follow", "message", "share"].map { text($0, width: 80, height: 36, baseline: 23) }
        let actions = StackView(arrangedSubviews: buttons, name: "actions")
        actions.distribution = .fillEqually
        actions.spacing = 8

        let composer = View(name: "composer")
        for v in [header, bio, actions, composer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let margins = root.layoutMarginsGuide
        LayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            bio.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            bio.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bio.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            actions.topAnchor.constraint(equalTo: bio.bottomAnchor, constant: 20),
            actions.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            actions.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            composer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            composer.heightAnchor.constraint(equalToConstant: 52),
        ])
        return root
    }

    private static func text(_ name: String, width: CGFloat, height: CGFloat, baseline: CGFloat) -> View {
        let v = View(name: name)
        v.intrinsicContentSize = CGSize(width: width, height: height)
        v.firstBaselineOffsetFromTop = baseline
        v.lastBaselineOffsetFromBottom = height - baseline
        return v
    }
}
