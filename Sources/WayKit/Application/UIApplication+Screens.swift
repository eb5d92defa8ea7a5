import Foundation

/// Scenes for screens (issue 23), as iOS 13 and later give them: when a
/// display other than the main one connects, an app that runs scenes is
/// asked for a configuration for a session of role
/// `.windowExternalDisplayNonInteractive`; when it names a delegate class
/// (on iOS, Info.plist's entry for that role), that scene connects with the
/// new screen as its `screen`, and the backend shows it fullscreen there (a
/// customer display beside the operator's screen). When the display goes,
/// its scene disconnects; scenes of the app that were on it move to the
/// main screen, their touches in flight cancelled and their first
/// responders kept.
extension UIApplication {
    /// The backend connected `screen` (UIScreen+Screens.swift).
    func _screenDidConnect(_ screen: UIScreen) {
        guard _lifecycle.hasLaunched, !_lifecycle.hasTerminated else { return }
        _offerExternalDisplaySession(for: screen)
    }

    /// At launch: a session for each screen besides the main one.
    func _offerExternalDisplaySessions() {
        for screen in UIScreen.screens.dropFirst() { _offerExternalDisplaySession(for: screen) }
    }

    private func _offerExternalDisplaySession(for screen: UIScreen) {
        let lifecycle = _lifecycle
        guard lifecycle.usesScenes, let delegate, screen !== UIScreen.main,
              !_connectedScenes.contains(where: { $0.session.role == .windowExternalDisplayNonInteractive && $0._fullscreenScreen === screen })
        else { return }
        let role = UISceneSession.Role.windowExternalDisplayNonInteractive
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let options = UIScene.ConnectionOptions(screen: screen)
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        // iOS shows an external display's scene only when Info.plist has a
        // configuration for the role; here the configuration must be for
        // the role and name its delegate, or an app written for one screen
        // would find its whole interface copied onto the second.
        guard !configuration._isImplicit, configuration.role == role, configuration.delegateClass != nil else {
            lifecycle.log(once: "no external display configuration",
                          "a screen connected; configurationForConnecting gives no configuration with a delegateClass for .windowExternalDisplayNonInteractive, so the app shows nothing there")
            return
        }
        _connect(session, configuration: configuration, options: options)
    }

    /// The backend disconnected `screen`: its external display scenes are
    /// disconnected, their touches in flight cancelled;
    /// other scenes on it move to the main screen with their touches in
    /// flight cancelled (the panel they were on is gone) and keep their key
    /// window and first responder.
    func _screenDidDisconnect(_ screen: UIScreen) {
        let now = clock.now
        for scene in _connectedScenes where scene._screen === screen || scene._fullscreenScreen === screen {
            cancelAllTouches(in: scene, timestamp: now)
            if scene.session.role == .windowExternalDisplayNonInteractive, _lifecycle.sessions.contains(scene.session) {
                _sceneVisibilityChanged(scene, isVisible: false)
                _disconnect(scene)
            } else {
                scene._screen = nil
                scene._fullscreenScreen = nil
            }
        }
        if _lifecycle.hasLaunched, _lifecycle.sessions.isEmpty { _terminate() }
    }
}
