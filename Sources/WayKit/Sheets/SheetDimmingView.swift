import Foundation

/// The dimming behind a sheet (M3): black at 0.4, its alpha the sheet's
/// (1 at or above a dimmed detent, 0 at or below the largest undimmed one,
/// in between while dragged). At alpha 0 hit testing skips it, so touches
/// reach the presenter; shown, it takes them, and a tap on it asks to
/// dismiss the sheet (a user dismissal, which the app may refuse).
///
/// - Important: main actor only.
@MainActor
final class SheetDimmingView: UIView {
    let tap = UITapGestureRecognizer()

    // A colour that takes touches: a compositing layer of one pixel.
    override var _drawsOnlyBackground: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SheetMetrics.dimmingColor
        addGestureRecognizer(tap)
    }

    // The presenter under the dimming sees none of the touches.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
