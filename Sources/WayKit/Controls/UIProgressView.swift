import Foundation

/// A bar that fills from the leading edge as a task progresses: a rounded
/// grey track with the filled part in the tint colour (`.default`), or a
/// flat one for a toolbar (`.bar`).
///
/// ``progress`` is clamped to 0…1 (NaN counts as 0). `setProgress(_:animated:)`
/// with `animated` moves the drawn fill there over a quarter of a second on
/// the frame clock (A3), from wherever it is drawn; only then does it ask for
/// frames.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    /// How long an animated change takes to draw.
    public static let animationDuration: TimeInterval = 0.25

    open var progressViewStyle: Style = .default {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// How far the task is, 0…1; setting it draws it at once.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }
    private var _progress: Float = 0

    /// The fill's colour; nil: the tint colour.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's colour; nil: the style's grey (clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Images are kept for source compatibility; the renderer draws colours.
    open var progressImage: UIImage?
    open var trackImage: UIImage?

    /// The fraction drawn now: ``progress``, or on its way there while an
    /// animated change runs (the renderer reads it).
    public var _displayedProgress: Float { _animatedProgress ?? _progress }
    private var _animatedProgress: Float?
    private var link: CADisplayLink?
    private var animationFrom: Float = 0
    private var animationStart: TimeInterval = 0

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: 0, height: Self._height)))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() { self.init(frame: .zero) }

    /// Sets the progress, clamped to 0…1; animated, the fill moves there
    /// from where it is drawn.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(1, max(0, progress))
        let from = _displayedProgress
        _progress = clamped
        link?.invalidate()
        link = nil
        _animatedProgress = nil
        if animated, UIView.areAnimationsEnabled, window != nil, abs(clamped - from) > 0.0001 {
            animationFrom = from
            animationStart = UIApplication.shared.clock.now
            _animatedProgress = from
            let l = CADisplayLink(target: self, action: UIProgressView._step)
            l.add(to: .main, forMode: .common)
            link = l
        }
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Out of a window there is nothing to animate: jump to the end.
        if window == nil, link != nil {
            link?.invalidate()
            link = nil
            _animatedProgress = nil
        }
    }

    /// The bar's height: 4 points, as UIKit's since iOS 14.
    static let _height: CGFloat = 4

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self._height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 0, height: Self._height)
    }

    private func _step(_ link: CADisplayLink) {
        let t = min(1, max(0, (link.timestamp - animationStart) / Self.animationDuration))
        let eased = Float(AnimationTiming.easeInOut.progress(t, duration: Self.animationDuration))
        if t >= 1 {
            _animatedProgress = nil
            link.invalidate()
            self.link = nil
        } else {
            _animatedProgress = animationFrom + (_progress - animationFrom) * eased
        }
        setNeedsDisplay()
    }
}
