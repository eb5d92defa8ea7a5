/// A key press or release, decoded by xkbcommon; the input router turns it into
/// the event model's key input.
struct KeySample: Equatable {
    /// The Linux evdev code (`KEY_A` = 30), which is what USB HID usages map from.
    let evdevCode: UInt32
    let pressed: Bool
    /// Made by the client-side repeater, not sent by the compositor.
    let isRepeat: Bool
    var characters: String
    let charactersIgnoringModifiers: String
    let shift: Bool
    let control: Bool
    let alternate: Bool
    let command: Bool
    let capsLock: Bool
}
