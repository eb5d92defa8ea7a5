import Foundation
import WayKit

/// A form (issue 11): a name, an email, a number with a number pad and a
/// multi-line note, typed with WayKit's own on-screen keyboard where the
/// compositor has no input method (headless Weston, cage). When a field
/// takes focus the keyboard slides up and the demo's content moves up by
/// as much as the keyboard would cover the field, from the keyboard
/// notifications' end frame and duration (what a UIKit app does).
@MainActor
final class FormScene {
    let card: UIView
    let name = UITextField()
    let email = UITextField()
    let number = UITextField()
    let note = UITextView()
    /// The view the demo moves up (all of its content).
    private weak var content: UIView?
    private var observers: [NSObjectProtocol] = []

    init(in content: UIView, frame: CGRect) {
        self.content = content
        card = DemoStyle.card(frame)
        card.isUserInteractionEnabled = true
        card.accessibilityIdentifier = "Form"
        content.addSubview(card)
        card.addSubview(DemoStyle.label("Form", CGRect(x: 14, y: 10, width: 200, height: 22), size: 15, weight: .semibold))
        card.addSubview(DemoStyle.label(
            "Tap a field: the on-screen keyboard slides up where the compositor has no input method. Long press for Cut, Copy, Paste.",
            CGRect(x: 70, y: 12, width: frame.width - 84, height: 20), size: 12, color: .secondaryLabel))
        let y: CGFloat = 48
        func field(_ f: UITextField, _ x: CGFloat, _ w: CGFloat, _ title: String, _ placeholder: String) {
            card.addSubview(DemoStyle.label(title, CGRect(x: x, y: y, width: w, height: 18), size: 12, color: .secondaryLabel))
            f.frame = CGRect(x: x, y: y + 20, width: w, height: 36)
            f.borderStyle = .roundedRect
            f.placeholder = placeholder
            f.clearButtonMode = .whileEditing
            f.accessibilityIdentifier = title
            card.addSubview(f)
        }
        field(name, 14, 250, "Name", "Your name")
        name.autocapitalizationType = .words
        name.textContentType = .name
        name.returnKeyType = .next
        field(email, 278, 300, "Email", "name@example.com")
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.autocapitalizationType = .none
        email.returnKeyType = .next
        field(number, 592, 140, "Seats", "0")
        number.keyboardType = .numberPad
        number.returnKeyType = .done
        card.addSubview(DemoStyle.label("Note", CGRect(x: 746, y: y, width: 200, height: 18), size: 12, color: .secondaryLabel))
        note.frame = CGRect(x: 746, y: y + 20, width: frame.width - 760, height: frame.height - y - 30)
        note.font = .systemFont(ofSize: 14)
        note.layer.cornerRadius = 6
        note.layer.borderWidth = 1
        note.layer.borderColor = UIColor.systemGray4.cgColor
        note.text = "Mixed scripts wrap by ICU and order by FriBidi: שלום עולם, مرحبا ١٢٥, 中文也可以换行。 Emoji stay whole: 👨‍👩‍👧 🇫🇷"
        note.accessibilityIdentifier = "Note"
        card.addSubview(note)

        name.addAction(UIAction { [unowned self] _ in DemoLog.action("name \(self.name.text ?? "")") }, for: .editingDidEnd)
        number.addAction(UIAction { [unowned self] _ in DemoLog.action("seats \(self.number.text ?? "")") }, for: .editingDidEnd)
        name.addAction(UIAction { [unowned self] _ in _ = self.email.becomeFirstResponder() }, for: .editingDidEndOnExit)

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
            MainActor.assumeIsolated { self?.makeRoom(above: end, duration: duration) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
            if DemoLog.isRecording { say("waykit-demo: on-screen keyboard shown at \(Int(end.minX)),\(Int(end.minY)) \(Int(end.width))×\(Int(end.height))") }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
            MainActor.assumeIsolated { self?.makeRoom(above: nil, duration: duration) }
        })
    }

    /// Moves the content up so the form's card clears the keyboard, or
    /// back down (nil).
    private func makeRoom(above keyboard: CGRect?, duration: Double) {
        guard let content else { return }
        // The keyboard going away puts the content back even when it has
        // left the window (a push took the form off screen and its field
        // resigned).
        guard let window = content.window else {
            if keyboard == nil { content.transform = .identity }
            return
        }
        var shift: CGFloat = 0
        if let keyboard {
            let cardBottom = card.convert(card.bounds, to: nil).maxY - content.transform.ty
            let top = window.convert(keyboard, from: nil).minY
            shift = Swift.max(0, cardBottom + 8 - top)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.allowUserInteraction]) {
            content.transform = CGAffineTransform(translationX: 0, y: -shift)
        }
    }

    /// A view's centre in `root`'s coordinates (the content's, before the
    /// window exists), for the self-test's steps.
    func centre(of view: UIView, in root: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: root)
    }

    /// The on-screen keyboard's key that types `output` ("4", "a",
    /// "return"), by its accessibility identifier: its centre in the
    /// scene's coordinates (the compositor's under kiosk-shell).
    static func keyCentre(_ output: String, in scene: UIWindowScene) -> CGPoint? {
        for window in scene.windowsFrontToBack where !window.isHidden && window.windowLevel > .normal {
            if let key = DemoInput.find("key " + output, in: window) {
                let p = key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil)
                return CGPoint(x: p.x + window.frame.minX, y: p.y + window.frame.minY)
            }
        }
        return nil
    }
}
