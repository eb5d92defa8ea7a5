import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A minimal text responder of the test's own (the on-screen keyboard knows
/// nothing of `UITextField`): a string with the caret at its end.
@MainActor
final class TestTextInput: UIView, UITextInput {
    var text = ""
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var enablesReturnKeyAutomatically = false

    override var canBecomeFirstResponder: Bool { true }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        self.text += text
        UIApplication.shared.textInputStateDidChange(self)
    }
    func deleteBackward() {
        guard !text.isEmpty else { return }
        text.removeLast()
        UIApplication.shared.textInputStateDidChange(self)
    }

    var textInputDocument: String { text }
    var selectedTextRange: UITextRange? {
        get { UITextRange(start: endOfDocument, end: endOfDocument) }
        set {}
    }
    var markedTextRange: UITextRange? { nil }
    var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    var endOfDocument: UITextPosition { UITextPosition(offset: text.utf16.count) }
    func text(in range: UITextRange) -> String? {
        let u = Array(text.utf16)
        guard range.start.offset >= 0, range.end.offset <= u.count else { return nil }
        return String(decoding: u[range.start.offset..<range.end.offset], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText text: String) {}
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    var textInputView: UIView { self }
}

/// Records the keyboard notifications posted while it lives.
@MainActor
final class KeyboardNotificationLog {
    struct Entry {
        var name: Notification.Name
        var end: CGRect?
        var begin: CGRect?
        var duration: Double?
        var curve: Int?
        var time: TimeInterval
    }
    private(set) var entries: [Entry] = []
    private var tokens: [any NSObjectProtocol] = []

    init() {
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo
                let end = info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let begin = info?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
                let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                let name = note.name
                MainActor.assumeIsolated {
                    self?.entries.append(Entry(name: name, end: end, begin: begin, duration: duration, curve: curve,
                                               time: UIApplication.shared.clock.now))
                }
            })
        }
    }

    var names: [String] { entries.map { $0.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "") } }

    func stop() {
        for t in tokens { NotificationCenter.default.removeObserver(t) }
        tokens = []
    }
}

/// A headless app with a key window holding one test field.
@MainActor
struct KeyboardFixture {
    let backend: HeadlessBackend
    let window: UIWindow
    let field: TestTextInput

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        backend = HeadlessBackend(size: size)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        field = TestTextInput(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        window.addSubview(field)
    }

    var keyboard: OnScreenKeyboardController? { UIApplication.shared._onScreenKeyboard }
    var keyboardWindow: KeyboardWindow? { keyboard?.window }
    var isShown: Bool { keyboard?.isVisible == true && keyboardWindow?.isHidden == false }

    /// Focuses the field and lets the keyboard finish sliding in.
    func focus() {
        field.becomeFirstResponder()
        backend.advanceTime(by: 0.4)
    }

    /// The key view whose caption (or action name) is `name`.
    func key(_ name: String) -> KeyboardKeyView? {
        keyboard?.keyboardView?.keyViews.first {
            !$0.isHidden && ($0.caption == name || ($0.key.action == .character && $0.key.output == name)
                || ($0.key.action != .character && $0.key.action.rawValue == name))
        }
    }

    /// The centre of a key in scene coordinates (where touches are sent).
    func center(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGPoint {
        guard let view = key(name), let window = keyboardWindow else {
            Issue.record("no key \(name)", sourceLocation: sourceLocation)
            return .zero
        }
        window.layoutIfNeeded()
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        return CGPoint(x: p.x + window.frame.minX, y: p.y + window.frame.minY)
    }

    func tap(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        backend.tap(at: center(name, sourceLocation: sourceLocation))
    }

    func tap(_ names: [String]) { for n in names { tap(n); backend.advanceTime(by: 0.05) } }
}
