import Foundation

/// A recognizer held weakly, for failure requirements (G9): requiring another
/// recognizer to fail must not keep it alive.
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
}
