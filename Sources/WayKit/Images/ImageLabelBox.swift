import Foundation

/// A UIImage's settable accessibility label, guarded by its lock: images are
/// `Sendable` and may be read on the decoding queue while the app sets it.
final class _ImageLabelBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?  // guarded by `lock`

    var value: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
