import Foundation

/// The grabber at the top of a sheet (M3, `prefersGrabberVisible`): a
/// rounded 36 × 5 bar. It takes no touches of its own: a drag on it is the
/// sheet's.
///
/// - Important: main actor only.
@MainActor
final class SheetGrabberView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SheetMetrics.grabberColor
        layer.cornerRadius = SheetMetrics.grabberSize.height / 2
        isUserInteractionEnabled = false
    }
}
