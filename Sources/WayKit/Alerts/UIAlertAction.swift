import Foundation

/// A button of an alert or action sheet (M2): a title, a style and a
/// handler, which runs after the alert has been dismissed. A disabled
/// action is drawn dimmed and ignores taps and keys; enabling it while the
/// alert shows (a text field's content became valid) takes effect at once.
///
/// UIKit's is an `NSObject`; this one is equal only to itself and hashes by
/// identity, which is what `NSObject` gives (U1).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action is drawn and where it goes (M2): `.cancel` is
    /// emphasised and placed by the alert's rules; `.destructive` is red.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// Whether the action can be chosen. Default true.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { _onChange?() } }
    }

    /// Told when ``isEnabled`` changes: the alert showing the action redraws
    /// its button. Set by the alert the action was added to.
    var _onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    nonisolated override open var description: String {
        "<UIAlertAction: title: \(title.map { "\"\($0)\"" } ?? "nil"), style: \(style)>"
    }
}

