import Foundation
import WayKit

/// What the app does while the compositor's events come (F4): focus moves
/// between the text field, the text view and the view that keeps the
/// presses' ledger (so text-input-v3 and keys land on each), a responder
/// resigns, and a view that is animating is removed and a fresh one added
/// and animated at once, so the new view can be allocated at the freed
/// one's address (an animation keyed by a dead view's identity would be
/// found again for the new one, or run on freed memory).
@MainActor
final class FuzzSceneActions: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer
    /// The one reference to the animating view: removing it frees it.
    private var animated: UIView?

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    func step(_ input: inout some FuzzInput) {
        let scene = fuzzer.scene
        switch input.byte() % 6 {
        case 0:
            fuzzer.note("app focuses the text field")
            _ = scene.textField.becomeFirstResponder()
        case 1:
            fuzzer.note("app focuses the text view")
            _ = scene.textView.becomeFirstResponder()
        case 2:
            fuzzer.note("app focuses the presses' view")
            _ = scene.pressField.becomeFirstResponder()
        case 3:
            fuzzer.note("app resigns the first responder")
            for r in [scene.textField, scene.textView, scene.pressField] as [UIView] where r.isFirstResponder {
                _ = r.resignFirstResponder()
            }
        default:
            replaceAnimatedView(duration: Double(input.byte() % 8) / 10)
        }
    }

    /// Removes the animating view (freeing it) and animates a new one.
    private func replaceAnimatedView(duration: TimeInterval) {
        fuzzer.note("app replaces the animating view (\(duration) s)")
        animated?.removeFromSuperview()
        animated = nil
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBlue
        fuzzer.scene.animationHost.addSubview(view)
        animated = view
        UIView.animate(withDuration: duration) {
            view.frame = CGRect(x: 40, y: 20, width: 20, height: 20)
            view.alpha = 0.3
        }
    }

    func finish() {}

    func violations() -> [String] { [] }
}
