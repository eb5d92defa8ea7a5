import Dispatch
import Foundation
import Synchronization

/// The pixels behind one or more `UIImage`s: an image and the images made
/// from it (`withRenderingMode`, `withTintColor`, `resizableImage`) share one
/// bitmap, so it is decoded once and the renderer keeps one copy of it.
///
/// A bitmap knows its pixel size from the start (from the file's header, or
/// the symbol's box) and makes its pixels on first use: decoding goes through
/// `RenderingServices.imageCoding`, symbols through
/// `RenderingServices.symbolRendering`. So an image can be made before any
/// renderer exists (U5), and decoding a large JPEG starts on another thread
/// when the image is given to a view that will show it (``prefetch()``),
/// while the main thread builds the rest of the first screen. An image made
/// and never shown is never decoded.
///
/// Thread safety: `state` is guarded by its mutex, which is also held while
/// decoding, so a draw that needs the pixels while a prefetch decodes them
/// waits for that decode instead of doing a second one.
public final class _ImageBitmap: Sendable {
    enum Source: Sendable {
        case encoded(Data)
        case symbol(codepoint: UInt32, weight: UIImage.SymbolWeight)
    }

    private enum State {
        case pending(Source)
        case ready(_PixelStorage)
    }

    public let pixelWidth: Int
    public let pixelHeight: Int
    private let state: Mutex<State>

    /// Pixels already decoded (premultiplied a8r8g8b8, rows packed).
    init(width: Int, height: Int, pixels: [UInt8]) {
        pixelWidth = width; pixelHeight = height
        state = Mutex(.ready(_PixelStorage(pixels)))
    }

    /// Pixels made on first use.
    init(width: Int, height: Int, source: Source) {
        pixelWidth = width; pixelHeight = height
        state = Mutex(.pending(source))
    }

    /// Whether the pixels have been made (tests of lazy loading).
    public var _isDecoded: Bool {
        state.withLock { if case .ready = $0 { return true } else { return false } }
    }

    /// The pixels, made now if they were not yet. An image whose data turns
    /// out not to decode is transparent (logged once), never a crash. Without
    /// a registered decoder the answer is transparent too, but not kept, so
    /// the image decodes once a renderer registers one.
    /// A copy of the pixels as an array (tests, encoders); the renderer
    /// reads ``storage`` in place.
    public var pixels: [UInt8] { storage.bytes }

    /// The pixels in memory of their own, which a renderer may wrap without
    /// copying them (pixman reads them in place); made now if they were not.
    public var storage: _PixelStorage {
        state.withLock { state -> _PixelStorage in
            switch state {
            case .ready(let p):
                return p
            case .pending(let source):
                guard let made = make(source) else { return _PixelStorage(blank) }
                // Copied into their own memory here, on the decoding thread,
                // not by the frame that first draws them.
                let stored = _PixelStorage(made)
                state = .ready(stored)
                return stored
            }
        }
    }

    private var blank: [UInt8] { [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4) }

    private func make(_ source: Source) -> [UInt8]? {
        switch source {
        case .encoded(let data):
            guard let coder = RenderingServices.imageCoding else { return nil }
            guard let d = coder.decode(data), d.width == pixelWidth, d.height == pixelHeight,
                  d.pixels.count == pixelWidth * pixelHeight * 4 else {
                ImageLog.once("undecodable", "WayKit: an image's data could not be decoded; it draws as transparent")
                return blank
            }
            return d.pixels
        case .symbol(let codepoint, let weight):
            guard let renderer = RenderingServices.symbolRendering else { return nil }
            let p = renderer.renderSymbol(codepoint: codepoint, width: pixelWidth, height: pixelHeight,
                                          weight: weight)
            return p?.count == pixelWidth * pixelHeight * 4 ? p : blank
        }
    }

    /// Starts decoding on a background queue when a decoder is registered,
    /// so that the first frame finds the pixels ready or nearly so.
    func prefetch() {
        guard RenderingServices.imageCoding != nil, !_isDecoded else { return }
        _ImageBitmap.decodeQueue.async { _ = self.pixels }
    }

    /// One queue: a screen of images decodes on one other core, leaving the
    /// other to the main thread.
    static let decodeQueue = DispatchQueue(label: "waykit.image-decode", qos: .userInitiated)
}
