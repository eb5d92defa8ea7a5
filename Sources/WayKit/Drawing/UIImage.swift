import Foundation

/// An immutable bitmap: premultiplied a8r8g8b8 pixels (native byte order) with a
/// scale, so a 2× image of 40×40 pixels is 20×20 points.
///
/// Decoding goes through the registered ``ImageCoding`` (libpng, registered by
/// WayKitRender); a file or data it can't read gives nil, never a crash.
public final class UIImage: Sendable {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// `pixelWidth * pixelHeight * 4` bytes, premultiplied, rows packed.
    public let pixels: [UInt8]
    public let scale: CGFloat

    /// Size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Wraps pixels already decoded; nil when the byte count doesn't match.
    public init?(pixelWidth: Int, pixelHeight: Int, pixels: [UInt8], scale: CGFloat = 1) {
        guard pixelWidth > 0, pixelHeight > 0, pixels.count == pixelWidth * pixelHeight * 4,
              scale.isFinite, scale > 0 else { return nil }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pixels = pixels
        self.scale = scale
    }

    /// Decodes image data (PNG).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let decoded = RenderingServices.imageCoding?.decode(data) else { return nil }
        self.init(pixelWidth: decoded.width, pixelHeight: decoded.height, pixels: decoded.pixels, scale: scale)
    }

    /// Reads an image file. A name ending in "@2x" or "@3x" (before the
    /// extension) sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An image from the main bundle's resources (or, failing that, a path
    /// relative to the working directory): `name`, `name.png`, preferring the
    /// `@2x` variant as UIKit does on a 2× screen.
    public convenience init?(named name: String) {
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let stem = hasExtension ? (name as NSString).deletingPathExtension : name
        let ext = hasExtension ? (name as NSString).pathExtension : "png"
        var candidates: [String] = []
        for variant in [stem + "@2x", stem] {
            if let p = Bundle.main.path(forResource: variant, ofType: ext) { candidates.append(p) }
        }
        candidates += [stem + "@2x." + ext, stem + "." + ext]
        for path in candidates where FileManager.default.fileExists(atPath: path) {
            self.init(contentsOfFile: path)
            return
        }
        return nil
    }

    /// A solid-colour image (a convenience for tests and placeholders).
    public convenience init?(color: UIColor, size: CGSize, scale: CGFloat = 1) {
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
        RenderingServices.imageCoding?.encodePNG(width: pixelWidth, height: pixelHeight, pixels: pixels)
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
