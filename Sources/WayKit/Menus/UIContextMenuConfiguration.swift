import Foundation

/// Makes the menu of a context menu interaction (D6): given the suggested
/// elements (WayKit suggests none), returns the menu, or nil for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the preview shown above a context menu. WayKit shows no previews:
/// the provider is kept for code written for UIKit, and never called.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as the interaction's delegate answers for a
/// location (D6).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil,
                previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
