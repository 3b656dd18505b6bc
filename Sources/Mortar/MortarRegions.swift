import PlumbCore

/// The layout guides behind the visible/safe-region attributes (frontends.md §2.13).
///
/// The original made hidden "ghost" subviews for `m_visibleRegion`/`m_safeRegion` and gave both
/// the same tag, so whichever came first was returned for both (§6.1 #15). Plumb uses real
/// layout guides owned by the view, one per region, each with its own identifier, reused on
/// later calls.
enum MortarRegions {
    static let safeRegionID = "Mortar-safeRegion"
    static let visibleRegionID = "Mortar-visibleRegion"
    static let topGuideID = "Mortar-topLayoutGuide"
    static let bottomGuideID = "Mortar-bottomLayoutGuide"

    /// The view's guide with `identifier`, made and constrained by `pin` the first time.
    static func guide(in view: View, _ identifier: String, _ pin: (LayoutGuide) -> [LayoutConstraint]) -> LayoutGuide {
        if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = LayoutGuide(identifier: identifier)
        view.addLayoutGuide(guide)
        LayoutConstraint.activate(pin(guide))
        return guide
    }

    /// `guide.attribute == item.other`, made by the engine side of Mortar.
    static func pin(_ guide: LayoutGuide, _ attribute: LayoutAttribute, _ item: any LayoutItem,
                    _ other: LayoutAttribute, _ identifier: String) -> LayoutConstraint {
        LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: item, attribute: other,
                         origin: .implicit(identifier))
    }

    /// Left and right of `guide` equal the view's.
    static func sides(_ guide: LayoutGuide, _ view: View, _ id: String) -> [LayoutConstraint] {
        [pin(guide, .left, view, .left, id), pin(guide, .right, view, .right, id)]
    }

    static func safeRegion(_ view: View) -> LayoutGuide {
        guide(in: view, safeRegionID) { g in
            let safe = view.safeAreaLayoutGuide
            return sides(g, view, safeRegionID)
                + [pin(g, .top, safe, .top, safeRegionID), pin(g, .bottom, safe, .bottom, safeRegionID)]
        }
    }

    static func topLayoutGuide(_ view: View) -> LayoutGuide {
        guide(in: view, topGuideID) { g in
            sides(g, view, topGuideID)
                + [pin(g, .top, view, .top, topGuideID), pin(g, .bottom, view.safeAreaLayoutGuide, .top, topGuideID)]
        }
    }

    static func bottomLayoutGuide(_ view: View) -> LayoutGuide {
        guide(in: view, bottomGuideID) { g in
            sides(g, view, bottomGuideID)
                + [pin(g, .top, view.safeAreaLayoutGuide, .bottom, bottomGuideID), pin(g, .bottom, view, .bottom, bottomGuideID)]
        }
    }

    static func visibleRegion(_ view: View) -> LayoutGuide {
        let top = topLayoutGuide(view)
        let bottom = bottomLayoutGuide(view)
        return guide(in: view, visibleRegionID) { g in
            sides(g, view, visibleRegionID)
                + [pin(g, .top, top, .bottom, visibleRegionID), pin(g, .bottom, bottom, .top, visibleRegionID)]
        }
    }
}

/// Safe-area and visible-region attributes of a (root) view (Mortar 2.x `m_safeTop`…,
/// `m_safeRegion`; 1.x `m_visibleRegion` and the legacy top/bottom layout guides).
///
/// ```swift
/// title.m_top |=| root.m_safeTop + 8
/// textField.m_center |=| root.m_safeRegion
/// view1.m_top |<| root.m_topLayoutGuideBottom
/// ```
extension View {
    /// The top of the safe area.
    public var m_safeTop: MortarAttribute { safeAreaLayoutGuide.m_top }
    /// The bottom of the safe area.
    public var m_safeBottom: MortarAttribute { safeAreaLayoutGuide.m_bottom }
    /// The leading edge of the safe area.
    public var m_safeLeading: MortarAttribute { safeAreaLayoutGuide.m_leading }
    /// The trailing edge of the safe area.
    public var m_safeTrailing: MortarAttribute { safeAreaLayoutGuide.m_trailing }
    /// The left edge of the safe area.
    public var m_safeLeft: MortarAttribute { safeAreaLayoutGuide.m_left }
    /// The right edge of the safe area.
    public var m_safeRight: MortarAttribute { safeAreaLayoutGuide.m_right }

    /// A guide spanning the view's full width between the safe area's top and bottom
    /// (identifier `Mortar-safeRegion`). Usable as a relation operand and a MortarVFL capture.
    public var m_safeRegion: LayoutGuide { MortarRegions.safeRegion(self) }

    /// A guide spanning the view's full width between the bottom of the legacy top layout
    /// guide and the top of the legacy bottom layout guide (identifier `Mortar-visibleRegion`).
    public var m_visibleRegion: LayoutGuide { MortarRegions.visibleRegion(self) }

    /// The top of the legacy top layout guide (the view's top).
    public var m_topLayoutGuideTop: MortarAttribute { MortarRegions.topLayoutGuide(self).m_top }
    /// The bottom of the legacy top layout guide (the top of the safe area: below the bars).
    public var m_topLayoutGuideBottom: MortarAttribute { MortarRegions.topLayoutGuide(self).m_bottom }
    /// The top of the legacy bottom layout guide (the bottom of the safe area).
    public var m_bottomLayoutGuideTop: MortarAttribute { MortarRegions.bottomLayoutGuide(self).m_top }
    /// The bottom of the legacy bottom layout guide (the view's bottom).
    public var m_bottomLayoutGuideBottom: MortarAttribute { MortarRegions.bottomLayoutGuide(self).m_bottom }
}
