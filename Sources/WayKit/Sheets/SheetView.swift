import Foundation

/// The sheet itself (M3): one view holding the presented controller's view
/// and the grabber. A drag moves only this view's frame origin (and the
/// dimming's alpha), never its size, so the move needs no new layout or
/// drawing inside it: a later change can hand it to the compositor.
///
/// It is sized to the tallest the sheet gets (`.large()`, plus room below
/// the window for the rubber band), its corners rounded and clipping, so in
/// a compact window only the top corners show. Its background is the
/// presented view's, so the part below a smaller detent's content, seen
/// while the sheet is pulled up, looks like the sheet.
///
/// - Important: main actor only.
@MainActor
final class SheetView: UIView {
    let grabber = SheetGrabberView(frame: .zero)
    let pan = SheetPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerRadius = SheetMetrics.cornerRadius
        grabber.isHidden = true
        addSubview(grabber)
        addGestureRecognizer(pan)
    }

    /// Puts `content` in at `height` (the resting detent's), under the
    /// grabber.
    func place(_ content: UIView, height: CGFloat) {
        if content.superview !== self { insertSubview(content, belowSubview: grabber) }
        content.autoresizingMask = []
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, height))
        if content.frame != frame { content.frame = frame }
        backgroundColor = content.backgroundColor
        let g = SheetMetrics.grabberSize
        grabber.frame = CGRect(x: ((bounds.width - g.width) / 2).rounded(), y: SheetMetrics.grabberTopInset,
                               width: g.width, height: g.height)
    }
}
