import Foundation

/// A key press or release as a backend reports it (after keymap translation).
public struct KeyInput: Hashable, Sendable {
    public enum Phase: Int, Sendable { case down, up, `repeat`, cancelled }

    public var timestamp: TimeInterval
    public var phase: Phase
    public var key: UIKey
    /// The backend's code for the physical key (an evdev code under Wayland),
    /// when it has one. Presses are told apart by it, so keys that share a HID
    /// usage — every key HID has no usage for reports 0 — never end each
    /// other's presses. Nil: the HID usage identifies the key.
    public var scanCode: UInt32?

    public init(timestamp: TimeInterval, phase: Phase, key: UIKey, scanCode: UInt32? = nil) {
        self.timestamp = timestamp
        self.phase = phase
        self.key = key
        self.scanCode = scanCode
    }

    /// What identifies the physical key among the keys down.
    var physicalKey: PhysicalKey {
        scanCode.map { .scanCode($0) } ?? .usage(key.keyCode.rawValue)
    }

    enum PhysicalKey: Hashable { case scanCode(UInt32), usage(Int) }
}
