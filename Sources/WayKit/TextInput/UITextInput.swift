import Foundation

/// A text responder that input methods and keyboards can read and edit
/// (K1–K3): marked text, selection and the document, all in UTF-16 offsets
/// (K2). `UITextField` and `UITextView` adopt it; an app's own view can too,
/// and then gets the on-screen keyboard and the compositor's input method
/// like theirs.
///
/// WayKit asks for a smaller set than UIKit: what the keyboards and
/// text-input-v3 use. Positions are ``UITextPosition``s with UTF-16 offsets.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The whole text (the document).
    var textInputDocument: String { get }
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }

    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    /// Sets the marked (composing) text in place of the current marked text,
    /// or of the selection; `selectedRange` is relative to `markedText`.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it stands.
    func unmarkText()

    /// The caret's rectangle at `position`, in the responder's view.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The position nearest `point`, in the responder's view.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The view the rectangles are in (UIKit's `textInputView`).
    var textInputView: UIView { get }
}

extension UITextInput {
    public func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        UITextRange(start: from, end: to)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (o, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, o >= 0, o <= endOfDocument.offset else { return nil }
        return UITextPosition(offset: o)
    }

    public func offset(from: UITextPosition, to: UITextPosition) -> Int {
        // Positions are the app's to make: saturate rather than trap.
        let (d, overflow) = to.offset.subtractingReportingOverflow(from.offset)
        return overflow ? (to.offset > from.offset ? Int.max : Int.min) : d
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}
