import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A window (regular width by default) with a logging presenter "A" and a
/// 40 × 30 source view in it, and helpers to present a popover from it.
@MainActor
final class PopoverScene {
    let scene: SheetScene
    let source = UIView()
    var backend: HeadlessBackend { scene.backend }
    var window: UIWindow { scene.window }
    var log: CallLog { scene.log }
    var a: LoggingController { scene.a }

    init(size: CGSize = CGSize(width: 1024, height: 768), sourceFrame: CGRect = CGRect(x: 500, y: 100, width: 40, height: 30)) {
        scene = SheetScene(size: size)
        source.frame = sourceFrame
        source.backgroundColor = .blue
        scene.a.view.addSubview(source)
    }

    /// The area a popover may use: the window less its safe area and the
    /// default 10-point margins.
    var area: CGRect { window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: 10, dy: 10) }

    /// A controller "B" wanting `size`, presented as a popover from the
    /// source after `configure`; returns its popover controller.
    @discardableResult
    func presentPopover(_ b: UIViewController, size: CGSize = CGSize(width: 300, height: 200), animated: Bool = false,
                        configure: (UIPopoverPresentationController) -> Void = { _ in }) -> UIPopoverPresentationController? {
        b.modalPresentationStyle = .popover
        b.preferredContentSize = size
        let popover = b.popoverPresentationController
        #expect(popover != nil, "a .popover presentation has a popover presentation controller")
        if let popover {
            popover.sourceView = source
            configure(popover)
        }
        a.present(b, animated: animated)
        backend.stepFrame()
        if animated { backend.advanceTime(by: 0.5) }
        return popover
    }

    /// `view`'s frame in the window.
    func frame(of view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }
}

/// Records what a popover's delegate is told, and answers as set.
@MainActor
final class PopoverDelegateLog: UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var allowsPopoverDismissal = true
    var allowsDismissal = true
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers; nil
    /// leaves it to the default.
    var adaptation: UIModalPresentationStyle?
    /// The controllers the dismissal calls named.
    var subjects: [UIPresentationController] = []

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        calls.append("adaptive")
        return adaptation ?? adaptivePresentationStyle(for: controller)
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        calls.append("shouldDismissPopover")
        return allowsPopoverDismissal
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("didDismissPopover")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        subjects.append(presentationController)
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
        subjects.append(presentationController)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
        subjects.append(presentationController)
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
    func take() -> [String] { defer { calls.removeAll() }; return calls }
}
