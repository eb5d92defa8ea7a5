import Foundation

/// Items in lines, line after line along the scroll direction (S11): rows
/// of items scrolling vertically, or columns scrolling horizontally. Item
/// size, spacing and section insets from its properties or, per section and
/// item, from a ``UICollectionViewDelegateFlowLayout``.
///
/// Items all of one size (the usual grid) are placed by arithmetic: nothing
/// is stored per item, and finding the items in a rectangle costs the number
/// found. Sections with items of several sizes keep one frame per item.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    struct Section {
        var start: CGFloat = 0
        var end: CGFloat = 0
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
            section.firstMain = position + insetMainStart
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
                section.end = (n == 0 ? section.firstMain : lineStart + lineLength) + insetMainEnd
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
                section.end = section.firstMain + linesLength + insetMainEnd
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

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let (lo, hi) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for (s, section) in _sections.enumerated() where section.end > lo && section.start < hi && section.count > 0 {
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
