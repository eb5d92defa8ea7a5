import Foundation

/// A view that shows an image, placed per `contentMode`.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            // Decode now on another core, not when the first frame draws (U5).
            image?._bitmap.prefetch()
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { setNeedsDisplay() } }
    }
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image` (UIKit's `init(image:)`).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        image?._bitmap.prefetch()  // an initializer's assignment runs no didSet
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size; none without an image (UIKit's).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Draws the image placed by `contentMode`: template images (and
    /// symbols) filled with `tintColor`, `.automatic` images as they are
    /// (U5). A resizable image stretched to its rectangle keeps its caps.
    open override func draw(_ rect: CGRect) {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown else { return }
        shown._forDrawing(tintColor: tintColor, automaticIsTemplate: false)
            .draw(in: UIImageView.rect(for: shown.size, in: bounds, contentMode: contentMode))
    }

    /// Where an image of `size` goes in `bounds` for `mode`.
    public static func rect(for size: CGSize, in bounds: CGRect, contentMode mode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let w = size.width, h = size.height
            var x = bounds.midX - w / 2, y = bounds.midY - h / 2
            switch mode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: break
            }
            switch mode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: break
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
