import Foundation

/// A pasteboard of strings (K6): ``general`` is the system clipboard, and
/// ``primarySelection`` is the desktop's primary selection (what is selected
/// is pasted with a middle click; a WayKit addition).
///
/// On Wayland, reading another client's clipboard is a transfer through a
/// pipe that may take a while (or never finish), so the getters are
/// synchronous only for what is already known: the app's own content, or
/// text fetched earlier. To paste, call ``requestString(_:)``, which fetches
/// the other client's text without blocking the run loop.
///
///     UIPasteboard.general.string = "copied"          // copy
///     UIPasteboard.general.requestString { text in     // paste
///         if let text { field.insertText(text) }
///     }
///
/// Only strings are supported: no images, URLs, items, expiry or named app
/// pasteboards.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system clipboard.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The primary selection (a WayKit addition).
        public static let primarySelection = Name("org.waykit.pboard.primary-selection")
    }

    /// Posted (on `NotificationCenter.default`, object: the pasteboard) when
    /// its content changes: set by the app, replaced or cleared by another
    /// client, or the app's own content taken over.
    public nonisolated static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The system clipboard (`wl_data_device`'s selection under Wayland).
    public static var general: UIPasteboard { UIApplication.shared._pasteboards.general }

    /// The primary selection (`zwp_primary_selection_device_v1` under Wayland,
    /// where the compositor offers it; in-process otherwise). By the desktop's
    /// convention a text view puts what is selected here and pastes it on a
    /// middle click. A WayKit addition: iOS has no primary selection.
    public static var primarySelection: UIPasteboard { UIApplication.shared._pasteboards.primary }

    public let name: Name

    /// Increments whenever the content changes (UIKit). Fetching another
    /// client's text is no change.
    public private(set) var changeCount = 0

    /// The platform clipboard behind this pasteboard; nil keeps it in the
    /// process. Set by a backend (the Wayland backend for ``general`` and
    /// ``primarySelection``); setting it publishes the app's current content.
    public var _backend: PasteboardBackend? {
        get { backendStorage }
        set {
            backendStorage = newValue
            if case .local(let strings) = content { newValue?.pasteboard(self, publish: strings.first) }
            guard newValue == nil else { return }
            // Detached (the connection closed): another client's text that
            // was never fetched can no longer be.
            answerWaitingReads(with: nil)
            if case .foreign(_, nil) = content {
                content = .empty
                didChange()
            }
        }
    }

    /// The content as far as this process knows it.
    enum Content {
        case empty
        /// The app's own strings.
        case local([String])
        /// Another client's: whether it offers text, and the text once fetched.
        case foreign(offersText: Bool, text: String?)
    }
    var content = Content.empty
    private weak var backendStorage: PasteboardBackend?
    /// Reads in flight for the current foreign content; answered together.
    private var waitingReads: [@MainActor (String?) -> Void] = []

    init(name: Name) { self.name = name }

    // MARK: Strings

    /// The first string, if known: the app's own, or another client's once
    /// fetched by ``requestString(_:)``. Setting it replaces the content and
    /// offers it to other clients; nil empties the pasteboard.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string, if known (see ``string``). Other clients are offered the
    /// first: a Wayland selection carries one text.
    public var strings: [String]? {
        get {
            switch content {
            case .empty: return nil
            case .local(let strings): return strings.isEmpty ? nil : strings
            case .foreign(_, let text): return text.map { [$0] }
            }
        }
        set {
            let strings = newValue ?? []
            content = strings.isEmpty ? .empty : .local(strings)
            answerWaitingReads(with: strings.first)
            didChange()
            backendStorage?.pasteboard(self, publish: strings.first)
        }
    }

    /// Whether there is a string to paste, including one another client
    /// offers that is not fetched yet.
    public var hasStrings: Bool {
        switch content {
        case .empty: false
        case .local(let strings): !strings.isEmpty
        case .foreign(let offersText, let text): offersText || text != nil
        }
    }

    /// Fetches the pasteboard's string and calls `completion` with it (nil
    /// when there is none, or another client's transfer failed, overflowed
    /// or timed out). The Wayland backend reads without blocking the run
    /// loop; `completion` runs on the main actor, at once when the string is
    /// known (the app's own, fetched already, or no backend), otherwise when
    /// the transfer ends. A WayKit addition: UIKit reads synchronously.
    public func requestString(_ completion: @escaping @MainActor (String?) -> Void) {
        switch content {
        case .empty, .local, .foreign(false, _), .foreign(_, .some):
            completion(string)
        case .foreign(true, nil):
            guard let backend = backendStorage else { completion(nil); return }
            waitingReads.append(completion)
            // One transfer answers every request made while it runs.
            guard waitingReads.count == 1 else { return }
            let generation = changeCount
            backend.pasteboard(self, readText: { [weak self] text in
                guard let s = self else { completion(text); return }
                // The content changed meanwhile: those reads were answered then.
                guard s.changeCount == generation else { return }
                if let text { s.content = .foreign(offersText: true, text: text) }
                s.answerWaitingReads(with: text)
            })
        }
    }

    // MARK: Backend hooks

    /// The backend: another client set this pasteboard's content
    /// (`offersText`: in a text type WayKit reads), or cleared it.
    public func _platformContentDidChange(offersText: Bool) {
        content = .foreign(offersText: offersText, text: nil)
        // Reads of the content replaced get nil: that text is gone.
        answerWaitingReads(with: nil)
        didChange()
    }

    /// The backend: the app's own content stopped being the selection
    /// (another client took it over; `wl_data_source.cancelled`).
    public func _platformDidCancelLocalContent() {
        guard case .local = content else { return }
        content = .empty
        didChange()
    }

    private func answerWaitingReads(with text: String?) {
        let waiting = waitingReads
        waitingReads.removeAll()
        for completion in waiting { completion(text) }
    }

    private func didChange() {
        changeCount &+= 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }
}
