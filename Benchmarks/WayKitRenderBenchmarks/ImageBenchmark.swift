import CPixman
import Foundation
import WayKit
import WayKitRender

/// U5's speed note: a first screen holding a photo (a 1600×1200 JPEG) with
/// the 100-button kiosk around it, made and drawn from scratch, timed from
/// the image's creation to the end of the first full frame. Two ways:
/// - shown by a `UIImageView`, which starts decoding on the decode queue as
///   soon as it is given the image (what WayKit does);
/// - drawn by a custom view's `draw(_:)`, where nothing asks for the pixels
///   before the frame does, so the frame decodes it on the main thread.
///
///     swift run -c release WayKitRenderBenchmarks image [rounds]
@MainActor
func runImageBenchmark(rounds: Int) {
    let w = 1600, h = 1200
    var px = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            let o = (y * w + x) * 4
            px[o] = UInt8((x * 7 + y * 3) & 0xFF); px[o + 1] = UInt8((x ^ y) & 0xFF); px[o + 2] = UInt8((y * 5) & 0xFF)
        }
    }
    guard let jpeg = try? JPEGCodec.encode(px, width: w, height: h, quality: 85) else { print("cannot encode"); return }
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: 1920, height: 1080), let base = buffer.data else { return }
    let pb = PixelBuffer(base: base, width: 1920, height: 1080, stride: buffer.stride)
    let renderer = PixmanRenderer()

    final class PhotoView: UIView {
        var photo: UIImage?
        override func draw(_ rect: CGRect) { photo?.draw(in: bounds) }
    }

    func firstFrame(prefetching: Bool) -> Double {
        let copy = Data(jpeg)  // a new bitmap each round
        return milliseconds {
            guard let image = UIImage(data: copy) else { return }
            let (window, _) = makeKiosk()
            let frame = CGRect(x: 660, y: 290, width: 600, height: 450)
            if prefetching {
                let view = UIImageView(frame: frame)
                view.image = image
                window.addSubview(view)
            } else {
                let view = PhotoView(frame: frame)
                view.photo = image
                window.addSubview(view)
            }
            window.layoutIfNeededForDisplay()
            _ = renderer.render(window, into: pb, scale: 1, damage: nil)
        }
    }

    let decode = (0..<5).map { _ in milliseconds { _ = try? JPEGCodec.decode(jpeg) } }
    _ = firstFrame(prefetching: true); _ = firstFrame(prefetching: false)  // fonts, glyphs, code warm
    var shown: [Double] = [], drawn: [Double] = []
    for _ in 0..<rounds {
        shown.append(firstFrame(prefetching: true))
        drawn.append(firstFrame(prefetching: false))
    }
    print("U5 first frame with a \(w)×\(h) JPEG (\(jpeg.count / 1024) KiB) and 100 buttons, 1920×1080")
    print("  decoding alone:                       \(summary(decode))")
    print("  UIImageView (decode queue):           \(summary(shown))")
    print("  draw(_:) only (decoded by the frame): \(summary(drawn))")
}
