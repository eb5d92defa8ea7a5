import Foundation
import Testing
import WayKit
import WayKitTesting

/// A view that logs its touches the way the seeds' sample views do: it
/// handles them (no `super`) and notes each call in a shared log.
@MainActor
class LoggingView: UIView {
    var log: [String] = []
    var forward = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(_traceName) began \(touches.count)")
        if forward { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(_traceName) moved \(touches.count)")
        if forward { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(_traceName) ended \(touches.count)")
        if forward { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(_traceName) cancelled \(touches.count)")
        if forward { super.touchesCancelled(touches, with: event) }
    }
}

// The seeds' class names, so traces print as their logs do.
final class AView: LoggingView {}
final class BView: LoggingView {}
final class CView: LoggingView {}
final class EView: LoggingView {}
final class FView: LoggingView {}

/// A window on a fresh headless application, shown and key.
@MainActor
func makeWindow(_ backend: HeadlessBackend, level: UIWindow.Level = .normal) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.windowLevel = level
    window.makeKeyAndVisible()
    return window
}

extension DeliveryTrace {
    /// The trace in the seeds' Objective-C log format, for the views named.
    func objcLines(only names: Set<String>) -> [String] {
        entries.compactMap { entry in
            switch entry {
            case .hitTest(let v, _) where names.contains(v): return "-[\(v) hitTest:withEvent:]"
            case .pointInside(let v, _) where names.contains(v): return "-[\(v) pointInside:withEvent:]"
            case .responder(let v, let m) where names.contains(v): return "-[\(v) \(m.rawValue):withEvent:]"
            default: return nil
            }
        }
    }
}
