import Foundation

/// One toplevel: a set of windows stacked by level (W1). Separate scenes are
/// separate toplevels that each receive their own input (W3).
///
/// A responder between its windows and the application, as in iOS 13 and
/// later (R3): an event a window passes on reaches the scene, then
/// `UIApplication.shared`.
///
/// A ``UIScene`` (V1): scenes the application connects through the app
/// delegate's `configurationForConnecting` have a delegate and a life
/// (UIApplication+Scenes.swift); one made with `UIWindowScene()` is shown
/// and hidden by whoever made it.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Every window of the scene, in the order they joined.
    public private(set) var windows: [UIWindow] = []
    /// The scene's size in points, as the compositor configured it.
    public var size: CGSize = CGSize(width: 800, height: 600)
    /// The backend object presenting the scene.
    public weak var host: UIWindowSceneHost?
    /// The screen a backend shows the scene on (`screen`); nil for
    /// `UIScreen.main`.
    public weak var _screen: UIScreen?
    /// The screen the scene is shown fullscreen on, when it was made for
    /// one (issue 23): an external display's scene, or one a backend was
    /// asked to show there. Nil for an ordinary scene.
    public weak var _fullscreenScreen: UIScreen?

    /// A scene outside the scene life (V1): connected at once, with a
    /// session of its own, shown by whoever made it.
    public init() {
        super.init(session: UISceneSession._standalone(), connectionOptions: UIScene.ConnectionOptions())
        activationState = .foregroundActive
        UIApplication.shared._connectedScenes.append(self)
    }

    init(registering: Bool) {
        super.init(session: UISceneSession._standalone(), connectionOptions: UIScene.ConnectionOptions())
        activationState = .foregroundActive
        if registering { UIApplication.shared._connectedScenes.append(self) }
    }

    /// A scene the application connects (V1); it joins the connected
    /// scenes when the application connects it.
    public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    override func _titleDidChange() { host?.sceneDidChange(self) }

    /// The visible windows front to back: highest level first, and among equal
    /// levels the one shown last first (H1).
    public var windowsFrontToBack: [UIWindow] {
        windows.filter { !$0.isHidden }.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel > $1.windowLevel : $0._shownOrder > $1._shownOrder
        }
    }

    /// The key window, if it belongs to this scene.
    public var keyWindow: UIWindow? {
        let key = UIApplication.shared.keyWindow
        return key?.windowScene === self ? key : nil
    }

    func _add(_ window: UIWindow) {
        if let old = window.windowScene, old !== self { old._remove(window) }
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window._setScene(self)
        _windowsDidChange()
    }

    func _remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        window._setScene(nil)
        UIApplication.shared._cancelTouches(in: window)
        _windowsDidChange()
    }

    func _windowsDidChange() { host?.sceneDidChange(self) }

    /// Hit-tests the scene's windows (H1): front to back, the first whose
    /// `hitTest` is non-nil gets the touch. `point` is in scene coordinates.
    public func hitTest(_ point: CGPoint, with event: UIEvent?) -> (UIWindow, UIView)? {
        _hitTest(point, with: event, simulated: false)
    }

    /// `simulated`: a touch the accessibility layer makes (an activation's
    /// tap, a pass-through), which the speech mode's touch window lets
    /// through to the app (Y3).
    func _hitTest(_ point: CGPoint, with event: UIEvent?, simulated: Bool) -> (UIWindow, UIView)? {
        for window in windowsFrontToBack {
            if simulated, window is SpeechTouchWindow { continue }
            let p = window._convertFromSuperview(point)
            if let view = window._tracedHitTest(p, with: event) { return (window, view) }
        }
        return nil
    }
}

/// The backend object that presents a scene (a toplevel), told when its windows,
/// their levels or visibility change.
@preconcurrency @MainActor
public protocol UIWindowSceneHost: AnyObject {
    func sceneDidChange(_ scene: UIWindowScene)
    /// Whether the host shows windows with a `_popupPresentation` as popups
    /// of the toplevel (D6); when false, menus are drawn inside the scene.
    var _presentsPopups: Bool { get }
}

extension UIWindowSceneHost {
    public var _presentsPopups: Bool { false }
}
