import Foundation
import Synchronization

/// Text measuring for views that size themselves to their text (`UILabel`).
/// WayKitRender registers the real one (FreeType and HarfBuzz); the core stays
/// free of C libraries.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size in points `text` needs; `maxWidth` nil means one unbounded
    /// line per paragraph. `numberOfLines` 0 means no limit.
    func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize
    func metrics(of font: UIFont) -> FontMetrics
    func hasFont(familyNamed name: String) -> Bool
}

/// Image decoding and encoding for `UIImage`. WayKitRender registers libpng.
public protocol ImageCoding: Sendable {
    /// Premultiplied a8r8g8b8 pixels, rows packed; nil when `data` is not an
    /// image this coder reads.
    func decode(_ data: Data) -> (width: Int, height: Int, pixels: [UInt8])?
    func encodePNG(width: Int, height: Int, pixels: [UInt8]) -> Data?
}

/// Where the core finds the services a renderer provides.
public enum RenderingServices {
    /// - Important: main actor only.
    @MainActor public static var text: (any TextMeasuring)?

    // Guarded by the mutex: images may be decoded on any thread.
    private static let _imageCoding = Mutex<(any ImageCoding)?>(nil)

    public static var imageCoding: (any ImageCoding)? {
        get { _imageCoding.withLock { $0 } }
        set { _imageCoding.withLock { $0 = newValue } }
    }
}
