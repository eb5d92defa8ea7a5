import Foundation

/// The spinner above a scroll view's content that a pull starts (V6). Set it
/// as a scroll view's (or a table controller's) `refreshControl`.
///
/// Pulling the content down until ``triggerDistance`` of empty space shows
/// above it (1.5 times the control's height, UIKit's rough figure) sends
/// `.valueChanged` once for that pull and starts refreshing: when the finger
/// lifts, the content rests below the control, which stays shown until
/// ``endRefreshing()``. ``beginRefreshing()`` does the same from code and
/// sends nothing. The spinner's spokes appear as the pull grows and stay
/// still while refreshing (WayKit doesn't spin them yet).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, UIKit's.
    static let height: CGFloat = 60
    /// How far the content must be pulled, as a multiple of the height.
    static let triggerFraction: CGFloat = 1.5
    static var triggerDistance: CGFloat { height * triggerFraction }

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { setNeedsDisplay() }
    }

    weak var _scrollView: UIScrollView?
    /// The current pull already triggered a refresh (or one was under way
    /// when it began): it triggers no other.
    private var _pullTriggered = false
    private var _drawnSpokes = -1
    /// While refreshing, a turning spinner replaces the spokes the pull
    /// drew (it asks for frames only then: UIActivityIndicatorView).
    let _spinner = UIActivityIndicatorView(style: .medium)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        tintColor = .systemGray
        _spinner.isUserInteractionEnabled = false
        addSubview(_spinner)
    }

    public convenience init() { self.init(frame: .zero) }

    /// Starts refreshing without sending `.valueChanged`: the control shows
    /// (the content moves down for it when it was at its top).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        _updateSpinner()
        guard let scrollView = _scrollView, !scrollView.isDragging else { return }
        let atTop = scrollView.contentOffset.y <= scrollView._minOffset.y + 0.5
        scrollView._refreshInset = Self.height
        _place()
        if atTop { scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: scrollView._minOffset.y), animated: true) }
    }

    /// Ends the refresh: the control goes and the content moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        _updateSpinner()
        guard let scrollView = _scrollView, scrollView._refreshInset != 0 else { return }
        scrollView._refreshInset = 0
        _place()
        if !scrollView.isDragging, scrollView.contentOffset.y < scrollView._minOffset.y {
            scrollView.setContentOffset(scrollView._clamped(scrollView.contentOffset), animated: true)
        }
    }

    // MARK: The scroll view's side

    func _attach(to scrollView: UIScrollView) {
        _scrollView = scrollView
        scrollView.insertSubview(self, at: 0)
        if isRefreshing { scrollView._refreshInset = Self.height }
        _place()
    }

    func _detach() {
        _scrollView?._refreshInset = 0
        _scrollView = nil
        removeFromSuperview()
    }

    /// How far the content is pulled below its resting top.
    var _pullDistance: CGFloat {
        guard let s = _scrollView else { return 0 }
        return -(s.contentOffset.y + s.adjustedContentInset.top - s._refreshInset)
    }

    /// Just above the top of the content as it rests without the control.
    func _place() {
        guard let s = _scrollView else { return }
        let top = s.adjustedContentInset.top - s._refreshInset
        let f = CGRect(x: 0, y: -top - Self.height, width: s.bounds.width, height: Self.height)
        if frame != f { frame = f }
    }

    func _scrollViewDidScroll() {
        _place()
        let spokes = isRefreshing ? Self.spokes : Int(min(max(_pullDistance / Self.triggerDistance, 0), 1) * CGFloat(Self.spokes))
        if spokes != _drawnSpokes { setNeedsDisplay() }
        guard let s = _scrollView, s.isDragging, !isRefreshing, !_pullTriggered,
              _pullDistance >= Self.triggerDistance else { return }
        _pullTriggered = true
        isRefreshing = true
        _updateSpinner()
        DeliveryTrace.note("refresh control: pulled \(Int(_pullDistance)), valueChanged")
        _sendActions(for: .valueChanged, event: nil)
    }

    func _dragDidBegin() {
        _pullTriggered = isRefreshing
    }

    /// The finger lifted: a refresh under way keeps the control shown, so
    /// the content springs back to rest below it.
    func _dragDidEnd() {
        guard isRefreshing, let s = _scrollView, s._refreshInset == 0 else { return }
        s._refreshInset = Self.height
        _place()
    }

    // MARK: Drawing

    /// The spinner turns while refreshing, in the place of the spokes.
    func _updateSpinner() {
        _spinner.color = tintColor ?? .systemGray
        if isRefreshing { _spinner.startAnimating() } else { _spinner.stopAnimating() }
        setNeedsDisplay()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, size = _spinner.intrinsicContentSize
        let center = CGPoint(x: b.midX, y: attributedTitle == nil ? b.midY : b.midY - 8)
        _spinner.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Spokes of the spinner: they appear one by one as the pull grows, all
    /// of them while refreshing.
    static let spokes = 8

    open override func draw(_ rect: CGRect) {
        let pulled = Int(min(max(_pullDistance / Self.triggerDistance, 0), 1) * CGFloat(Self.spokes))
        _drawnSpokes = isRefreshing ? Self.spokes : pulled
        // Refreshing, the spinner draws itself.
        let count = isRefreshing ? 0 : pulled
        let b = bounds, center = CGPoint(x: b.midX, y: attributedTitle == nil ? b.midY : b.midY - 8)
        let color: UIColor = tintColor ?? .systemGray
        for i in 0..<count {
            let angle = CGFloat(i) / CGFloat(Self.spokes) * 2 * .pi - .pi / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + cos(angle) * 5, y: center.y + sin(angle) * 5))
            path.addLine(to: CGPoint(x: center.x + cos(angle) * 10, y: center.y + sin(angle) * 10))
            path.lineWidth = 2
            path.lineCapStyle = .round
            color.withAlphaComponent(0.35 + 0.65 * CGFloat(i + 1) / CGFloat(Self.spokes)).setStroke()
            path.stroke()
        }
        if let title = attributedTitle?.string, !title.isEmpty {
            title.draw(in: CGRect(x: 0, y: center.y + 16, width: b.width, height: 18),
                       withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: color])
        }
    }
}
