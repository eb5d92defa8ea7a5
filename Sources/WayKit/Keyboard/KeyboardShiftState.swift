import Foundation

/// Shift on a page of letters (K5): off, on for the next letter, or caps
/// lock. The transitions are the table in ``afterShiftTap(isDoubleTap:)``
/// and ``afterTyping``; autocapitalization sets `.once` or `.off` between
/// letters, never over caps lock.
enum KeyboardShiftState: Equatable, Sendable {
    case off
    /// Shift for the next letter only (a tap, or autocapitalization).
    case once
    /// Caps lock: a double tap on shift, until shift is tapped again.
    case locked

    /// Two taps on shift closer than this are a double tap.
    static let doubleTapInterval: TimeInterval = 0.35

    var isShifted: Bool { self != .off }

    /// After a tap on shift. `isDoubleTap`: it follows a tap that turned
    /// shift on, within ``doubleTapInterval``.
    func afterShiftTap(isDoubleTap: Bool) -> KeyboardShiftState {
        switch (self, isDoubleTap) {
        case (.off, _): .once
        case (.once, true): .locked
        case (.once, false): .off
        case (.locked, _): .off
        }
    }

    /// After a character is typed: one-shot shift is used up.
    var afterTyping: KeyboardShiftState { self == .once ? .off : self }
}
