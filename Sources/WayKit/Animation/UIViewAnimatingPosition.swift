import Foundation

/// Where an animator's views end up when it finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}
