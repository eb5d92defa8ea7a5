import Foundation

/// A keyboard shortcut a responder offers (K4): an input (a character, or one
/// of the `input…` constants for keys that type nothing) with modifier
/// flags, and an action — a closure, where UIKit takes a selector. When a
/// key goes down, the first responder and then each `next` responder are
/// asked for their `keyCommands`; the first that matches runs, and the key's
/// presses are not delivered (`pressesBegan`…) to anyone.
///
///     override var keyCommands: [UIKeyCommand]? {
///         [UIKeyCommand(input: "f", modifierFlags: .control) { _ in self.find() }]
///     }
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIKeyCommand {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    open var title: String
    open var discoverabilityTitle: String?
    /// Whether the command also runs for the key's repeats while held.
    open var repeatsWhileHeld = true
    /// Whether the command takes its key even from a focused text view that
    /// would edit with it (arrows, Control-C …). False, as in UIKit since
    /// iOS 15: text editing comes first.
    open var wantsPriorityOverSystemBehavior = false
    let action: @MainActor (UIKeyCommand) -> Void

    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
                action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
    }

    /// UIKit's target–action spelling, with a method reference for the
    /// selector: `UIKeyCommand(input: "n", modifierFlags: .control, target: self, action: Self.newDocument)`.
    public convenience init<T: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags = [], target: T,
                                          action: @escaping @MainActor (T) -> (UIKeyCommand) -> Void) {
        self.init(input: input, modifierFlags: modifierFlags) { [weak target] command in
            if let target { action(target)(command) }
        }
    }

    // UIKit's inputs for keys that type nothing.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"

    /// The modifiers that take part in matching: caps lock and the keypad
    /// flag don't (⌃F matches with caps lock on).
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether `key` is this command's input with exactly its modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input, key.modifierFlags.intersection(Self.matchedModifiers) == modifierFlags.intersection(Self.matchedModifiers)
        else { return false }
        if let special = Self.specialInput(for: key.keyCode) { return input == special }
        // Letters match whatever shift did to them (UIKit's "A" with .shift
        // and "a" with .shift are the same command).
        return !key.charactersIgnoringModifiers.isEmpty
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    static func specialInput(for usage: UIKeyboardHIDUsage) -> String? {
        switch usage.rawValue {
        case 0x52: inputUpArrow
        case 0x51: inputDownArrow
        case 0x50: inputLeftArrow
        case 0x4F: inputRightArrow
        case 0x29: inputEscape
        case 0x4B: inputPageUp
        case 0x4E: inputPageDown
        case 0x4A: inputHome
        case 0x4D: inputEnd
        case 0x4C: inputDelete
        // Return and the keypad's Enter match "\r", as iOS key commands
        // write Return (M2: an alert's Return), whatever text the keymap
        // gives them.
        case 0x28, 0x58: "\r"
        default: nil
        }
    }
}
