import Foundation

/// Lets a text field's or text view's delegate follow the edit menu as it
/// opens and closes (`textField(_:willPresentEditMenuWith:)` and the
/// dismissal). WayKit's menu appears and goes without an animation, so the
/// animations run at once and the completions right after the menu shows
/// or goes.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator WayKit hands to an edit menu's or a pointer region's
/// delegate: what it is given runs when the menu has shown (or gone), or the
/// region changed, at once, since nothing animates (one class for both).
@MainActor
final class ImmediateAnimator: UIEditMenuInteractionAnimating, UIPointerInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append { _ in completion() } }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run() {
        let a = animations, c = completions
        animations.removeAll()
        completions.removeAll()
        for f in a { f() }
        for f in c { f(true) }
    }
}
