import Foundation

/// What a hardware key does in a text view (K4): the usual editing keys of
/// a Linux text field, with Control as the shortcut modifier (Command too,
/// for keyboards that send it as a modifier UIKit apps expect).
enum TextEditingCommand: Equatable {
    case insert(String)
    case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward
    case left(extend: Bool), right(extend: Bool), wordLeft(extend: Bool), wordRight(extend: Bool)
    case up(extend: Bool), down(extend: Bool)
    case lineStart(extend: Bool), lineEnd(extend: Bool), documentStart(extend: Bool), documentEnd(extend: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case returnKey

    static let forwardDelete = UIKeyboardHIDUsage(rawValue: 0x4C)
    static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)

    /// The command for `key`, or nil when a text view leaves it to the
    /// responder chain (Tab, Escape, function keys, unknown shortcuts).
    static func command(for key: UIKey) -> TextEditingCommand? {
        let m = key.modifierFlags
        let shortcut = m.contains(.control) || m.contains(.command)
        let extend = m.contains(.shift)
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return shortcut ? .deleteWordBackward : .deleteBackward
        case forwardDelete: return shortcut ? .deleteWordForward : .deleteForward
        case .keyboardLeftArrow: return shortcut ? .wordLeft(extend: extend) : .left(extend: extend)
        case .keyboardRightArrow: return shortcut ? .wordRight(extend: extend) : .right(extend: extend)
        case .keyboardUpArrow: return .up(extend: extend)
        case .keyboardDownArrow: return .down(extend: extend)
        case .keyboardHome: return shortcut ? .documentStart(extend: extend) : .lineStart(extend: extend)
        case .keyboardEnd: return shortcut ? .documentEnd(extend: extend) : .lineEnd(extend: extend)
        case .keyboardReturnOrEnter, keypadEnter: return .returnKey
        default: break
        }
        if shortcut {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": return .selectAll
            case "c": return .copy
            case "x": return .cut
            case "v": return .paste
            case "z": return extend ? .redo : .undo
            case "y": return .redo
            default: return nil
            }
        }
        // Alt alone types nothing in a text field (menus use it); AltGr is
        // a level shift the keymap already applied to `characters`.
        if m.contains(.alternate) { return nil }
        let text = key.characters
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        return .insert(text)
    }

    /// Whether holding the key repeats the command (characters, deletes and
    /// moves; never the clipboard or undo).
    var repeats: Bool {
        switch self {
        case .selectAll, .copy, .cut, .paste, .undo, .redo, .returnKey: false
        default: true
        }
    }
}
