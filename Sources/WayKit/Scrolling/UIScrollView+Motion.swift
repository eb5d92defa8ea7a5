import Foundation

// The released scroll view's motion, sampled once a frame by a display link
// on the one frame clock (A3): deceleration, spring-back and animated
// scrolls (S4, S5). Nothing runs once the content is at rest.
extension UIScrollView {
    func _startMotion(_ kind: ScrollMotion.Kind) {
        _motion = ScrollMotion(kind: kind, startTime: UIApplication.shared.clock.now)
        if _displayLink == nil {
            let link = CADisplayLink(target: self, action: UIScrollView._step)
            link.add(to: .main, forMode: .common)
            _displayLink = link
        }
    }

    /// Springs from the current offset back inside the limits (S5).
    func _startSpringBack(velocity: CGPoint) {
        let offset = contentOffset, target = _clamped(offset)
        _startMotion(.spring(target: target, offset: CGPoint(x: offset.x - target.x, y: offset.y - target.y),
                             velocity: velocity))
    }

    func _stopMotion() {
        _motion = nil
        isDecelerating = false
        _displayLink?.invalidate()
        _displayLink = nil
    }

    private func _step(_ link: CADisplayLink) {
        guard let motion = _motion else { _stopMotion(); return }
        let sample = motion.sample(at: link.timestamp)
        if case .decelerate = motion.kind, !sample.isFinished, sample.offset != _clamped(sample.offset) {
            // The glide reached an edge: bounce off it (S5), or stop there.
            if bounces {
                contentOffset = sample.offset
                _startSpringBack(velocity: sample.velocity)
            } else {
                contentOffset = _clamped(sample.offset)
                _finishMotion(motion)
            }
            return
        }
        // Whole points while moving (fast scrolling); exactly the target at
        // the end.
        contentOffset = sample.isFinished ? sample.offset : _pixelAligned(sample.offset)
        if sample.isFinished {
            if case .decelerate = motion.kind, contentOffset != _clamped(contentOffset), bounces {
                _startSpringBack(velocity: .zero)
                return
            }
            _finishMotion(motion)
        }
    }

    private func _finishMotion(_ motion: ScrollMotion) {
        let wasDecelerating = isDecelerating
        _stopMotion()
        _hideIndicatorsLater()
        if case .animation = motion.kind {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else if wasDecelerating {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    // MARK: Programmatic scrolling (S4)

    /// Moves the content so that `contentOffset` is `offset`, at once or
    /// animated (then `scrollViewDidEndScrollingAnimation` follows). A
    /// non-finite offset is ignored and logged.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { _logBadInput("contentOffset", "\(offset)"); return }
        _stopMotionForNewTouch()
        // A `UIView.animate` of the offset in flight: carry on from what is
        // drawn, not from its end value (setting it ends that animation).
        let drawn = _presentedBounds.origin
        if drawn != contentOffset, drawn.x.isFinite, drawn.y.isFinite { contentOffset = drawn }
        guard animated, offset != contentOffset else { contentOffset = offset; return }
        _showIndicators()
        _startMotion(.animation(from: contentOffset, to: offset, duration: ScrollMotion.animationDuration))
    }

    /// Scrolls as little as needed for `rect` (content coordinates) to show;
    /// nothing when it already does.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            _logBadInput("scrollRectToVisible rect", "\(rect)")
            return
        }
        let visible = bounds
        func axis(_ o: CGFloat, _ len: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            if lo < o { return lo }                       // above or left: bring its start in
            if hi > o + len { return min(lo, hi - len) } // below or right: bring its end in, start first
            return o
        }
        let target = _clamped(CGPoint(x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
                                      y: axis(visible.minY, visible.height, rect.minY, rect.maxY)))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
