import Foundation

/// The actions a swipe on a table row reveals at one edge (V6). The first
/// action is the one nearest that edge; a full swipe performs it when
/// ``performsFirstActionWithFullSwipe`` (default true).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
