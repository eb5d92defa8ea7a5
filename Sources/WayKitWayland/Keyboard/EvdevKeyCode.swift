import WayKit

/// Linux evdev key codes (linux/input-event-codes.h, what `wl_keyboard.key`
/// carries) to USB HID usages (what `UIKey.keyCode` holds), for the keys of a
/// standard keyboard. Unknown keys map to usage 0 ("no event").
enum EvdevKeyCode {
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
        return t
    }()
}
