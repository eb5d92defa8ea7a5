/// The serials of a seat's latest input events. Requests a compositor grants
/// only in answer to the user must quote one: `wl_data_device.set_selection`
/// and `zwp_primary_selection_device_v1.set_selection` the latest input
/// event's (Weston refuses a serial older than the current selection's,
/// mutter one it did not send for input); `xdg_popup.grab` the latest
/// press's (a button press, a touch down or a key press: Weston and mutter
/// grant a grab only for the serial of the press that holds their implicit
/// grab, not for the release after it).
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
    /// The serial of the latest button press, touch down or key press.
    private(set) var latestPress: UInt32?
    private(set) var pressOrder: UInt64 = 0
    private static var counter: UInt64 = 0

    func record(_ serial: UInt32) {
        latest = serial
        Self.counter &+= 1
        order = Self.counter
    }

    /// Records a press: the latest event and the latest press.
    func recordPress(_ serial: UInt32) {
        record(serial)
        latestPress = serial
        pressOrder = order
    }
}
