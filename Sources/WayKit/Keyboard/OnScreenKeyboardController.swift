import Foundation

/// WayKit's built-in on-screen keyboard (K5): an observer of the focused
/// text responder that shows a ``KeyboardView`` in a ``KeyboardWindow`` above
/// the app's windows when a text responder takes focus and
/// `UIApplication.onScreenKeyboardPolicy` allows it (`.always`, or
/// `.automatic` while no input method of the compositor's serves the
/// window), and hides it when focus goes.
///
/// It slides up and down with `UIView.animate` on the frame clock, posts
/// the keyboard notifications around each slide, moves every
/// ``UIKeyboardLayoutGuide`` with it (inside the same animation, so content
/// pinned to a guide slides along), and scrolls the focused responder into
/// view in its nearest enclosing scroll view. Typing is in
/// OnScreenKeyboardController+Typing.swift.
///
/// - Important: main actor only.
@MainActor
final class OnScreenKeyboardController: TextInputObserver {
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve: UIView.AnimationCurve = .easeInOut

    private(set) var window: KeyboardWindow?
    private(set) var keyboardView: KeyboardView?
    var layout: KeyboardLayout?
    /// The responder the keys type into.
    weak var input: (any UITextInput)?
    /// Where the keyboard is, or is sliding to, in its scene's coordinates;
    /// nil while hidden or hiding.
    private(set) var frameInScene: CGRect?
    var isVisible: Bool { frameInScene != nil }

    var shift: KeyboardShiftState = .off
    var lastShiftTap: (time: TimeInterval, turnedOn: Bool)?
    var repeatTimer: EventTimer?
    /// The letters' change of case after a typed letter, waiting for the
    /// frame after the one that shows the letter (`refreshKeys(deferringCase:)`).
    var pendingCaseChange: CADisplayLink?
    /// Set while a key-up of ours edits the text.
    var isTypingKey = false
    /// The pages' rows whose letters' other case is ready to draw, by name,
    /// row and shift (``prepareShiftedCaptions(row:)``).
    private var preparedCaptions: Set<String> = []
    /// Rows whose caption work waits in the idle queue (at most one item a row).
    private(set) var captionRowsQueued: Set<Int> = []
    /// A hide waiting for the end of the current turn (see ``update()``).
    private var pendingHide: EventTimer?
    /// Counts slides, so a slide's completion can tell whether another
    /// began since.
    private var slideSerial = 0

    // MARK: TextInputObserver

    func textInputFocusDidChange(to input: (any UITextInput)?) { update() }

    func textInputStateDidChange(_ input: any UITextInput) {
        // A key of ours typing: its key-up refreshes the keys itself, after
        // the edit (and may leave the letters' case for the next turn).
        guard input === self.input, !isTypingKey else { return }
        refreshAutoShift()
        refreshKeys()
    }

    func textInputDidRequestKeyboard(_ input: any UITextInput) { update() }

    // MARK: Showing and hiding

    /// Shows the keyboard for the focused text responder or hides it, as the
    /// policy says.
    ///
    /// When focus goes, the hide waits for the end of the current turn (a
    /// timer due at once): focus moving from one field to the next passes
    /// through no focus at all (the old field resigns before the new one
    /// becomes first responder), and the keyboard should stay up for it.
    func update() {
        pendingHide?.invalidate()
        pendingHide = nil
        let app = UIApplication.shared
        let allowed = switch app.onScreenKeyboardPolicy {
        case .always: true
        case .automatic: !app._hasPlatformInputMethod
        case .never: false
        }
        if allowed, let focused = app.focusedTextInput {
            show(for: focused)
        } else if isVisible {
            guard allowed else { return hide() }
            pendingHide = app.clock.schedule(after: 0) { [weak self] in
                self?.pendingHide = nil
                if UIApplication.shared.focusedTextInput == nil { self?.hide() }
            }
        }
    }

    /// The keyboard's frame in `view`'s coordinates, when it is (or is
    /// sliding) up in the view's scene.
    func frame(in view: UIView) -> CGRect? {
        guard let frame = frameInScene, let window = self.window, let viewWindow = view.window,
              viewWindow.windowScene === window.windowScene else { return nil }
        return view.convert(frame.offsetBy(dx: -viewWindow.frame.minX, dy: -viewWindow.frame.minY), from: nil)
    }

    private func show(for focused: any UITextInput) {
        let scene = focused.textInputView.window?.windowScene ?? UIApplication.shared.defaultScene
        if isVisible, focused === input, window?.windowScene === scene { return }
        guard let layout = KeyboardLayouts.layout(KeyboardLayouts.current) else { return }
        self.layout = layout
        input = focused
        stopRepeating()
        let pageName = layout.startPage(for: focused.keyboardType)
        guard let page = layout.pages[pageName] else { return }
        let window = self.window ?? makeWindow()
        if window.windowScene !== scene { window.setWindowScene(scene) }
        let keyboardView: KeyboardView
        if let existing = self.keyboardView {
            keyboardView = existing
            keyboardView.show(page, named: pageName, layout: layout)
        } else {
            keyboardView = KeyboardView(page: page, named: pageName, layout: layout)
            keyboardView.delegate = self
            window.addSubview(keyboardView)
            self.keyboardView = keyboardView
        }
        shift = .off
        refreshAutoShift()
        refreshKeys()
        // Queued once a row until it runs: a backend that is never idle
        // (the headless one, a kiosk kept busy) would otherwise keep four
        // more closures for every show, for good (issue 23's soak: 0.58 KiB
        // a round).
        for row in 0..<keyboardView.rows.count where captionRowsQueued.insert(row).inserted {
            UIApplication.shared._performWhenIdle { [weak self] in
                self?.captionRowsQueued.remove(row)
                self?.prepareShiftedCaptions(row: row)
            }
        }

        let height = KeyboardView.height(of: page)
        let begin: CGRect
        if let current = frameInScene {
            begin = current                       // from one field to another
        } else if window.isHidden {
            // From below the scene. Not animated: the window is placed at
            // once, the keys start out of sight in it.
            begin = CGRect(x: 0, y: scene.size.height, width: scene.size.width, height: height)
            UIView.performWithoutAnimation {
                window.keyboardHeight = height
                window.frame = window._frameInScene(of: scene.size)
                keyboardView.frame = CGRect(x: 0, y: height, width: window.bounds.width, height: height)
                window.isHidden = false
            }
        } else {
            // Back up while still sliding out: from where it is drawn now.
            let drawnTop = window.frame.minY + keyboardView._presentedCenter.y - keyboardView.bounds.height / 2
            begin = CGRect(x: 0, y: drawnTop, width: scene.size.width, height: height)
        }
        window.keyboardHeight = height
        window.frame = window._frameInScene(of: scene.size)
        let end = CGRect(x: 0, y: scene.size.height - height, width: scene.size.width, height: height)
        frameInScene = end
        slide(scene: scene, begin: begin, end: end, showing: true) {
            keyboardView.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: height)
        }
        scrollFocusedInputIntoView()
    }

    /// Lays out one row's letter captions in the case the next shift
    /// change brings and renders their glyphs, while the app is idle (a row
    /// at a time, each well under a millisecond): typing the first letter
    /// of an auto-capitalized field turns shift off and redraws every
    /// letter key in the frame that shows the letter; laying out and
    /// rasterizing the lower-case captions there for the first time was
    /// 0.4 ms of it (docs/performance.md, "Text input"). Nothing is drawn.
    func prepareShiftedCaptions(row: Int) {
        guard let view = keyboardView, view.page.shiftable, isVisible, view.rows.indices.contains(row),
              let scale = window?.windowScene?.screen.scale else { return }
        let shifted = shift.isShifted
        guard preparedCaptions.insert("\(view.pageName) \(row) \(!shifted)").inserted else { return }
        for key in view.rows[row] where key.key.action == .character && key.key.label == nil {
            key.prepareCaption(key.key.text(shifted: !shifted), scale: scale)
        }
    }

    func hide() {
        guard let window, let keyboardView, let begin = frameInScene, let scene = window.windowScene else { return }
        stopRepeating()
        frameInScene = nil
        input = nil
        let end = begin.offsetBy(dx: 0, dy: begin.height)
        slide(scene: scene, begin: begin, end: end, showing: false) {
            keyboardView.frame.origin.y = keyboardView.frame.height
        }
    }

    /// Posts the will-notifications, animates `change` and the guides,
    /// then posts the did-notifications (and hides the window after a hide)
    /// unless another slide began meanwhile.
    private func slide(scene: UIWindowScene, begin: CGRect, end: CGRect, showing: Bool, _ change: @escaping () -> Void) {
        slideSerial &+= 1
        let serial = slideSerial
        let info = Self.userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        let guides = UIKeyboardLayoutGuide.guides(in: scene)
        for guide in guides { guide._keyboardDidMove() }
        let options = UIView.AnimationOptions(rawValue: UInt(Self.animationCurve.rawValue) << 16)
            .union(.beginFromCurrentState)
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: options, animations: {
            change()
            // Content pinned to a guide moves inside this animation.
            var laidOut: [ObjectIdentifier] = []
            for guide in guides {
                guard let w = guide.owningView?.window, !laidOut.contains(ObjectIdentifier(w)) else { continue }
                laidOut.append(ObjectIdentifier(w))
                w.layoutIfNeeded()
            }
        }, completion: { [weak self] _ in
            guard let self, serial == self.slideSerial else { return }
            if !showing { self.window?.isHidden = true }
            center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                        object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        })
    }

    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [UIResponder.keyboardFrameBeginUserInfoKey: begin,
         UIResponder.keyboardFrameEndUserInfoKey: end,
         UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
         UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve.rawValue),
         UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true)]
    }

    private func makeWindow() -> KeyboardWindow {
        let window = KeyboardWindow(frame: .zero)
        window.windowLevel = KeyboardWindow.level
        window.backgroundColor = nil
        window.clipsToBounds = true
        window.onLayout = { [weak self] in self?.keyboardWindowDidLayOut() }
        self.window = window
        return window
    }

    /// The backend resized the scene (and with it the keyboard window): the
    /// keys follow, and so does the frame the guides read.
    private func keyboardWindowDidLayOut() {
        guard let window, let keyboardView, let scene = window.windowScene else { return }
        if keyboardView.frame.width != window.bounds.width { keyboardView.frame.size.width = window.bounds.width }
        guard let frame = frameInScene else { return }
        let now = CGRect(x: 0, y: scene.size.height - frame.height, width: scene.size.width, height: frame.height)
        guard now != frame else { return }
        frameInScene = now
        for guide in UIKeyboardLayoutGuide.guides(in: scene) { guide._keyboardDidMove() }
    }

    // MARK: Scrolling the focused field into view

    /// Scrolls the focused responder's view into sight in its nearest
    /// enclosing scroll view, above the keyboard: the rectangle asked for is
    /// the view's, lengthened by the height of the scroll view the keyboard
    /// covers. A scroll view scrolls only as far as its content and insets
    /// allow, so an app whose field sits at the end of its content adds a
    /// bottom content inset from the keyboard notifications or the guide.
    func scrollFocusedInputIntoView() {
        guard let view = input?.textInputView else { return }
        var ancestor = view.superview
        while let v = ancestor, !(v is UIScrollView) { ancestor = v.superview }
        guard let scrollView = ancestor as? UIScrollView else { return }
        var rect = scrollView.convert(view.bounds, from: view)
        if let keyboard = frame(in: scrollView) {
            let b = scrollView.bounds
            rect.size.height += min(max(0, b.maxY - keyboard.minY), b.height)
        }
        scrollView.scrollRectToVisible(rect, animated: true)
    }
}
