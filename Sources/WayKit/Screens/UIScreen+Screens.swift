import Foundation

/// Several screens (issue 23): the connected screens and the notifications
/// of displays plugged in and out, as UIKit has them. A backend connects a
/// screen once it knows its mode (`_connect`) and disconnects it when the
/// display goes (`_disconnect`); the application then offers an external
/// display's scene session or ends it (UIApplication+Screens.swift).
extension UIScreen {
    /// Every connected screen, `main` first, the others in the order they
    /// connected. Without a backend, `[main]`.
    public static var screens: [UIScreen] {
        let main = UIScreen.main
        return [main] + _connected.filter { $0 !== main }
    }

    /// Posted with the screen as the object when a display is plugged in.
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted with the screen as the object when a display is unplugged,
    /// after the scenes shown only there were disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted with the screen as the object when its mode, scale or
    /// orientation changed.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    // MARK: Backend hooks

    /// The screens a backend connected, in order. Guarded by the main actor.
    private static var _connected: [UIScreen] = []

    /// Whether a backend connected this screen and has not disconnected it.
    public var _isConnected: Bool { UIScreen._connected.contains { $0 === self } }

    /// A display was plugged in (or found when the backend connected):
    /// joins `screens`, `didConnectNotification` is posted, and a launched
    /// app that runs scenes is offered an external display's scene for it.
    public static func _connect(_ screen: UIScreen) {
        guard !screen._isConnected else { return }
        _connected.append(screen)
        NotificationCenter.default.post(name: didConnectNotification, object: screen)
        UIApplication.shared._screenDidConnect(screen)
    }

    /// Takes `screen` out of `screens` without telling anyone: its backend
    /// closed the connection (the app is not told displays were unplugged).
    public static func _forget(_ screen: UIScreen) {
        _connected.removeAll { $0 === screen }
    }

    /// A display was unplugged: the scenes that were made for it are
    /// disconnected, the others on it move to the main screen, it leaves
    /// `screens` and `didDisconnectNotification` is posted.
    public static func _disconnect(_ screen: UIScreen) {
        guard screen._isConnected else { return }
        _connected.removeAll { $0 === screen }
        if main === screen {
            if let next = _connected.first { next._makeMain() } else { _resetMain() }
        }
        UIApplication.shared._screenDidDisconnect(screen)
        NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
    }
}
