import CXKBCommon
#if canImport(Glibc)
import Glibc
#endif

/// A keymap the compositor sent, compiled by xkbcommon, with the state that
/// tracks modifiers.
@MainActor
final class XKBKeymap {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unsupportedFormat(UInt32)
        /// The declared size is larger than the file: mapping it would fault.
        case sizeMismatch(declared: UInt32, actual: Int)
        case mapFailed(Int32)
        case compileFailed
        case tooLarge(UInt32)

        var description: String {
            switch self {
            case let .unsupportedFormat(f): "keymap format \(f) is not xkb_v1"
            case let .sizeMismatch(declared, actual): "keymap size \(declared) exceeds its file's \(actual) bytes"
            case let .mapFailed(code): "cannot map the keymap: \(String(cString: strerror(code)))"
            case .compileFailed: "xkbcommon cannot compile the keymap"
            case let .tooLarge(size): "keymap of \(size) bytes exceeds the \(XKBKeymap.maximumSize)-byte ceiling"
            }
        }
    }

    let keymap: OpaquePointer
    let state: OpaquePointer
    /// The largest keymap accepted: 16 MiB, hundreds of times a real one.
    nonisolated static let maximumSize = 16 << 20

    /// Maps `fd` read-only (the compositor may share one sealed file among
    /// clients; `MAP_PRIVATE` is what the protocol asks from version 7) after
    /// checking that `size` fits in the file (P5). Closes nothing: the caller owns
    /// the fd.
    init(context: OpaquePointer, fd: Int32, format: UInt32, size: UInt32) throws(Failure) {
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1_VALUE else { throw .unsupportedFormat(format) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .mapFailed(errno) }
        guard size > 0, Int(size) <= Int(info.st_size) else {
            throw .sizeMismatch(declared: size, actual: Int(info.st_size))
        }
        // F1: a keymap is tens of kilobytes; a compositor's gigabyte "keymap"
        // would have xkbcommon read all of it.
        guard Int(size) <= Self.maximumSize else { throw .tooLarge(size) }
        guard let base = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw .mapFailed(errno)
        }
        defer { munmap(base, Int(size)) }
        // The text is NUL-terminated within `size`; strnlen keeps a compositor that
        // forgets the NUL from making xkbcommon read past the mapping.
        let text = base.assumingMemoryBound(to: CChar.self)
        let length = strnlen(text, Int(size))
        guard let keymap = xkb_keymap_new_from_buffer(
            context, text, length, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        else { throw .compileFailed }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            throw .compileFailed
        }
        self.keymap = keymap
        self.state = state
    }

    isolated deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
    }

    /// Wayland key codes are evdev codes; xkb's are 8 higher (the X11 offset).
    /// Codes past `EvdevKeyCode.maximum` are dropped before they get here
    /// (F1); the wrapping add keeps even a stray one from trapping.
    static func xkbKeycode(_ evdev: UInt32) -> xkb_keycode_t { evdev &+ 8 }

    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// The text the key produces under the current modifiers ("" for none).
    func text(forKey evdev: UInt32) -> String {
        let code = Self.xkbKeycode(evdev)
        let size = Int(xkb_state_key_get_utf8(state, code, nil, 0))
        guard size > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: size + 1)
        xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        return String(decoding: buffer.prefix(size).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The text ignoring modifiers (UIKit's `charactersIgnoringModifiers`).
    func unmodifiedText(forKey evdev: UInt32) -> String {
        let code = Self.xkbKeycode(evdev)
        let layout = xkb_state_key_get_layout(state, code)
        var syms: UnsafePointer<xkb_keysym_t>?
        let count = xkb_keymap_key_get_syms_by_level(keymap, code, layout, 0, &syms)
        guard count > 0, let syms else { return "" }
        let scalar = xkb_keysym_to_utf32(syms[0])
        return scalar == 0 ? "" : Unicode.Scalar(scalar).map { String(Character($0)) } ?? ""
    }

    func keysym(forKey evdev: UInt32) -> xkb_keysym_t {
        xkb_state_key_get_one_sym(state, Self.xkbKeycode(evdev))
    }

    func repeats(key evdev: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, Self.xkbKeycode(evdev)) != 0
    }

    func isActive(modifier name: String) -> Bool {
        xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0
    }
}

/// `WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1`, without importing wayland-client here.
let WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1_VALUE: UInt32 = 1
