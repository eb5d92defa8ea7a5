import Foundation

/// UIKit's animation states.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}
