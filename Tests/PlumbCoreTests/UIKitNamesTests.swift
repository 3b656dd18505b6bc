import Foundation
import Testing
import PlumbUIKitNames

/// UIKit-style layout code, unchanged but for the import, compiles and lays out on Linux.
@Suite struct UIKitNamesTests {
    @Test func uikitStyleCodeCompilesAndLaysOut() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.axis = .vertical
        stack.spacing = 8
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let guide: UILayoutGuide = window.safeAreaLayoutGuide
        let height: NSLayoutConstraint = stack.heightAnchor.constraint(equalToConstant: 108)
        height.priority = UILayoutPriority.defaultHigh
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            height,
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 8, y: 47, width: 374, height: 108))
        #expect(stack.arrangedSubviews.map(\.frame.height) == [50, 50])
        let attribute: NSLayoutConstraint.Attribute = .leadingMargin
        #expect(attribute.isMargin)
    }

    /// A self-sizing cell and a controller, written as UIKit code.
    final class ProfileCell: UITableViewCell {
        let nameLabel = UILabel(text: "Ada Lovelace")
        override init(reuseIdentifier: String?, name: String? = nil) {
            super.init(reuseIdentifier: reuseIdentifier, name: name)
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            nameLabel.font = UIFont.systemFont(ofSize: 16.5)   // one line: 19.68 → 20 pt
            contentView.addSubview(nameLabel)
            NSLayoutConstraint.activate([
                nameLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                nameLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            ])
        }
        required convenience init(name: String? = nil) { self.init(reuseIdentifier: nil, name: name) }
    }

    @Test func cellsAndControllersCompile() {
        let controller = UIViewController()
        let cell = ProfileCell(reuseIdentifier: "profile")
        controller.view.addSubview(cell)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 390, height: 36))   // 8 + 20 + 8
        #expect(cell.owningViewController === controller)
    }
}
