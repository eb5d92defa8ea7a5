import Foundation

/// The clipboard (K6), in process until the Wayland data device lands.
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()
    public var string: String?
    public var hasStrings: Bool { string != nil }
    public func requestString(_ completion: @escaping @MainActor (String?) -> Void) { completion(string) }
}
