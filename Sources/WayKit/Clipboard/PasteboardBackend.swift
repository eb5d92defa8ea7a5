/// What a platform clipboard gives a `UIPasteboard` (K6). The Wayland backend
/// provides one for ``UIPasteboard/general`` (`wl_data_device`, the
/// clipboard) and one for ``UIPasteboard/primarySelection``
/// (`zwp_primary_selection_device_v1`); with none attached (headless, tests)
/// a pasteboard lives in the process and answers at once.
///
/// The backend tells the pasteboard what other clients did through
/// ``UIPasteboard/_platformContentDidChange(offersText:)`` and
/// ``UIPasteboard/_platformDidCancelLocalContent()``.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol PasteboardBackend: AnyObject {
    /// The app put `text` on `pasteboard` (nil: the app emptied it): offer it
    /// to other clients, or withdraw the offer.
    func pasteboard(_ pasteboard: UIPasteboard, publish text: String?)

    /// Fetches the text another client offers on `pasteboard`. `completion`
    /// runs exactly once, on the main actor, with the text or nil (nothing
    /// offered, a failed or refused transfer); it may run before this returns.
    func pasteboard(_ pasteboard: UIPasteboard, readText completion: @escaping @MainActor (String?) -> Void)
}
