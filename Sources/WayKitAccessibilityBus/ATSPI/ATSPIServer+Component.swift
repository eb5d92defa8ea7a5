import Foundation
import WayKit

// org.a11y.atspi.Component: where an element is, what is at a point, and
// focus. A Wayland client does not know where its window is on the screen:
// screen coordinates are answered as window coordinates (the scene's, whose
// origin is the toplevel's corner), as GTK 4 does on Wayland.
extension ATSPIServer {
    /// AtspiCoordType.
    enum CoordType: UInt32 { case screen = 0, window, parent }

    func handleComponent(_ call: ATSPICall) {
        guard let object = call.object else { return call.unknownMethod(ATSPIInterface.component.rawValue) }
        let message = call.message
        switch call.member {
        case "GetExtents":
            guard call.expect("u"), let type = message.readUInt32() else { return }
            let frame = extents(of: object, CoordType(rawValue: type) ?? .window)
            call.reply { w in w.structure("iiii") { s in Self.append(frame, to: &s) } }
        case "GetPosition":
            guard call.expect("u"), let type = message.readUInt32() else { return }
            let frame = extents(of: object, CoordType(rawValue: type) ?? .window)
            call.reply { w in
                w.append(ATSPICall.int32(frame.minX))
                w.append(ATSPICall.int32(frame.minY))
            }
        case "GetSize":
            guard call.expect("") else { return }
            let frame = object.accessibilityFrame
            call.reply { w in
                w.append(ATSPICall.int32(frame.width))
                w.append(ATSPICall.int32(frame.height))
            }
        case "Contains":
            guard call.expect("iiu"), let x = message.readInt32(), let y = message.readInt32(),
                  let type = message.readUInt32() else { return }
            let point = scenePoint(x, y, CoordType(rawValue: type) ?? .window, relativeTo: object)
            call.reply(object.accessibilityFrame.contains(point))
        case "GetAccessibleAtPoint":
            guard call.expect("iiu"), let x = message.readInt32(), let y = message.readInt32(),
                  let type = message.readUInt32() else { return }
            let point = scenePoint(x, y, CoordType(rawValue: type) ?? .window, relativeTo: object)
            let hit = publishChildren(of: call.node).last { $0.accessibilityFrame.contains(point) }
            call.reply(hit.map { reference(to: $0) } ?? .null)
        case "GetLayer":
            guard call.expect("") else { return }
            // AtspiComponentLayer: WINDOW 7 for a window, WIDGET 3 inside.
            call.reply { $0.append(UInt32(object is UIWindow ? 7 : 3)) }
        case "GetMDIZOrder":
            guard call.expect("") else { return }
            call.reply { $0.append(Int16(0)) }
        case "GetAlpha":
            guard call.expect("") else { return }
            call.reply { $0.append(Double((object as? UIView)?.alpha ?? 1)) }
        case "GrabFocus":
            guard call.expect("") else { return }
            call.reply(true)
            grabFocus(object)
        case "ScrollTo":
            guard call.expect("u") else { return }
            call.reply(scrollToVisible(object))
        case "ScrollToPoint":
            guard call.expect("uii") else { return }
            call.reply(scrollToVisible(object))
        case "SetExtents", "SetPosition", "SetSize":
            // Elements are laid out by the app; a window's size is the compositor's.
            call.reply(false)
        default:
            call.unknownMethod(ATSPIInterface.component.rawValue)
        }
    }

    static func append(_ frame: CGRect, to w: inout BusMessageWriter) {
        w.append(ATSPICall.int32(frame.minX))
        w.append(ATSPICall.int32(frame.minY))
        w.append(ATSPICall.int32(frame.width))
        w.append(ATSPICall.int32(frame.height))
    }

    /// `object`'s frame in the coordinates asked for.
    func extents(of object: UIResponder, _ type: CoordType) -> CGRect {
        var frame = object.accessibilityFrame
        if type == .parent, let parent = ATSPITree.parent(of: object)?.object {
            let origin = parent.accessibilityFrame.origin
            frame.origin = CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y)
        }
        return frame
    }

    private func scenePoint(_ x: Int32, _ y: Int32, _ type: CoordType, relativeTo object: UIResponder) -> CGPoint {
        var point = CGPoint(x: CGFloat(x), y: CGFloat(y))
        if type == .parent, let parent = ATSPITree.parent(of: object)?.object {
            point.x += parent.accessibilityFrame.minX
            point.y += parent.accessibilityFrame.minY
        }
        return point
    }

    /// GrabFocus: a window becomes key; a responder that can take the
    /// keyboard focus takes it (a text field); anything else takes the
    /// assistive focus, as VoiceOver's cursor would. The focus events follow.
    func grabFocus(_ object: UIResponder) {
        if let window = object as? UIWindow {
            window.makeKey()
            return
        }
        if object.canBecomeFirstResponder {
            if let window = ATSPITree.window(of: object), !window.isKeyWindow { window.makeKey() }
            if AccessibilityCenter.shared.focusedElement != nil { AccessibilityCenter.shared.setFocusedElement(object) }
            if object.becomeFirstResponder() {
                focusMoved(to: object)
                return
            }
        }
        AccessibilityCenter.shared.setFocusedElement(object)
        focusMoved(to: object)
    }

    /// Scrolls the nearest scroll view around `object` to show it.
    private func scrollToVisible(_ object: UIResponder) -> Bool {
        guard let view = object as? UIView ?? (object as? UIAccessibilityElement)?.accessibilityContainer as? UIView else {
            return false
        }
        var above = view.superview
        while let candidate = above {
            if let scroll = candidate as? UIScrollView {
                scroll.scrollRectToVisible(view.convert(view.bounds, to: scroll), animated: false)
                return true
            }
            above = candidate.superview
        }
        return false
    }
}
