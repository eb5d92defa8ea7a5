import CXKBCommon
#if canImport(Glibc)
import Glibc
#endif

/// Dead keys and Compose sequences (K4), by xkbcommon's compose tables:
/// the user's locale's table (`LC_ALL`, `LC_CTYPE`, `LANG`, as libX11
/// finds it, with `~/.XCompose` and `XCOMPOSEFILE` honoured by
/// xkbcommon), or the UTF-8 English one when the locale has none (the "C"
/// locale of a kiosk's service). The tables come from libx11-data.
///
/// Loading a table parses a few thousand lines, so it happens at the first
/// key press, not at start (an idle kiosk never pays it).
@MainActor
final class XKBCompose {
    enum Result: Equatable {
        /// Not part of a sequence: the key types what the keymap says.
        case passThrough
        /// Inside a sequence (a dead key, Compose and its first key): the
        /// key types nothing.
        case composing
        /// The sequence's text.
        case composed(String)
        /// A sequence that matches nothing: the keys type nothing.
        case cancelled
    }

    private let table: OpaquePointer
    private let state: OpaquePointer

    /// Nil when no table loads (no libx11-data): keys then type without
    /// composing, which is what a keyboard without dead keys does.
    init?(context: OpaquePointer) {
        var table: OpaquePointer?
        for locale in Self.localeCandidates() {
            table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
            if table != nil { break }
        }
        guard let table else { return nil }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            return nil
        }
        self.table = table
        self.state = state
    }

    isolated deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// The user's locale first, then the fallbacks.
    static func localeCandidates(
        _ environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
    ) -> [String] {
        var names: [String] = []
        for variable in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let name = environment(variable), !name.isEmpty else { continue }
            // "C" and "POSIX" map to libX11's Latin-1 table: a kiosk service
            // started with LANG=C gets the UTF-8 one instead.
            if name != "C", name != "POSIX" { names.append(name) }
            break
        }
        names += ["C.UTF-8", "en_US.UTF-8"]
        return names
    }

    /// Feeds a pressed key's keysym; what it types follows from the result.
    func feed(_ keysym: xkb_keysym_t) -> Result {
        // Modifier keys (Shift inside a sequence, for a capital) neither
        // advance nor cancel a sequence.
        if Self.isModifier(keysym) { return passThroughOrComposing() }
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            let size = Int(xkb_compose_state_get_utf8(state, nil, 0))
            var text = ""
            if size > 0, size < 256 {
                var buffer = [CChar](repeating: 0, count: size + 1)
                xkb_compose_state_get_utf8(state, &buffer, buffer.count)
                text = String(decoding: buffer.prefix(size).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            xkb_compose_state_reset(state)
            return text.isEmpty ? .cancelled : .composed(text)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .passThrough
        }
    }

    /// Shift, Control, Alt, Super and the level shifts (AltGr): xkbcommon
    /// 1.5 has no public test for modifier keysyms.
    static func isModifier(_ k: xkb_keysym_t) -> Bool {
        (0xFFE1...0xFFEE).contains(k) || (0xFE01...0xFE13).contains(k) || k == 0xFF7E
    }

    private func passThroughOrComposing() -> Result {
        xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING ? .composing : .passThrough
    }

    /// Forgets a sequence half typed (focus left the window).
    func reset() { xkb_compose_state_reset(state) }
}
