// A typical screen's worth of Mortar and MortarVFL statements (about 200 lines), used to keep
// type-checking fast: `swiftc -typecheck -Xfrontend -debug-time-function-bodies` on this file
// is the measurement reported in Documentation/Mortar.md.
import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// A settings screen: navigation bar, profile card, toggles, a slider row, a grid of tiles,
/// a segmented control, a toolbar and overlays.
final class SettingsScreen {
    let root = View(name: "root")
    let navBar = View(name: "navBar"), backButton = View(name: "back"), titleLabel = View(name: "title")
    let editButton = View(name: "edit"), separator = View(name: "separator")
    let card = View(name: "card"), avatar = View(name: "avatar"), nameLabel = View(name: "name")
    let emailLabel = View(name: "email"), badge = View(name: "badge"), chevron = View(name: "chevron")
    let rows = (0..<6).map { View(name: "row\($0)") }
    let rowLabels = (0..<6).map { View(name: "rowLabel\($0)") }
    let toggles = (0..<6).map { View(name: "toggle\($0)") }
    let sliderRow = View(name: "sliderRow"), minIcon = View(name: "minIcon"), slider = View(name: "slider")
    let maxIcon = View(name: "maxIcon")
    let tiles = (0..<6).map { View(name: "tile\($0)") }
    let segments = (0..<3).map { View(name: "segment\($0)") }
    let segmentBar = View(name: "segmentBar")
    let toolbar = View(name: "toolbar"), toolItems = (0..<4).map { View(name: "tool\($0)") }
    let overlay = View(name: "overlay"), spinner = View(name: "spinner"), toast = View(name: "toast")
    var made: [MortarConstraint] = []
    var groups: [MortarGroup] = []

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root |+| [
            navBar |+| [backButton, titleLabel, editButton, separator],
            card |+| [avatar, nameLabel, emailLabel, badge, chevron],
            sliderRow |+| [minIcon, slider, maxIcon],
            segmentBar,
            toolbar,
            overlay |+| [spinner, toast],
        ]
        for (row, (label, toggle)) in zip(rows, zip(rowLabels, toggles)) { root |+| (row |+| [label, toggle]) }
        root |+| tiles
        segmentBar |+| segments
        toolbar |+| toolItems
        for v in [titleLabel, nameLabel, emailLabel] + rowLabels {
            v.intrinsicContentSize = CGSize(width: 100, height: 20)
        }
    }

    func layoutNavigationBar() {
        made.append(navBar.m_top |=| root.m_safeTop)
        made.append(navBar.m_sides |=| root)
        made.append(navBar.m_height |=| 44)
        made.append(backButton.m_leading |=| navBar.m_leading + 8)
        made.append(backButton.m_centerY |=| navBar)
        made.append(backButton.m_size |=| (44, 44))
        made.append(titleLabel.m_center |=| navBar)
        made.append(titleLabel.m_width |<| navBar.m_width * 0.6)
        made.append(editButton.m_trailing |=| navBar.m_trailing - 8)
        made.append(editButton.m_centerY |=| backButton)
        made.append(editButton.m_size |=| backButton.m_size)
        made.append(separator.m_height |=| 1)
        made.append([separator.m_sides, separator.m_bottom] |=| [navBar, navBar])
    }

    func layoutCard() {
        made.append(card.m_top |=| navBar.m_bottom + 16)
        made.append(card.m_sides |=| root.m_sides ~ (16, 16))
        made.append(card.m_height |>| 88)
        made.append(avatar.m_size |=| (56, 56))
        made.append(avatar.m_leading |=| card.m_leading + 16)
        made.append(avatar.m_centerY |=| card)
        made.append(avatar.m_top |>| card.m_top + 16)
        made.append(nameLabel.m_leading |=| avatar.m_trailing + 12)
        made.append(nameLabel.m_bottom |=| avatar.m_centerY - 2)
        made.append(emailLabel.m_leading |=| nameLabel)
        made.append(emailLabel.m_top |=| avatar.m_centerY + 2)
        made.append([nameLabel.m_trailing, emailLabel.m_trailing] |<| [chevron.m_leading - 8, chevron.m_leading - 8])
        made.append(badge.m_size |=| (10, 10) ! .high)
        made.append(badge.m_cornerTR |=| avatar.m_cornerTR)
        made.append(chevron.m_trailing |=| card.m_trailing - 16)
        made.append(chevron.m_centerY |=| card)
        made.append(chevron.m_size |=| (12, 20))
        nameLabel.m_compResistH = 751
        emailLabel.m_huggingH = 251
    }

    func layoutRows() {
        for (i, row) in rows.enumerated() {
            let above: MortarAttribute = i == 0 ? card.m_bottom + 24 : rows[i - 1].m_bottom
            made.append(row.m_top |=| above)
            made.append(row.m_sides |=| root)
            made.append(row.m_height |=| 48 ! .high)
            made.append(rowLabels[i].m_leading |=| row.m_leading + 16)
            made.append(rowLabels[i].m_centerY |=| row)
            made.append(toggles[i].m_trailing |=| row.m_trailing - 16)
            made.append(toggles[i].m_centerY |=| row)
            made.append(toggles[i].m_size |=| (51, 31))
            made.append(rowLabels[i].m_trailing |<| toggles[i].m_leading - 8)
        }
        made.append(rows.m_height |=| rows[0] ! .low)
    }

    func layoutSlider() {
        made.append(sliderRow.m_top |=| rows[5].m_bottom + 16)
        made.append(sliderRow.m_sides |=| root)
        made.append(sliderRow.m_height |=| 44)
        groups.append(sliderRow ||>> minIcon[==20] || slider || maxIcon[==24])
        made.append([minIcon, slider, maxIcon].m_centerY |=| sliderRow)
        made.append(minIcon.m_height |=| minIcon.m_width)
        made.append(maxIcon.m_height |=| maxIcon.m_width)
    }

    func layoutTiles() {
        let topRow = Array(tiles[0..<3]), bottomRow = Array(tiles[3..<6])
        groups.append(root |>> 16 | topRow[0][~~1] || topRow[1][~~1] || topRow[2][~~1] | 16)
        groups.append(root |>> 16 | bottomRow[0][~~1] || bottomRow[1][==bottomRow[0]] || bottomRow[2][~~1] | 16)
        made.append(topRow.m_top |=| sliderRow.m_bottom + 16)
        made.append(bottomRow.m_top |=| topRow[0].m_bottom + 8)
        made.append(tiles.m_height |=| tiles.m_width)
        made.append([bottomRow[0].m_width, bottomRow[1].m_width] |=| [topRow[0], topRow[1]])
    }

    func layoutSegments() {
        made.append(segmentBar.m_top |=| tiles[3].m_bottom + 16)
        made.append(segmentBar.m_centerX |=| root)
        made.append(segmentBar.m_width |=| root.m_width * 0.8)
        made.append(segmentBar.m_height |=| 32)
        groups.append(segmentBar |>> segments[0][~~1] | segments[1][~~1] | segments[2][~~1])
        made.append(segments.m_caps |=| segmentBar)
    }

    func layoutToolbar() {
        made.append(toolbar.m_bottom |=| root.m_safeBottom)
        made.append(toolbar.m_sides |=| root)
        made.append(toolbar.m_height |=| 49)
        groups.append(toolbar |>> ~~1 | toolItems[0][==28] | ~~1 | toolItems[1][==28] | ~~1 | toolItems[2][==28] | ~~1 | toolItems[3][==28] | ~~1)
        made.append(toolItems.m_centerY |=| toolbar)
        made.append(toolItems.m_height |=| 28)
        made.append(toolbar.m_top |>| segmentBar.m_bottom + 8 ! .low)
    }

    func layoutOverlays() {
        made.append(overlay |=| root)
        made.append(spinner.m_center |=| overlay)
        made.append(spinner.m_size |=| (37, 37))
        made.append(toast.m_bottom |=| toolbar.m_top - 16)
        made.append(toast.m_centerX |=| root)
        made.append(toast.m_width |<| root.m_width - 32)
        made.append(toast.m_height |>| 40)
        made.append(toast.m_width |=| 200 ! .medium)
        made.append(overlay |=| root.m_safeRegion ~~ .deactivated)
        made.append(overlay.m_frame |=| (0, 0, 390, 844) ~~ .deactivated)
    }

    func layoutAll() {
        layoutNavigationBar()
        layoutCard()
        layoutRows()
        layoutSlider()
        layoutTiles()
        layoutSegments()
        layoutToolbar()
        layoutOverlays()
    }
}

@Suite struct MortarTypicalScreenTests {
    @Test func theTypicalScreenBuildsWithoutErrors() {
        let screen = SettingsScreen()
        let (_, errors) = MortarDiagnostics.collecting { screen.layoutAll() }
        #expect(errors.isEmpty)
        // Hand count per section (constraints): nav 19, card 23, rows 72, slider 9, tiles 14,
        // segments 10, toolbar 13, overlays 21; VFL groups: slider 6, tiles 6 + 6, segments 6, toolbar 18.
        #expect(screen.made.count == 116 && screen.groups.count == 5)
        #expect(screen.made.layoutConstraints.count == 181)
        #expect(screen.groups.map { $0.layoutConstraints.count } == [6, 6, 6, 6, 18])
        #expect(screen.made.filter { !$0.isActive }.count == 2)
        #expect(screen.root.layoutGuides.map(\.identifier) == ["Mortar-safeRegion"])
        #expect(screen.toolbar.layoutGuides.map(\.identifier) == (1...5).map { "MortarVFL-space-\($0)" })
    }
}
