import Foundation

/// The application: the end of the responder chain (before its delegate), the
/// owner of windows and scenes, and the one entry point for input (E1).
///
/// Input arrives through ``handleTouchFrame(_:in:)``, ``handlePointerFrame(_:in:)``
/// and ``handleKey(_:)``; each becomes a `UIEvent` processed on the main actor
/// strictly in arrival order.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application. Replaced only by ``_resetShared(clock:)`` (tests).
    public private(set) static var shared = UIApplication(clock: EventClock(.monotonic))

    /// The application delegate. Held strongly: on Linux nothing else keeps it.
    public var delegate: UIApplicationDelegate?

    /// The one source of time (G13).
    public private(set) var clock: EventClock

    weak var _keyWindow: UIWindow? {
        didSet { if _keyWindow !== oldValue { _textInputFocusMayHaveChanged() } }
    }
    /// Keyboards and input methods (UIApplication+TextInput.swift).
    var _textInputObservers: [WeakTextInputObserver] = []
    var _lastTextInputFocus: ObjectIdentifier?
    /// When WayKit shows its own on-screen keyboard (K5).
    public var onScreenKeyboardPolicy: UIOnScreenKeyboardPolicy = .automatic {
        didSet { if onScreenKeyboardPolicy != oldValue { _onScreenKeyboardConditionsChanged() } }
    }
    /// Set by a backend while the compositor's input method serves the key
    /// window (text-input-v3 `enter` … `leave`): the automatic on-screen
    /// keyboard stays away then.
    public var _hasPlatformInputMethod = false {
        didSet { if _hasPlatformInputMethod != oldValue { _onScreenKeyboardConditionsChanged() } }
    }
    /// WayKit's on-screen keyboard, made when a text responder first takes
    /// focus (Keyboard/UIApplication+OnScreenKeyboard.swift).
    var _onScreenKeyboard: OnScreenKeyboardController?
    var _connectedScenes: [UIWindowScene] = []
    /// The text size (U3), read from the environment on first use.
    var _contentSizeCategory: UIContentSizeCategory?
    /// The scene life (V1): the app's state, the backend, what was logged
    /// (UIApplication+Scenes.swift, UIApplication+Launch.swift).
    let _lifecycle = ApplicationLifecycle()
    private var _defaultSceneStorage: UIWindowScene?
    private var _shownCounter: UInt64 = 0

    /// Events not yet processed, oldest first (E1).
    var _queue: [PendingInput] = []
    private var _isDraining = false

    let _delivery = TouchDelivery()
    /// Running view animations (A1), sampled by the frame clock.
    let _animations = AnimationEngine()
    /// The one frame clock display links and animations run from (A3).
    public private(set) lazy var frameClock = FrameClock(animations: _animations)
    /// Key presses currently down, by key code (one `UIPress` from down to up).
    var _downPresses: [KeyInput.PhysicalKey: UIPress] = [:]
    /// Keys down whose press a key command took (K4), to run it on repeats
    /// and swallow the release.
    var _commandKeys: [KeyInput.PhysicalKey: UIKeyCommand] = [:]
    /// The last input's time on the event clock, and who waits for its
    /// absence (Idle/IdleObservation.swift).
    var _lastInputTime: TimeInterval = 0
    var _idleObservations: [IdleObservation] = []
    /// The backend's idle notification (the compositor's), if it has one.
    public weak var _idleNotificationPlatform: _IdleNotificationPlatform?
    /// Keys the focus system took when they went down (Y4): their repeats
    /// move focus again and their releases reach no responder.
    var _focusKeys: Set<KeyInput.PhysicalKey> = []
    let _pointer = PointerTranslator()
    /// Work for an idle moment (UIApplication+IdleWork.swift), oldest first.
    var _idleWork: [@MainActor () -> Void] = []
    /// What the text input warm-up has already run (TextInputWarmUp.swift).
    let _textInputWarmUp = TextInputWarmUp()
    /// `UIPasteboard.general` and `.primarySelection` (K6).
    let _pasteboards = Pasteboards()
    /// Hover of pens (D4), apart from the mouse's: a pen coming and going
    /// must not end the mouse's hover or press, nor change the cursor.
    let _stylusHover = PointerTranslator(isStylus: true)

    init(clock: EventClock) {
        self.clock = clock
        super.init()
    }

    /// Starts over with a fresh application on `clock`: no windows, scenes,
    /// touches or timers. For tests (the headless backend calls it) — not for
    /// apps.
    public static func _resetShared(clock: EventClock = EventClock(.manual(start: 0))) {
        shared = UIApplication(clock: clock)
        // A new app: views of an earlier one that slid or were layers when
        // it ended count for nothing now (fast scrolling is off while any
        // view is rasterized).
        UIView._rasterizedViewCount = 0
        UIView._hostLayerCount = 0
    }

    // MARK: Windows and scenes

    /// The scenes (toplevels), in the order they were created.
    public var connectedScenes: [UIWindowScene] { _connectedScenes }

    /// The scene windows join unless given another (the first toplevel).
    public var defaultScene: UIWindowScene { _defaultScene }

    var _defaultScene: UIWindowScene {
        if let scene = _defaultSceneStorage { return scene }
        let scene = UIWindowScene(registering: false)
        _connectedScenes.insert(scene, at: 0)
        _defaultSceneStorage = scene
        return scene
    }

    /// All windows of all scenes, back to front.
    public var windows: [UIWindow] {
        _connectedScenes.flatMap { $0.windows }.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel < $1.windowLevel : $0._shownOrder < $1._shownOrder
        }
    }

    /// The window that receives key presses (W2).
    public var keyWindow: UIWindow? { _keyWindow }

    /// Whether the screen must stay on (no blanking, no lock) while the app
    /// is shown: kiosks, a video, a navigation app (D7). The Wayland backend
    /// holds an idle inhibitor on each of its toplevels while it is true.
    public var isIdleTimerDisabled = false {
        didSet { if isIdleTimerDisabled != oldValue { _onIdleTimerChange?() } }
    }
    /// The backend's hook for the cursor the view under the pointer asks for
    /// (D2: pointer interactions, buttons).
    public var _onPointerCursorChange: (@MainActor (UIPointerCursorShape) -> Void)?
    /// The backend's hook for ``isIdleTimerDisabled``.
    public var _onIdleTimerChange: (@MainActor () -> Void)?

    func _nextShownOrder() -> UInt64 {
        _shownCounter += 1
        return _shownCounter
    }

    // MARK: Responder chain

    /// R3: the application's next responder is its delegate when that is a
    /// responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Events

    /// Dispatches an event to the windows it concerns. Override to observe every
    /// event; call `super` to keep them flowing.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            for window in _delivery.windows(of: event) { window.sendEvent(event) }
        case .presses:
            // R7: to the window the press began in (the key window then).
            let began = (event as? UIPressesEvent)?._presses.first?.window
            (began ?? keyWindow)?.sendEvent(event)
        default:
            break
        }
    }

    enum PendingInput {
        case touches(TouchFrame, UIWindowScene?)
        case pointer(PointerFrame, UIWindowScene?)
        case key(KeyInput)
        /// The touches of a scene (all when nil), of the types given (all
        /// when nil).
        case cancelTouches(UIWindowScene?, TimeInterval, Set<UITouch.TouchType>?)
        case cancelWindowTouches(UIWindow, TimeInterval)
    }

    /// Queues `input` and processes the queue unless it is being processed
    /// already (an action that synthesizes input must not overtake older
    /// input, E1).
    func _enqueue(_ input: PendingInput) {
        _queue.append(input)
        guard !_isDraining else { return }
        _isDraining = true
        defer { _isDraining = false }
        var i = 0
        while i < _queue.count {
            let next = _queue[i]
            i += 1
            _process(next)
        }
        _queue.removeAll(keepingCapacity: true)
    }

    private func _process(_ input: PendingInput) {
        switch input {
        case .touches(let frame, _) where frame.points.contains(where: { $0.id > Int.min / 4 }):
            _noteInput(at: frame.timestamp)
        case .pointer(let frame, _):
            _noteInput(at: frame.timestamp)
        case .key(let key):
            _noteInput(at: key.timestamp)
        default:
            break
        }
        switch input {
        case .touches(let frame, let scene):
            // A touch event carries one phase per touch: a frame in which an
            // id changes twice (began and ended: a quick tap) is delivered as
            // consecutive events, in order (F2, whatever the backend sends).
            // Y4: a finger (not the accessibility layer's simulated one,
            // whose ids are far below any backend's) hides keyboard focus.
            if frame.points.contains(where: { $0.phase == .began && $0.id > Int.min / 4 }) {
                UIFocusSystem._main._touchBegan()
            }
            // Y3: the speech mode's start gesture is listened for on every
            // real touch, passively (delivery goes on as always).
            SpeechStartGesture.shared.observe(frame)
            for part in frame._splitByRepeatedIDs() {
                _delivery.process(part, in: scene ?? _defaultScene)
            }
        case .pointer(let frame, let scene):
            if frame.stylus != nil {
                _stylusHover.process(frame, in: scene ?? _defaultScene)
            } else {
                _pointer.process(frame, in: scene ?? _defaultScene)
            }
        case .key(let key):
            _processKey(key)
        case .cancelTouches(let scene, let time, let types):
            _delivery.cancelAll(in: scene, types: types, timestamp: time)
            if types?.contains(.indirectPointer) ?? true { _pointer.reset(scene) }
            if types?.contains(.pencil) ?? true { _stylusHover.reset(scene) }
        case .cancelWindowTouches(let window, let time):
            _delivery.cancelTouches(in: window, timestamp: time)
        }
    }

    /// A window went away or was hidden: its touches are cancelled (E7) once
    /// the event being delivered is done, never in the middle of it (E1: the
    /// cancel is an event of its own, queued after the current one).
    func _cancelTouches(in window: UIWindow) {
        _enqueue(.cancelWindowTouches(window, clock.now))
    }
}
