import Foundation

/// A spinner: eight spokes around a centre, the brightest one stepping round
/// once a second while the others fade behind it (iOS 13 and later).
///
/// It animates only while ``isAnimating`` and shown: in a window and not
/// hidden. Only then does it hold a display link on the frame clock (A3),
/// and it redraws only when the bright spoke moves (eight times a second);
/// stopped, hidden or out of any window it asks for no frame, so an idle app
/// with a stopped spinner costs no CPU. A spinner in a hidden superview
/// still steps (its window is shown): hide the spinner itself, or stop it.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's styles; the old ones map to the new sizes (`.gray` and
    /// `.white` are medium, `.whiteLarge` is large, with their colours).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    /// The spokes drawn.
    public static let spokeCount = 8
    /// One turn of the bright spoke, seconds.
    public static let period: TimeInterval = 1

    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour; nil resets it to the style's (grey, or white for
    /// the old white styles). UIKit's is `null_resettable`.
    open var color: UIColor! {
        get { _color ?? _styleColor }
        set { _color = newValue; setNeedsDisplay() }
    }
    private var _color: UIColor?

    /// Whether the spinner hides itself when stopped. Default true: a new
    /// spinner is hidden until it starts, as in UIKit.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public private(set) var isAnimating = false

    /// The spoke drawn brightest, 0 ..< ``spokeCount``, clockwise from the
    /// top (the renderer reads it).
    public private(set) var _leadingSpoke = 0

    private var link: CADisplayLink?
    private var startTime: TimeInterval = 0

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self._size(for: style)))
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public convenience init() { self.init(frame: .zero) }

    /// Shows the spinner and starts it stepping.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startTime = UIApplication.shared.clock.now
        if hidesWhenStopped { isHidden = false }
        _updateLink()
    }

    /// Stops it, hiding it when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        _updateLink()
    }

    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { _updateLink() } }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _updateLink()
    }

    /// 20 points square (medium) or 37 (large), as UIKit's.
    open override var intrinsicContentSize: CGSize { Self._size(for: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self._size(for: style) }

    /// Whether the style is a large one.
    public var _isLarge: Bool { style == .large || style == .whiteLarge }

    static func _size(for style: Style) -> CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    private var _styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        default: .systemGray
        }
    }

    /// A display link runs exactly while the spinner animates and is
    /// shown in a window.
    private func _updateLink() {
        let shouldRun = isAnimating && !isHidden && window != nil
        if shouldRun, link == nil {
            let l = CADisplayLink(target: self, action: UIActivityIndicatorView._step)
            l.add(to: .main, forMode: .common)
            link = l
        } else if !shouldRun, let l = link {
            l.invalidate()
            link = nil
        }
    }

    private func _step(_ link: CADisplayLink) {
        let elapsed = max(0, link.timestamp - startTime)
        let turns = elapsed / Self.period
        let spoke = Int((turns - turns.rounded(.down)) * Double(Self.spokeCount)) % Self.spokeCount
        guard spoke != _leadingSpoke else { return }
        _leadingSpoke = spoke
        setNeedsDisplay()
    }
}
