import Foundation
import WayKit

/// What the app does while the compositor's events come (F4): focus moves
/// between the text field, the text view and the view that keeps the
/// presses' ledger (so text-input-v3 and keys land on each), a responder
/// resigns, marked text and selections get absurd ranges, and a view that is animating is removed and a fresh one added
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
        switch input.byte() % 8 {
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
        case 4:
            markWithAbsurdRange(&input)
        default:
            replaceAnimatedView(duration: Double(input.byte() % 8) / 10)
        }
    }

    /// The app hands the text responders ranges as careless code does
    /// (`NSNotFound` for "to the end", negative, past the text), as an
    /// input method's preedit can reach them (K2: every NSRange clamped).
    private func markWithAbsurdRange(_ input: inout some FuzzInput) {
        let ranges = [NSRange(location: 1, length: NSNotFound), NSRange(location: NSNotFound, length: 0),
                      NSRange(location: -3, length: 2), NSRange(location: 2, length: Int.max - 1)]
        let range = input.pick(ranges)
        let scene = fuzzer.scene
        fuzzer.note("app marks text / selects with \(range)")
        if input.byte() % 2 == 0 {
            // Unmarked at once: marked text left at the end must be the
            // input method's (FuzzTextInput's check), not the app's.
            scene.textField.setMarkedText("ab", selectedRange: range)
            scene.textField.unmarkText()
            scene.textView.setMarkedText("ab", selectedRange: range)
            scene.textView.unmarkText()
        } else {
            scene.textView.selectedRange = range
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
        UIView.animate(withDuration: duration, animations: {
            view.frame = CGRect(x: 40, y: 20, width: 20, height: 20)
            view.alpha = 0.3
        }, completion: { [weak self, weak view] finished in
            // A1: only a replacement (or the view leaving its window) ends
            // this animation early. A view made at a freed one's address
            // once had its animation dropped with false while alive and
            // shown (issue 18).
            guard let self, let view, !finished, view === self.animated, view.window != nil else { return }
            self.found.append("an animation of a shown view that nothing replaced completed false (A1)")
        })
    }

    private var found: [String] = []

    func finish() {}

    func violations() -> [String] { found }
}
