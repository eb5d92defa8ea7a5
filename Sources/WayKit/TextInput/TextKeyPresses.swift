import Foundation

/// The presses a text view took when they began, so that their repeats and
/// ends stay with it while every other press goes on along the responder
/// chain (R7, K4). Shared by `UITextField` and `UITextView`, and by
/// `UIScrollView` for the keys it scrolls for (S9).
@MainActor
struct TextKeyPresses {
    private var taken: Set<UIPress> = []

    /// The presses `handle` did not take, for `super`.
    mutating func began(_ presses: Set<UIPress>, handle: (UIPress) -> Bool) -> Set<UIPress> {
        var rest = Set<UIPress>()
        for p in presses {
            if handle(p) { taken.insert(p) } else { rest.insert(p) }
        }
        return rest
    }

    /// A taken press's repeat runs `handle` again; the others are returned.
    func changed(_ presses: Set<UIPress>, handle: (UIPress) -> Void) -> Set<UIPress> {
        var rest = Set<UIPress>()
        for p in presses {
            if taken.contains(p) { if p.isRepeat { handle(p) } } else { rest.insert(p) }
        }
        return rest
    }

    /// Ends (or cancels) the taken presses; the others are returned.
    mutating func ended(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { taken.remove($0) == nil }
    }
}
