import Foundation

/// An element that is not a view: a part of a view's drawing that assistive
/// technologies should treat as its own thing (Y1). A container returns it
/// from `accessibilityElements`.
///
/// UIKit makes it an `NSObject`; here it is a `UIResponder` (with no next
/// responder), the root WayKit's accessibility properties are declared on.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that returns this element; held weakly, as in
    /// UIKit, since the container owns its elements.
    open weak var accessibilityContainer: AnyObject?

    /// Called when the speech mode or AT-SPI activates the element; the
    /// built-in segmented control's segments use it.
    var _onActivate: (() -> Bool)?

    public init(accessibilityContainer container: Any) {
        self.accessibilityContainer = container as AnyObject
        super.init()
        isAccessibilityElement = true
    }

    /// The frame in the container view's coordinates; it follows the
    /// container when that moves. Setting it replaces `accessibilityFrame`.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { _usesContainerSpace = true }
    }
    private var _usesContainerSpace = false

    /// The frame from ``accessibilityFrameInContainerSpace``, once set.
    var _frameFromContainer: CGRect {
        guard _usesContainerSpace, let view = _containerView else { return .zero }
        return view._accessibilityScreenRect(accessibilityFrameInContainerSpace)
    }

    /// The nearest view among the containers.
    var _containerView: UIView? {
        var container: AnyObject? = accessibilityContainer
        var hops = 0
        while let c = container, hops < 64 {
            if let view = c as? UIView { return view }
            container = (c as? UIAccessibilityElement)?.accessibilityContainer
            hops += 1
        }
        return nil
    }

    open override func accessibilityActivate() -> Bool {
        _onActivate?() ?? false
    }
}
