import Foundation

/// Items in lines, line after line along the scroll direction (S11): rows
/// of items scrolling vertically, or columns scrolling horizontally. Item
/// size, spacing and section insets from its properties or, per section and
/// item, from a ``UICollectionViewDelegateFlowLayout``.
///
/// Each section may have a header before its items and a footer after them
/// (UIKit's order along the scroll direction: header, section inset, items,
/// inset, footer). Only their length along the scroll direction counts,
/// from ``headerReferenceSize`` and ``footerReferenceSize`` or the
/// delegate; across it they span the collection view; a length of 0 means
/// none. With ``sectionHeadersPinToVisibleBounds`` a header stays at the
/// top (or left) of the viewport while its section passes, pushed out by
/// the section's end; footers likewise at the bottom (or right).
///
/// Items all of one size (the usual grid) are placed by arithmetic: nothing
/// is stored per item, and finding the items in a rectangle costs the number
/// found. Sections with items of several sizes keep one frame per item.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's `UICollectionView.ScrollDirection`, under the name WayKit
    /// first gave it.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header, unless the delegate answers
    /// `referenceSizeForHeaderInSection`. Default zero: no headers.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Headers stay at the viewport's leading edge while their section
    /// passes under them, as a plain table's. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Footers stay at the viewport's trailing edge while their section
    /// passes, as a plain table's. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The zIndex of pinned headers and footers: in front of the items.
    static let pinnedZIndex = 1024

    struct Section {
        /// Where the header starts and the footer ends, along the scroll
        /// direction.
        var start: CGFloat = 0
        var end: CGFloat = 0
        var headerLength: CGFloat = 0
        var footerLength: CGFloat = 0
        var footerStart: CGFloat { end - footerLength }
        var count = 0
        /// Uniform grid: the item's lengths along and across the scroll
        /// direction, items per line, the pitches between lines and items,
        /// and where the first item sits.
        var main: CGFloat = 0, cross: CGFloat = 0
        var perLine = 1
        var linePitch: CGFloat = 0, itemPitch: CGFloat = 0
        var firstMain: CGFloat = 0, firstCross: CGFloat = 0
        /// Items of several sizes: every frame, in item order.
        var frames: [CGRect]?
    }

    var _sections: [Section] = []
    private var _length: CGFloat = 0
    /// The collection view's extent across the scroll direction at the last
    /// prepare: headers and footers span it.
    private var _crossExtent: CGFloat = 0

    private var isVertical: Bool { scrollDirection == .vertical }

    /// A rectangle from lengths along (main) and across (cross) the scroll
    /// direction.
    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                   : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    open override func prepare() {
        _sections.removeAll(keepingCapacity: true)
        _length = 0
        guard let cv = collectionView else { return }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        let crossExtent = isVertical ? cv.bounds.width : cv.bounds.height
        _crossExtent = crossExtent
        var position: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let n = cv.numberOfItems(inSection: s)
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = _finite(flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing)
            let interitem = _finite(flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing)
            let (insetMainStart, insetMainEnd, insetCrossStart, insetCrossEnd) = isVertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            var section = Section()
            section.start = position
            section.count = n
            let header = _checked(flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize)
            let footer = _checked(flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize)
            section.headerLength = isVertical ? header.height : header.width
            section.footerLength = isVertical ? footer.height : footer.width
            let available = max(0, crossExtent - insetCrossStart - insetCrossEnd)
            // One size for all unless the delegate says otherwise.
            var sizes: [CGSize]?
            if let flow {
                var all: [CGSize] = []
                var uniform = true
                for i in 0..<n {
                    let size = _checked(flow.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: i, section: s)))
                    if size != itemSize { uniform = false }
                    if !uniform && all.isEmpty && i > 0 { all = Array(repeating: itemSize, count: i) }
                    if !uniform { all.append(size) }
                }
                if !uniform { sizes = all }
            }
            section.firstMain = position + section.headerLength + insetMainStart
            section.firstCross = insetCrossStart
            if let sizes {
                var frames: [CGRect] = []
                frames.reserveCapacity(n)
                var lineStart = section.firstMain, lineLength: CGFloat = 0, crossPos: CGFloat = 0
                for size in sizes {
                    let (m, c) = isVertical ? (size.height, size.width) : (size.width, size.height)
                    if crossPos > 0 && crossPos + c > available {
                        lineStart += lineLength + lineSpacing
                        lineLength = 0
                        crossPos = 0
                    }
                    frames.append(rect(main: lineStart, cross: insetCrossStart + crossPos, mainLength: m, crossLength: c))
                    crossPos += c + interitem
                    lineLength = max(lineLength, m)
                }
                section.frames = frames
                section.end = (n == 0 ? section.firstMain : lineStart + lineLength) + insetMainEnd + section.footerLength
            } else {
                let size = _checked(itemSize)
                (section.main, section.cross) = isVertical ? (size.height, size.width) : (size.width, size.height)
                section.perLine = max(1, Int(((available + interitem) / max(1, section.cross + interitem)).rounded(.down).clamped(1, 1e6)))
                let fill = CGFloat(section.perLine) * section.cross
                // Full lines spread their spare room between the items, as
                // UIKit's flow layout does; the last line keeps that pitch.
                let gap = section.perLine > 1 ? max(interitem, (available - fill) / CGFloat(section.perLine - 1)) : 0
                section.itemPitch = section.cross + gap
                section.linePitch = section.main + lineSpacing
                let lines = (n + section.perLine - 1) / section.perLine
                let linesLength = lines == 0 ? 0 : CGFloat(lines) * section.linePitch - lineSpacing
                section.end = section.firstMain + linesLength + insetMainEnd + section.footerLength
            }
            position = section.end
            _sections.append(section)
        }
        _length = position
    }

    open override var collectionViewContentSize: CGSize {
        guard let cv = collectionView else { return .zero }
        return isVertical ? CGSize(width: cv.bounds.width, height: _length) : CGSize(width: _length, height: cv.bounds.height)
    }

    func _frame(_ section: Section, _ item: Int) -> CGRect {
        if let frames = section.frames { return frames[item] }
        let line = item / section.perLine, column = item % section.perLine
        return rect(main: section.firstMain + CGFloat(line) * section.linePitch,
                    cross: section.firstCross + CGFloat(column) * section.itemPitch,
                    mainLength: section.main, crossLength: section.cross)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard _sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < _sections[indexPath.section].count else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = _frame(_sections[indexPath.section], indexPath.item)
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, _sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return _header(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return _footer(indexPath.section)
        default: return nil
        }
    }

    /// The viewport along the scroll direction, inside the adjusted content
    /// inset: where pinned headers and footers stay.
    private var _visibleMain: (lo: CGFloat, hi: CGFloat) {
        guard let cv = collectionView else { return (0, 0) }
        let b = cv.bounds, inset = cv.adjustedContentInset
        return isVertical ? (b.minY + inset.top, b.maxY - inset.bottom) : (b.minX + inset.left, b.maxX - inset.right)
    }

    /// Section `s`'s header attributes, pinned when asked; nil when it has none.
    func _header(_ s: Int) -> UICollectionViewLayoutAttributes? {
        let section = _sections[s]
        guard section.headerLength > 0 else { return nil }
        var main = section.start
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: IndexPath(item: 0, section: s))
        if sectionHeadersPinToVisibleBounds {
            // At the viewport's edge, but never before the section's start
            // nor past its items (the footer pushes it out).
            main = max(section.start, min(_visibleMain.lo, section.footerStart - section.headerLength))
            a.zIndex = Self.pinnedZIndex
        }
        a.frame = rect(main: main, cross: 0, mainLength: section.headerLength, crossLength: _crossExtent)
        return a
    }

    /// Section `s`'s footer attributes, pinned when asked; nil when it has none.
    func _footer(_ s: Int) -> UICollectionViewLayoutAttributes? {
        let section = _sections[s]
        guard section.footerLength > 0 else { return nil }
        var main = section.footerStart
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                 with: IndexPath(item: 0, section: s))
        if sectionFootersPinToVisibleBounds {
            main = min(section.footerStart, max(_visibleMain.hi - section.footerLength, section.start + section.headerLength))
            a.zIndex = Self.pinnedZIndex
        }
        a.frame = rect(main: main, cross: 0, mainLength: section.footerLength, crossLength: _crossExtent)
        return a
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let (lo, hi) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for (s, section) in _sections.enumerated() where section.end > lo && section.start < hi {
            if let header = _header(s), header.frame.intersects(rect) { result.append(header) }
            if let footer = _footer(s), footer.frame.intersects(rect) { result.append(footer) }
            guard section.count > 0 else { continue }
            var range = 0..<section.count
            if section.frames == nil, section.linePitch > 0 {
                let first = ((lo - section.firstMain) / section.linePitch).rounded(.down).clamped(0, 1e12)
                let last = ((hi - section.firstMain) / section.linePitch).rounded(.down).clamped(0, 1e12)
                let a = min(section.count, Int(first) * section.perLine)
                let b = min(section.count, (Int(last) + 1) * section.perLine)
                range = a..<max(a, b)
            }
            for i in range {
                let f = _frame(section, i)
                guard f.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                attributes.frame = f
                result.append(attributes)
            }
        }
        return result
    }

    private func _finite(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }

    private func _checked(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? min(max(0, size.width), 1e7) : 0,
               height: size.height.isFinite ? min(max(0, size.height), 1e7) : 0)
    }
}

extension CGFloat {
    /// Within `lo…hi`; NaN becomes `lo` (for index arithmetic that must not trap).
    func clamped(_ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        guard !isNaN else { return lo }
        return Swift.min(Swift.max(self, lo), hi)
    }
}
