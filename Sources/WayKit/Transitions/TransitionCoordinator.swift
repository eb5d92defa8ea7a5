import Foundation

/// The record of one push or pop (V2, V3): who goes where, whether it
/// animates, is interactive or was cancelled, and how far it is; it runs
/// the blocks controllers hand to their `transitionCoordinator`. The
/// built-in slide and custom transitions both keep it up to date, so
/// alongside blocks and completions behave the same under either.
///
/// - Important: main actor only.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let from: UIViewController
    let to: UIViewController
    let containerView: UIView
    let isAnimated: Bool
    let initiallyInteractive: Bool
    var transitionDuration: TimeInterval
    var isInteractive: Bool
    var isCancelled = false
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var presentationStyle: UIModalPresentationStyle { .none }
    var isInterruptible: Bool { true }

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Set once the transition's animation exists: an alongside block
    /// registered later joins it this way.
    var joinRunning: ((@escaping () -> Void) -> Void)?
    private(set) var ended = false

    init(from: UIViewController, to: UIViewController, containerView: UIView, animated: Bool, interactive: Bool,
         duration: TimeInterval) {
        self.from = from
        self.to = to
        self.containerView = containerView
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        transitionDuration = animated ? duration : 0
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.viewIfLoaded
        case .to: to.view
        default: nil
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !ended else { return false }
        if let animation {
            if let joinRunning { joinRunning { [unowned self] in animation(self) } } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The alongside blocks registered so far, run (once) inside the
    /// transition's animation.
    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for b in blocks { b(self) }
    }

    /// The finger let go: the transition finishes or cancels on its own.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for h in handlers { h(self) }
    }

    /// The transition is over: the completions run, once.
    func end(cancelled: Bool) {
        guard !ended else { return }
        runAlongside()   // blocks never given an animation still run
        ended = true
        isCancelled = cancelled
        isInteractive = false
        joinRunning = nil
        let done = completions
        completions.removeAll()
        for c in done { c(self) }
    }
}
