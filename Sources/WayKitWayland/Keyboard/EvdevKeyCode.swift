import WayKit

/// Linux evdev key codes (linux/input-event-codes.h, what `wl_keyboard.key`
/// carries) to USB HID usages (what `UIKey.keyCode` holds), for the keys of a
/// standard keyboard, its keypad, F13–F24 and the editing and media keys HID
/// names. Keys HID has no usage for (brightness, say) map to usage 0 ("no
/// event"); they stay distinct presses through `KeyInput.scanCode`.
enum EvdevKeyCode {
    /// KEY_MAX: no evdev key code is larger (F1).
    static let maximum: UInt32 = 0x2FF

    static func hidUsage(_ evdev: UInt32) -> UIKeyboardHIDUsage {
        UIKeyboardHIDUsage(rawValue: table[evdev] ?? 0)
    }

    private static let table: [UInt32: Int] = {
        var t: [UInt32: Int] = [:]
        // Letters: evdev orders them by keyboard row, HID alphabetically.
        let letters: [(UInt32, Character)] = [
            (30, "a"), (48, "b"), (46, "c"), (32, "d"), (18, "e"), (33, "f"), (34, "g"), (35, "h"),
            (23, "i"), (36, "j"), (37, "k"), (38, "l"), (50, "m"), (49, "n"), (24, "o"), (25, "p"),
            (16, "q"), (19, "r"), (31, "s"), (20, "t"), (22, "u"), (47, "v"), (17, "w"), (45, "x"),
            (21, "y"), (44, "z"),
        ]
        for (code, letter) in letters {
            t[code] = 0x04 + Int(letter.asciiValue! - Character("a").asciiValue!)
        }
        // 1…9 then 0: evdev 2…11, HID 0x1E…0x27.
        for i in 0..<10 { t[UInt32(2 + i)] = 0x1E + i }
        let others: [UInt32: Int] = [
            28: 0x28, 1: 0x29, 14: 0x2A, 15: 0x2B, 57: 0x2C, 12: 0x2D, 13: 0x2E, 26: 0x2F, 27: 0x30,
            43: 0x31, 39: 0x33, 40: 0x34, 41: 0x35, 51: 0x36, 52: 0x37, 53: 0x38, 58: 0x39,
            59: 0x3A, 60: 0x3B, 61: 0x3C, 62: 0x3D, 63: 0x3E, 64: 0x3F, 65: 0x40, 66: 0x41,
            67: 0x42, 68: 0x43, 87: 0x44, 88: 0x45,
            110: 0x49, 102: 0x4A, 104: 0x4B, 111: 0x4C, 107: 0x4D, 109: 0x4E,
            106: 0x4F, 105: 0x50, 108: 0x51, 103: 0x52,
            29: 0xE0, 42: 0xE1, 56: 0xE2, 125: 0xE3, 97: 0xE4, 54: 0xE5, 100: 0xE6, 126: 0xE7,
        ]
        t.merge(others) { a, _ in a }
        // Keypad, Menu and the rest (HID usage tables, keyboard page 0x07).
        let keypadAndMore: [UInt32: Int] = [
            69: 0x53, 98: 0x54, 55: 0x55, 74: 0x56, 78: 0x57, 96: 0x58,
            79: 0x59, 80: 0x5A, 81: 0x5B, 75: 0x5C, 76: 0x5D, 77: 0x5E, 71: 0x5F, 72: 0x60, 73: 0x61,
            82: 0x62, 83: 0x63, 86: 0x64, 127: 0x65, 116: 0x66, 117: 0x67, 121: 0x85,
            99: 0x46, 70: 0x47, 119: 0x48,
            138: 0x75, 139: 0x76, 128: 0x78, 129: 0x79, 131: 0x7A, 137: 0x7B, 133: 0x7C, 135: 0x7D,
            136: 0x7E, 113: 0x7F, 115: 0x80, 114: 0x81,
            89: 0x87, 93: 0x88, 124: 0x89, 92: 0x8A, 94: 0x8B, 122: 0x90, 123: 0x91,
        ]
        t.merge(keypadAndMore) { a, _ in a }
        // F13…F24: evdev 183…194, HID 0x68…0x73.
        for i in 0..<12 { t[UInt32(183 + i)] = 0x68 + i }
        return t
    }()
}
