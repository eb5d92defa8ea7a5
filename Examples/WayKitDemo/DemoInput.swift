import Foundation
import WayKit

/// What the input phases share: finding a view by its accessibility
/// identifier, and announcing a tap on it for the script to inject through
/// the compositor (`input tap X Y NAME`, screen coordinates).
@MainActor
enum DemoInput {
    static func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
        for sub in view.subviews { if let v = find(identifier, in: sub) { return v } }
        return nil
    }

    static func announceTap(_ identifier: String, in window: UIWindow) {
        guard let v = find(identifier, in: window) else {
            say("waykit-demo: input test: no view \(identifier)")
            return
        }
        let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
        let o = window.frame.origin
        say("waykit-demo: input tap \(Int(p.x + o.x)) \(Int(p.y + o.y)) \(identifier)")
    }
}
