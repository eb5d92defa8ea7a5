import Foundation

/// The built-in screen reader for kiosks (Y3): VoiceOver's touch model and
/// speech, for devices where the person brings no assistive technology.
///
/// While it runs, a transparent window above every other (``SpeechTouchWindow``)
/// takes all touches, so they reach no view; its recognizers, arbitrated by
/// the gesture system like any others, turn them into the screen reader's
/// commands. The element under the cursor is outlined and spoken through a
/// ``SpeechSynthesizing`` (speech-dispatcher or espeak-ng on a device, a
/// recorder in tests). Activation is `AccessibilityCenter.activate`: the
/// element's `accessibilityActivate()`, else a tap at its activation point
/// that passes the overlay and is delivered to the app like a real one.
///
/// Starting it without seeing the screen: a three-finger triple tap anywhere
/// (always listened for, passively, while the app runs; it toggles the
/// mode), Alt+Super+S on a keyboard or keypad (GNOME's screen-reader key),
/// `WAYKIT_SPEECH=on` at launch, or `start()` from the app.
///
/// - Important: main actor only.
@MainActor
public final class SpeechMode: AssistiveTechnology {
    public static let shared = SpeechMode()

    /// Where speech goes; a recorder until a platform sets a real one.
    public var synthesizer: SpeechSynthesizing = RecordingSpeechSynthesizer() {
        didSet { if synthesizer !== oldValue { abandonAnnouncements() } }
    }
    /// Announcements being spoken, by number, for
    /// `announcementDidFinishNotification`.
    private var announcements: [Int: String] = [:]
    private var nextAnnouncement = 0
    public private(set) var isRunning = false
    /// Whether speech is paused (two-finger tap).
    public internal(set) var isPaused = false
    /// Where the finger was when a pass-through began.
    var _passThroughOrigin: CGPoint = .zero
    /// The three-finger triple tap and Alt+Super+S start and stop the mode.
    /// A kiosk that must never toggle it can turn this off.
    public var isStartGestureEnabled = true

    public var isScreenReader: Bool { true }

    private var touchWindows: [SpeechTouchWindow] = []
    /// The speech layer's windows (tests look at the outline in them).
    var touchWindowsForTesting: [SpeechTouchWindow] { touchWindows }
    private lazy var ring = FocusRingView(color: .black)
    /// The announcement "Speech on" is said only when started by a person.
    var _readAllQueue: [UIResponder] = []

    /// The element the cursor is on.
    public var cursor: UIResponder? { AccessibilityCenter.shared.focusedElement }

    // MARK: Starting

    /// Makes the device's synthesizer the first time the mode starts
    /// (`SystemSpeech.install()` sets it; nothing is opened before).
    public var _makeSynthesizer: (@MainActor () -> SpeechSynthesizing)?

    public func start() {
        guard !isRunning else { return }
        isRunning = true
        if let make = _makeSynthesizer {
            _makeSynthesizer = nil
            synthesizer = make()
        }
        isPaused = false
        AccessibilityCenter.shared.attach(self)
        installTouchWindows()
        synthesizer.speak("Screen reader on", interrupting: true)
        if let first = AccessibilityHierarchy.orderedElements().first { move(to: first, interrupting: false) }
    }

    public func stop() {
        guard isRunning else { return }
        isRunning = false
        for w in touchWindows { w.isHidden = true }
        touchWindows = []
        ring.show(around: nil, in: nil)
        AccessibilityCenter.shared.setFocusedElement(nil)
        AccessibilityCenter.shared.detach(self)
        synthesizer.stopSpeaking()
        abandonAnnouncements()
        synthesizer.speak("Screen reader off", interrupting: true)
    }

    /// Starts or stops: the start gesture and key.
    public func toggle() { if isRunning { stop() } else { start() } }

    private func installTouchWindows() {
        for scene in UIApplication.shared.connectedScenes where !scene.windows.isEmpty {
            let window = SpeechTouchWindow(windowScene: scene)
            window.install(mode: self)
            window.isHidden = false
            touchWindows.append(window)
        }
    }

    /// `WAYKIT_SPEECH=on` starts the mode once the app has its first window.
    static func _startFromEnvironment() {
        guard ProcessInfo.processInfo.environment["WAYKIT_SPEECH"] == "on", !shared.isRunning else { return }
        shared.start()
    }

    // MARK: The cursor

    /// Puts the cursor on `element`, outlines it and says it.
    func move(to element: UIResponder, interrupting: Bool = true) {
        AccessibilityCenter.shared.setFocusedElement(element)
        updateRing()
        say(SpokenDescription.of(element), interrupting: interrupting)
    }

    func updateRing() {
        guard let element = cursor, let window = touchWindows.first(where: { $0.windowScene === AccessibilityCenter.window(of: element)?.windowScene }) ?? touchWindows.first else {
            ring.show(around: nil, in: nil)
            return
        }
        ring.show(around: element.accessibilityFrame, in: window)
    }

    func say(_ text: String, interrupting: Bool = true) {
        guard !text.isEmpty else { return }
        if isPaused { isPaused = false; synthesizer.resume() }
        synthesizer.speak(SpokenDescription.cut(text), interrupting: interrupting)
    }

    /// Says an announcement after what is being said, and posts
    /// `announcementDidFinishNotification` when the synthesizer tells how
    /// it ended (spoken, or cut off by what came next).
    func announce(_ text: String) {
        guard !text.isEmpty else { return }
        if isPaused { isPaused = false; synthesizer.resume() }
        let id = nextAnnouncement
        nextAnnouncement &+= 1
        announcements[id] = text
        synthesizer.speak(SpokenDescription.cut(text), interrupting: false) { [weak self] spoken in
            self?.announcementFinished(id, spoken: spoken)
        }
    }

    func announcementFinished(_ id: Int, spoken: Bool) {
        guard let text = announcements.removeValue(forKey: id) else { return }
        NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: nil, userInfo: [
            UIAccessibility.announcementStringValueUserInfoKey: text,
            UIAccessibility.announcementWasSuccessfulUserInfoKey: spoken,
        ])
    }

    /// Announcements whose synthesizer goes away (replaced, or the mode
    /// stopped) will not be told of again: they did not finish.
    func abandonAnnouncements() {
        for id in announcements.keys.sorted() { announcementFinished(id, spoken: false) }
    }

    // MARK: Events from the app

    public func accessibilityEvent(_ event: AccessibilityEvent) {
        switch event {
        case .notification(let n, let argument):
            switch n {
            case .announcement:
                if let text = (argument as? String) ?? (argument as? NSAttributedString)?.string { announce(text) }
            case .screenChanged, .layoutChanged:
                if let element = argument as? UIResponder { move(to: element, interrupting: n == .screenChanged) }
                else if let text = argument as? String { say(text) }
                else if n == .screenChanged || !(cursor.map(isReachable) ?? false),
                        let first = AccessibilityHierarchy.orderedElements().first {
                    move(to: first, interrupting: n == .screenChanged)
                } else {
                    updateRing()
                }
            case .pageScrolled:
                if let text = argument as? String { say(text) }
            case .pauseAssistiveTechnology:
                synthesizer.pause()
            case .resumeAssistiveTechnology:
                synthesizer.resume()
            default:
                break
            }
        case .valueChanged(let object):
            // The focused slider's new value is said (after a swipe up).
            if object === cursor, let value = object.accessibilityValue { say(value) }
        default:
            break
        }
    }

    func isReachable(_ element: UIResponder) -> Bool {
        AccessibilityHierarchy.orderedElements().contains { $0 === element }
    }
}
