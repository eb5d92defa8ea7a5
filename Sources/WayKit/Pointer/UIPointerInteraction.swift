import Foundation

/// An object a view carries to take part in something: WayKit has pointer
/// interactions (UIKit's protocol, for `addInteraction`).
@MainActor
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

/// Supplies the pointer's style over a view (D2).
@MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The style over `region`; nil for the system pointer.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

/// Lets a view choose what the pointer looks like over it (iPadOS 13.4):
///
///     label.addInteraction(UIPointerInteraction(delegate: self))
///     func pointerInteraction(_ i: UIPointerInteraction, styleFor r: UIPointerRegion) -> UIPointerStyle? {
///         UIPointerStyle(shape: .verticalBeam(length: 20))
///     }
///
/// The innermost view under the pointer with an enabled interaction decides.
@MainActor
public final class UIPointerInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public weak var delegate: UIPointerInteractionDelegate?
    public var isEnabled = true

    public init(delegate: UIPointerInteractionDelegate?) { self.delegate = delegate }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    /// The pointer's style over `view` now: the delegate's, or the system's.
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
}
