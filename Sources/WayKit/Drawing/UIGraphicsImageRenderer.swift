import Foundation

/// UIKit's image renderer: draws what its closure draws into a new image,
/// through the same renderer that draws views (the closure records into a
/// `CGContext`, which a view of the image's size replays while the
/// renderer takes its snapshot). Nil-free as UIKit's: without a renderer
/// (no backend and no WayKitRender linked) the image is empty.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    public let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        self.size = CGSize(width: clean(size.width), height: clean(size.height))
        self.format = format
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draw.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        guard size.width > 0, size.height > 0 else { return UIImage() }
        let canvas = _ReplayView(frame: CGRect(origin: .zero, size: size), operations: context.cgContext)
        canvas.backgroundColor = format.opaque ? .white : nil
        return RenderingServices.viewSnapshot?(canvas, format.scale) ?? UIImage()
    }

    /// The drawn image as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The drawn image as JPEG data.
    public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }

    /// A view that draws the recorded operations.
    private final class _ReplayView: UIView {
        let recorded: CGContext
        init(frame: CGRect, operations: CGContext) {
            recorded = operations
            super.init(frame: frame)
        }
        override func draw(_ rect: CGRect) {
            UIGraphicsGetCurrentContext()?._append(recorded)
        }
    }
}

/// The format of a renderer's image: its scale (the main screen's by
/// default) and whether it is opaque.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    public var scale: CGFloat
    public var opaque = false
    public var preferredRange: Range = .automatic
    public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }

    public init() { scale = 1 }
    @MainActor public static func `default`() -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = UIScreen.main.scale
        return f
    }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's closure draws with.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    public let cgContext = CGContext()
    public let format: UIGraphicsImageRendererFormat
    init(format: UIGraphicsImageRendererFormat) { self.format = format }
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
