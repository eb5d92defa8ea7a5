import Foundation

/// UIKit's section provider: the section at an index, made for the
/// environment (the container's size, the traits); nil is logged and the
/// section's items get no place.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from parts (U1): each section an
/// ``NSCollectionLayoutSection`` whose group (items and nested groups, sized
/// in points or as fractions of their container) repeats down the section
/// until its items are placed, with headers and footers from the section's
/// boundary supplementary items. One section for all
/// (``init(section:)``), or one per index from a section provider, asked
/// again at each ``prepare()`` (after a reload, a size change or
/// ``invalidateLayout()``).
///
/// Scrolling is vertical: groups follow each other down the section,
/// starting at its leading inset. A section with an
/// ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` instead puts
/// its groups side by side in a band as tall as one group, which the
/// collection view scrolls horizontally with a scroll view of its own (the
/// cells live in it, as in UIKit; UICollectionView+Orthogonal.swift). A
/// right-to-left collection view gets the layout mirrored, as UIKit's
/// (orthogonal bands keep their groups' left-to-right order). Every repeat of
/// a section's group is laid out alike, so nothing is stored per item and
/// finding the items in a rectangle costs the number found.
///
/// Not there: self-sizing (estimated dimensions are their value), custom
/// groups, decoration items, supplementary items attached to items, and an
/// orthogonal section's `visibleItemsInvalidationHandler`.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let _fixedSection: NSCollectionLayoutSection?
    private let _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        _fixedSection = section
        _sectionProvider = nil
        super.init()
    }

    /// Each section as `sectionProvider` makes it.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        _fixedSection = nil
        _sectionProvider = sectionProvider
        super.init()
    }

    /// One section's places, from the last ``prepare()``.
    struct Section {
        var start: CGFloat = 0
        var end: CGFloat = 0
        /// Where headers end and footers start.
        var contentStart: CGFloat = 0
        var footerStart: CGFloat = 0
        var count = 0
        /// The cells of one group, from the group's corner.
        var cells: [CGRect] = []
        var cellsMinY: CGFloat = 0, cellsMaxY: CGFloat = 0
        var groupOrigin: CGPoint = .zero
        /// From one group's top to the next's.
        var groupPitch: CGFloat = 0
        var groupCount = 0
        var supplementaries: [Supplementary] = []
        /// An orthogonal section: groups side by side, `groupPitch` apart
        /// along x, in `band` (collection view coordinates), whose content
        /// is `contentWidth` wide.
        var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        var band: CGRect = .zero
        var contentWidth: CGFloat = 0
        var groupWidth: CGFloat = 0
        var cellsMinX: CGFloat = 0, cellsMaxX: CGFloat = 0
    }

    struct Supplementary {
        let kind: String
        /// Unpinned.
        let frame: CGRect
        let edge: NSCollectionLayoutBoundarySupplementaryItem.Edge
        let pinned: Bool
    }

    var _sections: [Section] = []
    private var _width: CGFloat = 0
    private var _length: CGFloat = 0
    private var _rightToLeft = false
    /// Sections already logged (nil from the provider, an unplaceable or
    /// duplicate supplementary item), so each is told once.
    private var _logged: Set<String> = []

    open override func prepare() {
        _sections.removeAll(keepingCapacity: true)
        _length = 0
        guard let cv = collectionView else { return }
        let environment = CollectionLayoutEnvironment(cv)
        let container = environment.effectiveContentSize
        _width = container.width
        _rightToLeft = cv.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var position: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: s)
            var section = Section()
            section.start = position
            if let layoutSection = _fixedSection ?? _sectionProvider?(s, environment) {
                section = _place(layoutSection, index: s, count: count, at: position, container: container)
            } else {
                _logOnce("section \(s)", "the section provider returned nil for section \(s); its items get no place")
                section.end = position
            }
            position = section.end
            _sections.append(section)
        }
        _length = position
    }

    /// Section `s` laid out from `position` down.
    private func _place(_ layoutSection: NSCollectionLayoutSection, index s: Int, count: Int, at position: CGFloat,
                        container: CGSize) -> Section {
        var section = Section()
        section.start = position
        section.count = count
        let inset = layoutSection.contentInsets.isFinite ? layoutSection.contentInsets : .zero
        let content = CGSize(width: max(0, container.width - inset.leading - inset.trailing),
                             height: max(0, container.height - inset.top - inset.bottom))
        // Headers and footers: across the section's content or the whole
        // width; along it, those that extend the boundary take room.
        let follow = layoutSection.supplementariesFollowContentInsets
        let across = follow ? content.width : container.width
        let acrossStart = follow ? inset.leading : 0
        var kinds: Set<String> = []
        var boundary: [(item: NSCollectionLayoutBoundarySupplementaryItem, edge: NSCollectionLayoutBoundarySupplementaryItem.Edge,
                        size: CGSize)] = []
        var headerLength: CGFloat = 0, footerLength: CGFloat = 0
        for item in layoutSection.boundarySupplementaryItems {
            guard let edge = item.edge else {
                _logOnce("alignment \(s) \(item.elementKind)", "section \(s): a \"\(item.elementKind)\" boundary item aligned "
                         + "\(item.alignment) has no place in a vertical layout; not shown")
                continue
            }
            guard kinds.insert(item.elementKind).inserted else {
                _logOnce("kind \(s) \(item.elementKind)", "section \(s): a second \"\(item.elementKind)\" boundary item; not shown")
                continue
            }
            let size = item.layoutSize.resolved(in: CGSize(width: across, height: content.height))
            boundary.append((item, edge, size))
            guard item.extendsBoundary else { continue }
            if edge == .top { headerLength = max(headerLength, size.height) } else { footerLength = max(footerLength, size.height) }
        }
        section.contentStart = position + headerLength
        let groupSize = layoutSection.group.layoutSize.resolved(in: content)
        section.cells = layoutSection.group.cellFrames(size: groupSize)
        section.cellsMinY = section.cells.map(\.minY).min() ?? 0
        section.cellsMaxY = section.cells.map(\.maxY).max() ?? 0
        section.groupOrigin = CGPoint(x: inset.leading, y: section.contentStart + inset.top)
        let spacing = layoutSection.interGroupSpacing.isFinite ? max(0, layoutSection.interGroupSpacing) : 0
        section.orthogonal = layoutSection.orthogonalScrollingBehavior
        let sideways = section.orthogonal != .none
        section.groupPitch = (sideways ? groupSize.width : groupSize.height) + spacing
        if section.cells.isEmpty {
            if count > 0 { _logOnce("empty \(s)", "section \(s): its group has no items; its \(count) items get no place") }
        } else {
            section.groupCount = (count + section.cells.count - 1) / section.cells.count
        }
        let groupsLength = section.groupCount == 0 ? 0 : CGFloat(section.groupCount) * section.groupPitch - spacing
        if sideways {
            // One group tall; the groups and the leading and trailing
            // insets are the band's scrolled content.
            section.groupWidth = groupSize.width
            section.cellsMinX = section.cells.map(\.minX).min() ?? 0
            section.cellsMaxX = section.cells.map(\.maxX).max() ?? 0
            section.footerStart = section.groupOrigin.y + (section.groupCount == 0 ? 0 : groupSize.height) + inset.bottom
            section.band = CGRect(x: 0, y: section.contentStart, width: container.width,
                                  height: section.footerStart - section.contentStart)
            section.contentWidth = inset.leading + groupsLength + inset.trailing
        } else {
            section.footerStart = section.groupOrigin.y + groupsLength + inset.bottom
        }
        section.end = section.footerStart + footerLength
        for (item, edge, size) in boundary {
            let x = acrossStart + (across - size.width) * item.crossPosition
            // One that does not extend the boundary lies over the groups.
            let y: CGFloat
            switch (edge, item.extendsBoundary) {
            case (.top, true): y = section.contentStart - size.height
            case (.top, false): y = section.contentStart
            case (.bottom, true): y = section.footerStart
            case (.bottom, false): y = section.footerStart - size.height
            }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            section.supplementaries.append(Supplementary(kind: item.elementKind, frame: frame, edge: edge, pinned: item.pinToVisibleBounds))
        }
        return section
    }

    private func _logOnce(_ key: String, _ message: String) {
        guard _logged.insert(key).inserted else { return }
        collectionView?._log("UICollectionViewCompositionalLayout: " + message)
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: _width, height: _length)
    }

    /// A frame from the left-to-right layout, mirrored in a right-to-left one.
    private func _directional(_ frame: CGRect) -> CGRect {
        guard _rightToLeft else { return frame }
        var f = frame
        f.origin.x = _width - frame.maxX
        return f
    }

    private func _cellFrame(_ section: Section, _ s: Int, _ item: Int) -> CGRect {
        let perGroup = section.cells.count
        let cell = section.cells[item % perGroup]
        if section.orthogonal != .none {
            // Where it shows now: its place in the band's content, less
            // how far the band is scrolled.
            let scrolled = collectionView?._orthogonalOffset(s) ?? 0
            return cell.offsetBy(dx: section.groupOrigin.x + CGFloat(item / perGroup) * section.groupPitch - scrolled,
                                 dy: section.groupOrigin.y)
        }
        return _directional(cell.offsetBy(dx: section.groupOrigin.x,
                                          dy: section.groupOrigin.y + CGFloat(item / perGroup) * section.groupPitch))
    }

    override func _orthogonalBands() -> [UICollectionViewLayout.OrthogonalBand] {
        _sections.enumerated().compactMap { s, section in
            guard section.orthogonal != .none else { return nil }
            return OrthogonalBand(section: s, frame: section.band, contentWidth: section.contentWidth,
                                  behavior: section.orthogonal, leading: section.groupOrigin.x,
                                  groupPitch: section.groupPitch, groupWidth: section.groupWidth, groupCount: section.groupCount)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section) else { return nil }
        let section = _sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.count, !section.cells.isEmpty else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = _cellFrame(section, indexPath.section, indexPath.item)
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, _sections.indices.contains(indexPath.section),
              let supplementary = _sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind }) else { return nil }
        return _attributes(supplementary, _sections[indexPath.section], indexPath.section)
    }

    /// The viewport's top and bottom, inside the adjusted content inset:
    /// where pinned headers and footers stay.
    private var _visible: (top: CGFloat, bottom: CGFloat) {
        guard let cv = collectionView else { return (0, 0) }
        return (cv.bounds.minY + cv.adjustedContentInset.top, cv.bounds.maxY - cv.adjustedContentInset.bottom)
    }

    private func _attributes(_ supplementary: Supplementary, _ section: Section, _ s: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: 0, section: s))
        var frame = supplementary.frame
        if supplementary.pinned {
            // At the viewport's edge, but never out of its place's side of
            // the section: a header is pushed out by the footers' start, a
            // footer by the headers' end.
            let h = frame.height
            switch supplementary.edge {
            case .top: frame.origin.y = max(frame.minY, min(_visible.top, section.footerStart - h))
            case .bottom: frame.origin.y = min(frame.minY, max(_visible.bottom - h, section.contentStart))
            }
            a.zIndex = UICollectionViewFlowLayout.pinnedZIndex
        }
        a.frame = _directional(frame)
        return a
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, section) in _sections.enumerated() where section.end > rect.minY && section.start < rect.maxY {
            for supplementary in section.supplementaries {
                let a = _attributes(supplementary, section, s)
                if a.frame.intersects(rect) { result.append(a) }
            }
            guard section.groupCount > 0 else { continue }
            // The groups whose cells may reach into the rectangle.
            var groups = 0..<section.groupCount
            if section.orthogonal != .none {
                // Along the band: the part of its content the rectangle
                // covers, at the band's scroll offset.
                if section.groupPitch > 0, section.band.intersects(rect) {
                    let scrolled = collectionView?._orthogonalOffset(s) ?? 0
                    let origin = section.groupOrigin.x - scrolled
                    let first = ((rect.minX - origin - section.cellsMaxX) / section.groupPitch).rounded(.down)
                    let last = ((rect.maxX - origin - section.cellsMinX) / section.groupPitch).rounded(.down)
                    let lo = Int(first.clamped(0, CGFloat(section.groupCount)))
                    let hi = Int((last + 1).clamped(0, CGFloat(section.groupCount)))
                    groups = lo..<max(lo, hi)
                } else {
                    groups = 0..<0
                }
            } else if section.groupPitch > 0 {
                let first = ((rect.minY - section.groupOrigin.y - section.cellsMaxY) / section.groupPitch).rounded(.down)
                let last = ((rect.maxY - section.groupOrigin.y - section.cellsMinY) / section.groupPitch).rounded(.down)
                let lo = Int(first.clamped(0, CGFloat(section.groupCount)))
                let hi = Int((last + 1).clamped(0, CGFloat(section.groupCount)))
                groups = lo..<max(lo, hi)
            }
            let perGroup = section.cells.count
            for item in (groups.lowerBound * perGroup)..<min(section.count, groups.upperBound * perGroup) {
                let frame = _cellFrame(section, s, item)
                guard frame.intersects(rect) else { continue }
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                a.frame = frame
                result.append(a)
            }
        }
        return result
    }
}
