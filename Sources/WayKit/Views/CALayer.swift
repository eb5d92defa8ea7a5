import Foundation

/// The layer-style properties of a view that UIKit code sets through
/// `view.layer`: corner radius, border, masking. WayKit has no separate layer
/// tree; a layer belongs to exactly one view and changing it redraws that view.
@preconcurrency @MainActor
public final class CALayer {
    public private(set) weak var delegate: UIView?

    init(view: UIView) { delegate = view }

    public var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { delegate?._willChangeAnimatable(.cornerRadius) } }
        didSet { if cornerRadius != oldValue { delegate?.setNeedsDisplay() } }
    }
    public var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { delegate?._willChangeAnimatable(.borderWidth) } }
        didSet { if borderWidth != oldValue { delegate?.setNeedsDisplay() } }
    }
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        willSet { if newValue != borderColor { delegate?._willChangeAnimatable(.borderColor) } }
        didSet { if borderColor != oldValue { delegate?.setNeedsDisplay() } }
    }
    /// The same switch as the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? false }
        set { delegate?.clipsToBounds = newValue }
    }
    /// The same value as the view's `alpha`.
    public var opacity: Float {
        get { Float(delegate?.alpha ?? 1) }
        set { delegate?.alpha = CGFloat(newValue) }
    }
}
