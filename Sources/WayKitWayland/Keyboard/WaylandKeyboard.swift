import CWaylandClient
import CXKBCommon
import WayKit
#if canImport(Glibc)
import Glibc
#endif

/// A `wl_keyboard`: keymap via xkbcommon, modifiers, and client-side repeat
/// (P5). Key events go to the input router as decoded `KeySample`s.
@MainActor
final class WaylandKeyboard {
    let proxy: OpaquePointer
    let version: UInt32
    private unowned let router: InputRouter
    private let context: OpaquePointer?
    private(set) var keymap: XKBKeymap?
    /// The keymap the compositor sent last, not compiled yet. Weston 10
    /// sends its 64 kB keymap at `get_keyboard`, before the first configure;
    /// compiling it there took 2 ms of the 100-button grid's start
    /// (`WAYLAND_DEBUG=client`: keymap at 2.97 ms, configure handled at
    /// 4.96 ms). It is compiled at the first `enter`, key or modifiers
    /// event instead, which come after the window is shown.
    private var pendingKeymap: (fd: Int32, format: UInt32, size: UInt32)?
    private(set) var repeater = KeyRepeater()
    private(set) var focus: OpaquePointer?
    /// Dead keys and Compose (K4), loaded at the first key press.
    private var compose: XKBCompose?
    private var composeLoaded = false
    /// What the key being repeated types (a composed key repeats nothing).
    private var composedText: [UInt32: String] = [:]
    /// Where the seat keeps its latest input serial (K6: set_selection).
    var serials: InputSerial?

    init(proxy: OpaquePointer, version: UInt32, router: InputRouter) {
        self.proxy = proxy
        self.version = version
        self.router = router
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        wl_keyboard_add_listener(proxy, keyboardListener, listenerData(self))
        router.keyboardDevices.append(self)
    }

    isolated deinit {
        if let context { xkb_context_unref(context) }
    }

    fileprivate func keymapEvent(format: UInt32, fd: Int32, size: UInt32) {
        // The fd is ours whatever happens to the keymap; a newer keymap
        // replaces one not compiled yet.
        if let old = pendingKeymap { close(old.fd) }
        pendingKeymap = (fd, format, size)
    }

    /// Compiles the keymap received last, if it is not compiled yet.
    private func compilePendingKeymap() {
        guard let pending = pendingKeymap else { return }
        pendingKeymap = nil
        defer { close(pending.fd) }
        guard let context else { return }
        do {
            keymap = try XKBKeymap(context: context, fd: pending.fd, format: pending.format, size: pending.size)
        } catch {
            // Keep the previous keymap, if any: a bad one from a misbehaving
            // compositor must not take typing away (log and drop).
            router.log("keymap rejected: \(error)")
        }
    }

    fileprivate func enter(serial: UInt32, surface: OpaquePointer?) {
        serials?.record(serial)
        compilePendingKeymap()
        // The compose table takes a few milliseconds to parse: done just
        // after the window gets the keyboard, not in the first key press
        // (which measured 3.6 ms instead of 0.45 when it loaded there). A
        // touch-only kiosk, which gets no keyboard, never loads it.
        if !composeLoaded {
            UIApplication.shared.clock.schedule(after: 0.05) { [weak self] in self?.prepareForTyping() }
        }
        focus = surface
        if let surface { router.keyboardEntered(surface: surface) }
    }

    fileprivate func leave(surface: OpaquePointer?) {
        repeater.stop()
        compose?.reset()
        composedText.removeAll()
        focus = nil
        router.keyboardLeft(surface: surface)
    }

    fileprivate func key(serial: UInt32, time: UInt32, key: UInt32, state: UInt32) {
        // F1: evdev codes end at KEY_MAX; a larger one is no key (and would
        // overflow the xkb offset).
        guard key <= EvdevKeyCode.maximum else {
            router.logOnce("key code", "wl_keyboard.key code \(key) is beyond KEY_MAX (\(EvdevKeyCode.maximum)); dropped")
            return
        }
        // A key with no keyboard focus is the compositor's mistake (keys go to
        // the focused surface only): dropped, or its press could never end —
        // the leave that would cancel it has already come (F2 for keys).
        guard focus != nil else {
            router.logOnce("key without focus", "wl_keyboard.key without keyboard focus; dropped")
            return
        }
        let pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue
        if pressed { serials?.recordPress(serial) } else { serials?.record(serial) }
        compilePendingKeymap()
        let now = router.now
        if pressed {
            if keymap?.repeats(key: key) ?? true { repeater.press(key, now: now) }
        } else {
            repeater.release(key)
        }
        var s = sample(key, pressed: pressed, isRepeat: false)
        if pressed {
            composedText[key] = nil
            if let text = composeText(forKey: key) {
                composedText[key] = text
                s.characters = text
            }
        } else if let text = composedText.removeValue(forKey: key) {
            s.characters = text
        }
        router.key(s, compositorTime: time)
    }

    /// What the first key press would do for the first time: the compose
    /// table, and a key decoded once (xkbcommon's lookups bound, the evdev
    /// to HID table built), with nothing sent anywhere.
    private func prepareForTyping() {
        loadCompose()
        let a: UInt32 = 30   // KEY_A
        _ = sample(a, pressed: true, isRepeat: false)
        _ = EvdevKeyCode.hidUsage(a)
    }

    /// Loads the locale's compose table once.
    private func loadCompose() {
        guard !composeLoaded else { return }
        composeLoaded = true
        if let context { compose = XKBCompose(context: context) }
        if compose == nil { router.logOnce("compose", "no compose table for the locale: dead keys type nothing special") }
    }

    /// What a pressed key types after the compose table saw it: nil when it
    /// types what the keymap says, "" inside or after a failed sequence,
    /// the sequence's text when it completes.
    private func composeText(forKey key: UInt32) -> String? {
        guard let keymap else { return nil }
        loadCompose()
        guard let compose else { return nil }
        switch compose.feed(keymap.keysym(forKey: key)) {
        case .passThrough: return nil
        case .composing, .cancelled: return ""
        case .composed(let text): return text
        }
    }

    fileprivate func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        compilePendingKeymap()
        keymap?.updateModifiers(depressed: depressed, latched: latched, locked: locked, group: group)
    }

    fileprivate func repeatInfo(rate: Int32, delay: Int32) {
        repeater.setInfo(rate: rate, delayMilliseconds: delay)
    }

    /// When the next repeat is due, for the run loop's poll timeout.
    var nextRepeatDeadline: Double? { repeater.nextDeadline }

    /// Sends the repeats due at `now`.
    func fireRepeats(now: Double) {
        for key in repeater.fire(now: now) {
            var s = sample(key, pressed: true, isRepeat: true)
            if let text = composedText[key] { s.characters = text.isEmpty ? "" : text }
            router.key(s, compositorTime: nil)
        }
    }

    private func sample(_ key: UInt32, pressed: Bool, isRepeat: Bool) -> KeySample {
        KeySample(
            evdevCode: key,
            pressed: pressed,
            isRepeat: isRepeat,
            characters: keymap?.text(forKey: key) ?? "",
            charactersIgnoringModifiers: keymap?.unmodifiedText(forKey: key) ?? "",
            shift: keymap?.isActive(modifier: XKB_MOD_NAME_SHIFT) ?? false,
            control: keymap?.isActive(modifier: XKB_MOD_NAME_CTRL) ?? false,
            alternate: keymap?.isActive(modifier: XKB_MOD_NAME_ALT) ?? false,
            command: keymap?.isActive(modifier: XKB_MOD_NAME_LOGO) ?? false,
            capsLock: keymap?.isActive(modifier: XKB_MOD_NAME_CAPS) ?? false)
    }

    /// The corresponding Wayland request is `wl_keyboard.release`.
    func destroy() {
        // Keys held now can never be released here: no leave will come for
        // a keyboard that is gone (the seat lost the capability). They are
        // cancelled, as a leave cancels them (F2 for keys).
        if let surface = focus { leave(surface: surface) }
        if let pending = pendingKeymap { close(pending.fd) }
        pendingKeymap = nil
        repeater.stop()
        router.keyboardDevices.removeAll { $0 === self }
        wl_keyboard_release(proxy)
    }
}

private func keyboard(_ data: UnsafeMutableRawPointer?) -> WaylandKeyboard? {
    listenerOwner(data, as: WaylandKeyboard.self)
}

private nonisolated(unsafe) let keyboardListener = makeListener(wl_keyboard_listener(
    keymap: { data, _, format, fd, size in
        guard let k = keyboard(data) else { close(fd); return }
        MainActor.assumeIsolated { k.keymapEvent(format: format, fd: fd, size: size) }
    },
    enter: { data, _, serial, surface, _ in
        guard let k = keyboard(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { k.enter(serial: serial, surface: surface) }
    },
    leave: { data, _, _, surface in
        guard let k = keyboard(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { k.leave(surface: surface) }
    },
    key: { data, _, serial, time, key, state in
        guard let k = keyboard(data) else { return }
        MainActor.assumeIsolated { k.key(serial: serial, time: time, key: key, state: state) }
    },
    modifiers: { data, _, _, depressed, latched, locked, group in
        guard let k = keyboard(data) else { return }
        MainActor.assumeIsolated { k.modifiers(depressed: depressed, latched: latched, locked: locked, group: group) }
    },
    repeat_info: { data, _, rate, delay in
        guard let k = keyboard(data) else { return }
        MainActor.assumeIsolated { k.repeatInfo(rate: rate, delay: delay) }
    }
))
