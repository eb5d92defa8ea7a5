import Foundation

extension UIApplication {
    /// The keys of the options dictionary UIKit passes to
    /// `application(_:open:options:)`, UIKit's names and raw values (U1).
    ///
    /// WayKit has no URL-opening service yet (Wayland has no standard way for
    /// another program to hand a URL to a running app), so nothing calls
    /// `application(_:open:options:)` and the method is not part of
    /// `UIApplicationDelegate`; the type is here so an app delegate that
    /// implements the method compiles.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }
}
