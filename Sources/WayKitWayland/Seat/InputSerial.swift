/// The serial of a seat's latest input event. Requests a compositor grants
/// only in answer to the user (`wl_data_device.set_selection`,
/// `zwp_primary_selection_device_v1.set_selection`) must quote one: Weston
/// refuses a serial older than the current selection's, mutter one it did
/// not send for input.
///
/// Serials are opaque: only stored and quoted back, never compared or
/// computed with (F1).
@MainActor
final class InputSerial {
    /// The serial of the latest key, button, touch or enter event; nil before any.
    private(set) var latest: UInt32?
    /// When it came, across every seat of the process (larger is later), to
    /// pick the seat the user touched last.
    private(set) var order: UInt64 = 0
    private static var counter: UInt64 = 0

    func record(_ serial: UInt32) {
        latest = serial
        Self.counter &+= 1
        order = Self.counter
    }
}
