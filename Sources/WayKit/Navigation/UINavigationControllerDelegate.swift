import Foundation

/// Told as a navigation controller shows a controller (V3).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// At the start of a push or pop (or of setting the stack), before the
    /// transition runs.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// When the transition has ended (not when an interactive pop is
    /// cancelled).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}
