import Foundation

/// An immutable image: a bitmap of premultiplied a8r8g8b8 pixels (native
/// byte order) with a scale, so a 2× image of 40×40 pixels is 20×20 points,
/// and how it is drawn: its rendering mode (template or original), a tint of
/// its own, cap insets for stretching, and for symbols their configuration.
///
/// Images load before any renderer exists (U5): a file or data is checked
/// and sized from its header, and its pixels are decoded on first use, or
/// on a background queue from the moment it is given to an image view or a
/// button, through the registered ``ImageCoding``: libpng and libjpeg-turbo,
/// which WayKitRender registers before `main`. Data that isn't an image
/// gives nil, never a crash.
///
/// An `NSObject`, as in UIKit, so iOS code that compares images with `==`
/// (NSObject's `isEqual(_:)`, identity) or keeps them in sets compiles.
/// Every stored property is a `let` of a Sendable type and the one mutable
/// label sits in a locked box, so the class is Sendable as UIKit declares
/// it; the compiler cannot see through NSObject, hence `@unchecked`.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The pixels, shared with the images made from this one.
    public let _bitmap: _ImageBitmap
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// Stretching: the parts of the image outside these insets (points) keep
    /// their size when it is drawn larger (`resizableImage(withCapInsets:)`).
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    public let isSymbolImage: Bool
    /// The configuration a symbol image was made with.
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor` gave: drawn in it wherever the image goes.
    public let _tintColor: UIColor?
    /// A symbol's name, kept so that a new configuration can draw it again.
    let _symbolName: String?
    /// What assistive technologies call the image (Y1). An image is shared
    /// across threads, so the settable label sits in a locked box.
    private let _accessibilityLabelBox = _ImageLabelBox()

    /// The image's name for assistive technologies (Y1): an image view or a
    /// button showing it is read by this label. Symbol images without one
    /// are read by their name in words.
    public var accessibilityLabel: String? {
        get { _accessibilityLabelBox.value }
        set { _accessibilityLabelBox.value = newValue }
    }

    public var pixelWidth: Int { _bitmap.pixelWidth }
    public var pixelHeight: Int { _bitmap.pixelHeight }
    /// `pixelWidth * pixelHeight * 4` bytes, premultiplied, rows packed;
    /// decoded now if they were not yet.
    public var pixels: [UInt8] { _bitmap.pixels }

    /// Size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Always `.up`: EXIF orientation is not read.
    public var imageOrientation: Orientation { .up }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// The rest of the image's description; the initializers and `with…`
    /// methods fill it in.
    struct Attributes: Sendable {
        var renderingMode: RenderingMode = .automatic
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var isSymbol = false
        var symbolConfiguration: SymbolConfiguration?
        var tintColor: UIColor?
        var symbolName: String?
    }

    init(bitmap: _ImageBitmap, scale: CGFloat, attributes: Attributes = Attributes()) {
        _bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        renderingMode = attributes.renderingMode
        capInsets = attributes.capInsets
        resizingMode = attributes.resizingMode
        isSymbolImage = attributes.isSymbol
        symbolConfiguration = attributes.symbolConfiguration
        _tintColor = attributes.tintColor
        _symbolName = attributes.symbolName
        super.init()
    }

    var _attributes: Attributes {
        Attributes(renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode,
                   isSymbol: isSymbolImage, symbolConfiguration: symbolConfiguration, tintColor: _tintColor,
                   symbolName: _symbolName)
    }

    /// An empty image, zero by zero points (UIKit's `UIImage()`): draws nothing.
    public override convenience init() {
        self.init(bitmap: _ImageBitmap(width: 0, height: 0, pixels: []), scale: 1)
    }

    /// Wraps pixels already decoded; nil when the byte count doesn't match.
    public convenience init?(pixelWidth: Int, pixelHeight: Int, pixels: [UInt8], scale: CGFloat = 1) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 1 << 15, pixelHeight <= 1 << 15,
              pixels.count == pixelWidth * pixelHeight * 4, scale.isFinite, scale > 0 else { return nil }
        self.init(bitmap: _ImageBitmap(width: pixelWidth, height: pixelHeight, pixels: pixels), scale: scale)
    }

    /// Image data (PNG or JPEG), sized from its header now and decoded on
    /// first use; nil when the data is neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let header = ImageHeader.read(data), scale.isFinite, scale > 0 else { return nil }
        let bitmap = _ImageBitmap(width: header.width, height: header.height, source: .encoded(data))
        self.init(bitmap: bitmap, scale: scale)
    }

    /// Reads an image file. A name ending in "@2x" or "@3x" (before the
    /// extension) sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = ImageFiles.bitmap(atPath: path) else { return nil }
        self.init(bitmap: bitmap, scale: ImageFiles.scale(ofPath: path))
    }

    /// A solid-colour image (a convenience for tests and placeholders).
    public convenience init?(color: UIColor, size: CGSize, scale: CGFloat = 1) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0,
              size.width * scale < 32768, size.height * scale < 32768 else { return nil }
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0 else { return nil }
        func c(_ v: CGFloat) -> UInt8 { UInt8((v * color.alpha * 255).rounded()) }
        let px: [UInt8] = [c(color.blue), c(color.green), c(color.red), UInt8((color.alpha * 255).rounded())]
        var bytes = [UInt8]()
        bytes.reserveCapacity(w * h * 4)
        for _ in 0..<(w * h) { bytes += px }
        self.init(pixelWidth: w, pixelHeight: h, pixels: bytes, scale: scale)
    }

    /// The image as PNG, or nil without a registered coder.
    public func pngData() -> Data? {
        guard pixelWidth > 0 else { return nil }
        return RenderingServices.imageCoding?.encodePNG(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// The image as JPEG at `compressionQuality` (0 smallest, 1 best), or nil
    /// without a registered coder. Transparent parts come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard pixelWidth > 0, compressionQuality.isFinite else { return nil }
        let quality = Int((min(max(compressionQuality, 0), 1) * 100).rounded())
        return RenderingServices.imageCoding?.encodeJPEG(width: pixelWidth, height: pixelHeight, pixels: pixels,
                                                          quality: max(1, quality))
    }

    /// Draws the image into `rect` of the current context (in `draw(_:)`).
    @MainActor public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @MainActor public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
