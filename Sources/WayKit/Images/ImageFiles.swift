import Foundation
import Synchronization

/// Image files on disk: reading one into a bitmap, sharing the bitmap of a
/// file already loaded, and the scale a file's name declares.
enum ImageFiles {
    private final class WeakBitmap: @unchecked Sendable {
        // Written once at init; read under `cache`'s lock.
        weak var value: _ImageBitmap?
        init(_ v: _ImageBitmap) { value = v }
    }

    /// Bitmaps by path, held weakly: two `UIImage(named:)` of one file share
    /// one decoded bitmap while either lives, as UIKit's image cache does.
    private static let cache = Mutex<[String: WeakBitmap]>([:])

    static func bitmap(atPath path: String) -> _ImageBitmap? {
        if let b = cache.withLock({ $0[path]?.value }) { return b }
        guard let data = FileManager.default.contents(atPath: path), let header = ImageHeader.read(data) else {
            return nil
        }
        let bitmap = _ImageBitmap(width: header.width, height: header.height, source: .encoded(data))
        cache.withLock { entries in
            if entries.count > 256 { entries = entries.filter { $0.value.value != nil } }
            entries[path] = WeakBitmap(bitmap)
        }
        return bitmap
    }

    /// 3 for "name@3x.png", 2 for "name@2x.png", else 1.
    static func scale(ofPath path: String) -> CGFloat {
        var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let tilde = stem.firstIndex(of: "~") { stem = String(stem[..<tilde]) }  // name@2x~ipad
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }

    /// The scales to look for, best first: the screen's, then larger ones
    /// (drawn down, sharp), then smaller ones (drawn up).
    static func preferredScales(for screenScale: CGFloat) -> [Int] {
        let s = max(1, min(3, Int(screenScale.rounded(.up))))
        return [s] + (1...3).filter { $0 > s } + (1...3).filter { $0 < s }.reversed()
    }

    /// The main screen's scale, readable from any thread: `UIImage(named:)`
    /// may be called off the main thread, as in UIKit. Read from `UIScreen`
    /// when on the main thread, else the last value read there.
    static var screenScale: CGFloat {
        if Thread.isMainThread {
            let s = MainActor.assumeIsolated { UIScreen.main.scale }
            lastScreenScale.withLock { $0 = s }
            return s
        }
        return lastScreenScale.withLock { $0 }
    }

    private static let lastScreenScale = Mutex<CGFloat>(1)
}
