import Foundation

/// The popover itself (M1): a card with 13-point corners and the arrow
/// pointing at the source, drawn in `draw(_:)` in one colour, and the
/// presented view clipped to the card's rounded corners in `contentView`.
///
/// While in a window it asks to be a compositing layer (as an alert's panel
/// does, UIView+CompositingLayer): asked before it joins, so the window
/// under it is not redrawn for its first frame, and its fade is the
/// compositor's. Its corners and arrow are not opaque, so a backend that
/// cannot show it as a layer draws it into the window as any view.
///
/// - Important: main actor only.
@MainActor
final class PopoverView: UIView {
    /// Holds the presented view, clipped to the card.
    let contentView = UIView()
    var fillColor: UIColor = PopoverMetrics.defaultBackground { didSet { setNeedsDisplay() } }
    /// The way the arrow points, and its tip in this view's coordinates.
    private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    private(set) var arrowTip = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        contentView.layer.cornerRadius = PopoverMetrics.cornerRadius
        addSubview(contentView)
    }

    /// Takes `placement`'s frame and arrow, and puts `content` in the card.
    func apply(_ placement: PopoverPlacement, content: UIView?) {
        let frame = placement.viewFrame
        if self.frame != frame { self.frame = frame }
        let card = placement.cardFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        if contentView.frame != card { contentView.frame = card }
        let tip = CGPoint(x: placement.arrowTip.x - frame.minX, y: placement.arrowTip.y - frame.minY)
        if placement.arrowDirection != arrowDirection || tip != arrowTip {
            arrowDirection = placement.arrowDirection
            arrowTip = tip
            setNeedsDisplay()
        }
        if let content {
            if content.superview !== contentView { contentView.addSubview(content) }
            content.autoresizingMask = []
            if content.frame != contentView.bounds { content.frame = contentView.bounds }
        }
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(fillColor.cgColor)
        UIBezierPath(roundedRect: contentView.frame, cornerRadius: PopoverMetrics.cornerRadius).fill()
        guard let arrow = arrowPath() else { return }
        arrow.fill()
    }

    /// The triangle from the card's edge to the tip; nil without an arrow.
    private func arrowPath() -> UIBezierPath? {
        let half = PopoverMetrics.arrowBase / 2, card = contentView.frame, t = arrowTip
        let base: (CGPoint, CGPoint)
        switch arrowDirection {
        case .up: base = (CGPoint(x: t.x - half, y: card.minY), CGPoint(x: t.x + half, y: card.minY))
        case .down: base = (CGPoint(x: t.x - half, y: card.maxY), CGPoint(x: t.x + half, y: card.maxY))
        case .left: base = (CGPoint(x: card.minX, y: t.y - half), CGPoint(x: card.minX, y: t.y + half))
        case .right: base = (CGPoint(x: card.maxX, y: t.y - half), CGPoint(x: card.maxX, y: t.y + half))
        default: return nil
        }
        let path = UIBezierPath()
        path.move(to: t)
        path.addLine(to: base.0)
        path.addLine(to: base.1)
        path.close()
        return path
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow != nil { _requestCompositingLayer(true) }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { _requestCompositingLayer(false) }
    }
}
