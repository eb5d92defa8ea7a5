import Foundation

/// An object a view carries to take part in something: WayKit has pointer
/// interactions (UIKit's protocol, for `addInteraction`).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// A region of a view the pointer is in.
public struct UIPointerRegion: Hashable, Sendable {
    public var rect: CGRect
    public var identifier: String?
    public init(rect: CGRect, identifier: String? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, asked of a pointer interaction's delegate as it
/// moves over the view (`regionFor:defaultRegion:`).
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
    /// The pointer, in the interaction's view's coordinates.
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags
    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// Lets a pointer interaction's delegate follow the pointer into and out of
/// a region. WayKit's cursor changes without an animation: animations run
/// at once, completions right after.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}


/// Supplies the pointer's style over a view (D2), by region.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in, asked as it moves over the view;
    /// `defaultRegion` is the view's bounds; nil: in no region (the system
    /// pointer).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style over `region`, asked when the pointer enters it; nil for
    /// the system pointer.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Lets a view choose what the pointer looks like over it (iPadOS 13.4):
///
///     label.addInteraction(UIPointerInteraction(delegate: self))
///     func pointerInteraction(_ i: UIPointerInteraction, styleFor r: UIPointerRegion) -> UIPointerStyle? {
///         UIPointerStyle(shape: .verticalBeam(length: 20))
///     }
///
/// The innermost view under the pointer with an enabled interaction decides.
@preconcurrency @MainActor
public final class UIPointerInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public weak var delegate: UIPointerInteractionDelegate?
    public var isEnabled = true

    public init(delegate: UIPointerInteractionDelegate?) { self.delegate = delegate }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    /// The region the pointer is in, and the style the delegate gave it
    /// when the pointer entered it (UIKit asks for a style once a region).
    private(set) var currentRegion: UIPointerRegion?
    private var currentStyle: UIPointerStyle?

    /// The pointer at `location` (view coordinates): asks the delegate for
    /// the region, and when it changed, tells it of the exit and the entry
    /// and asks for the new style. Returns the style to show.
    func pointerMoved(to location: CGPoint, in view: UIView, modifiers: UIKeyModifierFlags) -> UIPointerStyle {
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let region = delegate.map {
            $0.pointerInteraction(self, regionFor: UIPointerRegionRequest(location: location, modifiers: modifiers),
                                  defaultRegion: defaultRegion)
        } ?? defaultRegion
        if region != currentRegion {
            pointerLeft()
            if let region {
                let animator = ImmediateAnimator()
                delegate?.pointerInteraction(self, willEnter: region, animator: animator)
                currentRegion = region
                currentStyle = delegate?.pointerInteraction(self, styleFor: region) ?? .system()
                animator.run()
            }
        }
        return currentStyle ?? .system()
    }

    /// The pointer left the view (or the surface, or another view took it).
    func pointerLeft() {
        guard let old = currentRegion else { return }
        currentRegion = nil
        currentStyle = nil
        let animator = ImmediateAnimator()
        delegate?.pointerInteraction(self, willExit: old, animator: animator)
        animator.run()
    }

    /// The pointer's style over `view` with no pointer position (the
    /// region: the view's bounds).
    func style(in view: UIView) -> UIPointerStyle {
        delegate?.pointerInteraction(self, styleFor: UIPointerRegion(rect: view.bounds)) ?? .system()
    }
}

extension UIView {
    /// The view's interactions (pointer interactions), in the order added.
    public var interactions: [UIInteraction] {
        get { _interactions }
        set {
            for i in _interactions where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue where !_interactions.contains(where: { $0 === i }) { addInteraction(i) }
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard _interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// The cursor over this view, if it says: its pointer interaction's
    /// style, or a control's own (buttons: a pointing hand).
    func _pointerCursor() -> UIPointerCursorShape? {
        for case let i as UIPointerInteraction in _interactions where i.isEnabled {
            return i.style(in: self).cursor
        }
        return _defaultPointerCursor
    }

    /// The enabled pointer interaction that picks the cursor over this view.
    var _activePointerInteraction: UIPointerInteraction? {
        for case let i as UIPointerInteraction in _interactions where i.isEnabled { return i }
        return nil
    }
}
