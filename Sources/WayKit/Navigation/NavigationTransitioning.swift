import Foundation

/// A push or a pop.
enum NavigationOperation {
    case push, pop

    var uiKit: UINavigationController.Operation { self == .push ? .push : .pop }
}

/// One push or pop under way (V3): the built-in slide
/// (``NavigationTransition``) or an app's animation controller
/// (``CustomNavigationTransition``). The navigation controller starts it,
/// and learns once, through `onEnd`, whether it completed.
@MainActor
protocol NavigationTransitioning: AnyObject {
    var operation: NavigationOperation { get }
    var from: UIViewController { get }
    var to: UIViewController { get }
    var animated: Bool { get }
    var isInteractive: Bool { get }
    var coordinator: TransitionCoordinator { get }
    var onEnd: (Bool) -> Void { get set }
    func start()
    /// Jumps to the end now; false when it cannot (an app's animation ends
    /// when the app says).
    func completeNow() -> Bool
}
