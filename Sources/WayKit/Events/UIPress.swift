import Foundation

/// A key (or button) press, from key down to key up.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp, pageDown
        case keyboard = 1000
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let type: PressType
    /// The keyboard key, for keyboard presses.
    public let key: UIKey?
    /// Whether this delivery is the keyboard's autorepeat (delivered as
    /// `pressesChanged`).
    public internal(set) var isRepeat = false
    public internal(set) weak var window: UIWindow?
    /// The responder that got `pressesBegan`: every later phase goes to it,
    /// as a touch stays with its view, even when the first responder or the
    /// key window changed meanwhile (R7; a press must end where it began).
    /// Nil when it is gone: then nobody is told.
    public internal(set) weak var responder: UIResponder?

    init(phase: Phase, timestamp: TimeInterval, type: PressType, key: UIKey?) {
        self.phase = phase
        self.timestamp = timestamp
        self.type = type
        self.key = key
    }

}

/// The event carrying presses.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    var _presses: [UIPress] = []

    init(timestamp: TimeInterval) { super.init(type: .presses, timestamp: timestamp) }

    public var allPresses: Set<UIPress> { Set(_presses) }

    public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// A keyboard key as UIKit describes it.
public struct UIKey: Hashable, Sendable {
    /// The text the key produces with the current modifiers.
    public var characters: String
    /// The text without modifiers other than Shift.
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags
    /// The USB HID usage of the key.
    public var keyCode: UIKeyboardHIDUsage

    public init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// A key's USB HID usage (page 7), as UIKit names them.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
}

/// Modifier keys held during an event.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
