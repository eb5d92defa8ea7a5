import Foundation

// Orthogonal sections (U1): a compositional section whose groups scroll
// sideways gets a horizontal scroll view of its own across the collection
// view, in the section's band, and its cells live in it, as UIKit's do.
// So a sideways drag in the band scrolls the band (the inner scroll view's
// pan begins only along an axis it can scroll), a vertical one scrolls the
// collection view, and a tap on a cell selects it through the cell's own
// touches, wherever the cell's superview is.
extension UICollectionView {
    /// The scroll view of an orthogonal section's band.
    final class OrthogonalScrollView: UIScrollView {
        var band: UICollectionViewLayout.OrthogonalBand?
        /// Snaps where a drag's deceleration ends, as the behaviour says.
        let snapper = OrthogonalSnapper()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = nil
            showsHorizontalScrollIndicator = false
            showsVerticalScrollIndicator = false
            delegate = snapper
        }
    }

    /// Where an orthogonal section's drags come to rest.
    final class OrthogonalSnapper: NSObject, UIScrollViewDelegate {
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            guard let scroller = scrollView as? OrthogonalScrollView, let band = scroller.band,
                  band.groupPitch > 0, band.groupCount > 0 else { return }
            let width = scroller.bounds.width
            let maxX = max(0, scroller.contentSize.width - width)
            // The offset that puts group g at the leading edge, or centred.
            let centred = band.behavior == .groupPagingCentered
            func offset(ofGroup g: Int) -> CGFloat {
                let start = band.leading + CGFloat(g) * band.groupPitch
                return min(max(0, centred ? start - (width - band.groupWidth) / 2 : start), maxX)
            }
            func nearestGroup(to x: CGFloat) -> Int {
                let shift = centred ? (width - band.groupWidth) / 2 : 0
                let g = ((x + shift - band.leading) / band.groupPitch).rounded()
                return Int(g.clamped(0, CGFloat(band.groupCount - 1)))
            }
            let start = scroller._drag.startOffset.x
            switch band.behavior {
            case .continuousGroupLeadingBoundary:
                targetContentOffset.pointee.x = offset(ofGroup: nearestGroup(to: targetContentOffset.pointee.x))
            case .groupPaging, .groupPagingCentered:
                // One group a swipe: the one the drag began at, or its
                // neighbour in the direction of a flick or of a drag past
                // half a group.
                let from = nearestGroup(to: start)
                var to = nearestGroup(to: scroller.contentOffset.x)
                if velocity.x > 0.2 { to = from + 1 } else if velocity.x < -0.2 { to = from - 1 }
                to = min(max(to, from - 1), from + 1)
                targetContentOffset.pointee.x = offset(ofGroup: min(max(0, to), band.groupCount - 1))
            case .none, .continuous, .paging:
                break  // free, or the scroll view's own paging
            }
        }
    }

    /// How far section `s`'s band is scrolled (0 when it has none).
    func _orthogonalOffset(_ s: Int) -> CGFloat {
        _orthogonalScrollers[s]?.contentOffset.x ?? 0
    }

    /// A scroll view for each orthogonal band of the layout just prepared,
    /// at its band; scroll views of sections that are no longer orthogonal
    /// go, with their cells.
    func _updateOrthogonalScrollers() {
        let bands = collectionViewLayout._orthogonalBands()
        guard !bands.isEmpty || !_orthogonalScrollers.isEmpty else { return }
        var kept: Set<Int> = []
        for band in bands {
            kept.insert(band.section)
            let scroller: OrthogonalScrollView
            if let existing = _orthogonalScrollers[band.section] {
                scroller = existing
            } else {
                scroller = OrthogonalScrollView(frame: band.frame)
                // Behind the cells and headers of the other sections; the
                // band's own cells are inside it.
                insertSubview(scroller, at: 0)
                scroller._scrollObserver = { [weak self] _ in self?.setNeedsLayout() }
                _orthogonalScrollers[band.section] = scroller
            }
            scroller.band = band
            if scroller.frame != band.frame { scroller.frame = band.frame }
            let size = CGSize(width: band.contentWidth, height: band.frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = band.behavior == .paging
            scroller.alwaysBounceHorizontal = true
            scroller.delaysContentTouches = delaysContentTouches
            // Content that shrank: the offset stays within it.
            let maxX = max(0, size.width - scroller.bounds.width)
            if scroller.contentOffset.x > maxX { scroller.contentOffset.x = maxX }
        }
        for (s, scroller) in _orthogonalScrollers where !kept.contains(s) {
            for (ip, cell) in _cells where cell.superview === scroller {
                _cells[ip] = nil
                _recycle(cell, from: ip)
                cell.removeFromSuperview()
            }
            scroller.removeFromSuperview()
            _orthogonalScrollers[s] = nil
        }
    }

    /// The view that holds the element `a` places, and its frame there: a
    /// band's scroll view for an orthogonal section's cells, else the
    /// collection view.
    func _host(_ a: UICollectionViewLayoutAttributes) -> (view: UIView, frame: CGRect) {
        guard a.representedElementCategory == .cell, let scroller = _orthogonalScrollers[a.indexPath.section] else {
            return (self, a.frame)
        }
        let origin = scroller.frame.origin, offset = scroller.contentOffset
        return (scroller, a.frame.offsetBy(dx: offset.x - origin.x, dy: offset.y - origin.y))
    }

    /// A cell's frame in the collection view's coordinates.
    func _frameInCollectionView(_ view: UIView) -> CGRect {
        guard let host = view.superview, host !== self else { return view.frame }
        return host.convert(view.frame, to: self)
    }
}
