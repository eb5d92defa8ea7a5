import Foundation

/// A view that shows an image, placed per `contentMode`.
@preconcurrency @MainActor
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
        didSet {
            highlightedImage?._bitmap.prefetch()
            if isHighlighted, highlightedImage !== oldValue { setNeedsDisplay() }
        }
    }
    /// A configuration put over a symbol image's own when it is shown (U5):
    /// its point size, weight and scale. Images that are not symbols ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            _configured = nil
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The last symbol drawn with the preferred configuration or at the
    /// window's scale, the image it was made from (held, so the identity
    /// check is sound) and that scale: drawing again reuses its bitmap
    /// instead of rendering the symbol anew.
    private var _configured: (source: UIImage, shown: UIImage, scale: CGFloat)?
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

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image.map { _shown($0).size } ?? .zero }

    /// The image's size; none without an image (UIKit's).
    open override var intrinsicContentSize: CGSize {
        image.map { _shown($0).size } ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// `image` as shown: a symbol with ``preferredSymbolConfiguration`` over
    /// its own, drawn at the window's display scale (a symbol made before
    /// its window was on a 2× screen would be drawn blurred).
    private func _shown(_ image: UIImage) -> UIImage {
        guard image.isSymbolImage else { return image }
        let scale = traitCollection.displayScale
        let rescales = scale > 0 && scale != image.scale
        guard preferredSymbolConfiguration != nil || rescales else { return image }
        if let c = _configured, c.source === image, c.scale == scale { return c.shown }
        var configuration = preferredSymbolConfiguration ?? .unspecified
        if scale > 0 { configuration = configuration.withTraitCollection(UITraitCollection(displayScale: scale)) }
        let shown = image.applyingSymbolConfiguration(configuration) ?? image
        _configured = (image, shown, scale)
        return shown
    }

    /// Draws the image placed by `contentMode`: template images (and
    /// symbols) filled with `tintColor`, `.automatic` images as they are
    /// (U5). A resizable image stretched to its rectangle keeps its caps.
    open override func draw(_ rect: CGRect) {
        guard let chosen = isHighlighted ? (highlightedImage ?? image) : image else { return }
        let shown = _shown(chosen)
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
