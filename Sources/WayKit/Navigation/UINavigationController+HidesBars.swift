import Foundation

// V3: `hidesBarsOnTap`: a tap on the content toggles the navigation bar, as
// UIKit's `barHideOnTapGestureRecognizer` does. The recognizer is an
// ordinary tap recognizer on the controller's view, so the usual
// arbitration applies (a button's tap wins over it, C3).
extension UINavigationController {
    /// Whether a tap on the content hides or shows the navigation bar.
    public var hidesBarsOnTap: Bool {
        get { _barHideOnTap != nil }
        set {
            guard newValue != hidesBarsOnTap else { return }
            if newValue {
                let tap = UITapGestureRecognizer { [weak self] recognizer in
                    guard recognizer.state == .ended, let self else { return }
                    self.setNavigationBarHidden(!self.isNavigationBarHidden, animated: true)
                }
                view.addGestureRecognizer(tap)
                _barHideOnTap = tap
            } else if let tap = _barHideOnTap {
                tap.view?.removeGestureRecognizer(tap)
                _barHideOnTap = nil
            }
        }
    }

    /// The recognizer behind `hidesBarsOnTap` (UIKit's name), nil while off.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer? { _barHideOnTap }
}
