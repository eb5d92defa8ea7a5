import Foundation

/// A position in a text responder's document. UIKit leaves its contents to
/// the responder; WayKit's own text views use ``offset``, a UTF-16 offset
/// (K2), and so may any `UITextInput` of an app's.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the document.
    public let offset: Int

    public init(offset: Int) { self.offset = offset }
}

/// A range between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var start: UITextPosition { _start }
    open var end: UITextPosition { _end }
    open var isEmpty: Bool { start.offset >= end.offset }

    private let _start: UITextPosition
    private let _end: UITextPosition

    public init(start: UITextPosition, end: UITextPosition) {
        if end.offset < start.offset { (_start, _end) = (end, start) } else { (_start, _end) = (start, end) }
    }

    /// The range as UTF-16 offsets (UIKit's `NSRange`).
    public var nsRange: NSRange {
        // end ≥ start, but both are the app's: saturate rather than trap.
        let (d, overflow) = end.offset.subtractingReportingOverflow(start.offset)
        return NSRange(location: start.offset, length: overflow ? Int.max : d)
    }
}

/// Which way to move or extend in a text (`position(from:in:offset:)`).
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
public typealias UITextDirection = Int
public enum UITextStorageDirection: Int, Sendable { case forward, backward }
