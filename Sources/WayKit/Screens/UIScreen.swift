import Foundation

/// A display the app's scenes are shown on: its size in points as the user
/// sees it, its size in pixels as the panel is built, its scale and the
/// interface's orientation on it (D5).
///
/// The Wayland backend keeps one per `wl_output` and updates it from the
/// output's current mode, scale and transform (and `xdg_output`'s logical
/// size, position and name where offered); `main` is the screen the app's
/// window was last shown on. Without a backend (headless tests) `main` is an
/// 800×600 landscape screen at scale 1.
///
/// Several screens (issue 23): `screens` lists every connected one, `main`
/// first; `didConnectNotification` and `didDisconnectNotification` are
/// posted with the screen as the object when a display is plugged in or
/// out (UIScreen+Screens.swift).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen the app's windows are on (the one a window entered last).
    public static var main: UIScreen { _main }
    private static var _main = UIScreen()

    /// The screen's rectangle in points, as the user sees it: width and
    /// height swap when the screen is turned a quarter (UIKit since iOS 8).
    public private(set) var bounds: CGRect
    /// The panel's rectangle in pixels as it is built; turning the screen
    /// does not change it.
    public private(set) var nativeBounds: CGRect
    /// Pixels per point.
    public private(set) var scale: CGFloat
    /// The orientation the interface shows in. A WayKit addition: UIKit
    /// reads it from the scene (`UIWindowScene.interfaceOrientation`), which
    /// here answers with its screen's.
    public private(set) var interfaceOrientation: UIInterfaceOrientation
    /// Called after a backend changed the screen's values (rotation, new
    /// mode or scale).
    public var _onChange: (() -> Void)?

    /// The output's name as the compositor gives it ("HDMI-A-1"), from
    /// `xdg_output.name` or `wl_output.name`; nil when it gives none. A
    /// WayKit addition: UIKit's screens have no names.
    public internal(set) var outputName: String?
    /// Where the screen sits in the compositor's space of all outputs, in
    /// points (`xdg_output.logical_position` and `logical_size`); nil when
    /// the compositor does not say. A WayKit addition.
    public internal(set) var logicalFrame: CGRect?

    public override init() {
        bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
        nativeBounds = bounds
        scale = 1
        interfaceOrientation = .landscapeRight
    }

    public var nativeScale: CGFloat { scale }

    /// The screen's traits: its scale.
    public var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }

    // MARK: Backend hooks

    /// Sets what a backend learnt: the panel's size in pixels as built, the
    /// scale, whether the picture is turned a quarter (so width and height of
    /// `bounds` swap) and the orientation. Values that are not positive and
    /// finite are ignored (the backend checks them first).
    public func _update(nativePixels: CGSize, scale: CGFloat, quarterTurned: Bool, orientation: UIInterfaceOrientation) {
        guard nativePixels.width.isFinite, nativePixels.height.isFinite, nativePixels.width > 0,
              nativePixels.height > 0, scale.isFinite, scale > 0 else { return }
        let points = CGSize(width: nativePixels.width / scale, height: nativePixels.height / scale)
        let newBounds = CGRect(x: 0, y: 0, width: quarterTurned ? points.height : points.width,
                               height: quarterTurned ? points.width : points.height)
        let newNative = CGRect(origin: .zero, size: nativePixels)
        guard newBounds != bounds || newNative != nativeBounds || scale != self.scale
              || orientation != interfaceOrientation else { return }
        bounds = newBounds
        nativeBounds = newNative
        self.scale = scale
        interfaceOrientation = orientation
        _onChange?()
        if _isConnected { NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self) }
    }

    /// Sets what the compositor says of the output beyond its mode: its name
    /// and its place among the outputs (both nil when unknown). A name is
    /// kept short by the backend.
    public func _update(outputName: String?, logicalFrame: CGRect?) {
        self.outputName = outputName
        if let f = logicalFrame, f.width.isFinite, f.height.isFinite, f.minX.isFinite, f.minY.isFinite,
           f.width > 0, f.height > 0 {
            self.logicalFrame = f
        } else {
            self.logicalFrame = nil
        }
    }

    /// Makes this screen `UIScreen.main`.
    public func _makeMain() { UIScreen._main = self }

    /// Puts a fresh default screen back as `main` (a backend going away).
    public static func _resetMain() { _main = UIScreen() }
}
