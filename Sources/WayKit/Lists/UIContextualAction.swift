import Foundation

/// One button a swipe on a table row reveals (V6): a title or an image on a
/// coloured background, and a handler that runs when it is tapped (or when a
/// full swipe performs it). The handler calls its completion handler with
/// whether the action was performed; the row then closes.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }

    /// What the action does: the action, the view that was tapped (its
    /// button), and the completion handler to call when done.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// The button's colour; nil: red for a destructive action, gray
    /// otherwise, as UIKit's.
    open var backgroundColor: UIColor! {
        get { _backgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { _backgroundColor = newValue }
    }
    private var _backgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
