import Foundation
import Synchronization

/// The folders `UIImage(named:)` and `UIColor(named:)` search.
enum ResourceBundles {
    /// `bundle`'s resources, or with no bundle the main bundle's and those of
    /// the SwiftPM resource bundles (`Package_Target.resources`) beside the
    /// executable, listed once, at the first lookup.
    static func directories(for bundle: Bundle?) -> [String] {
        if let bundle { return [bundle.resourcePath ?? bundle.bundlePath] }
        return defaultDirectories.withLock { cached in
            if let cached { return cached }
            let made = listDefault()
            cached = made
            return made
        }
    }

    private static let defaultDirectories = Mutex<[String]?>(nil)

    private static func listDefault() -> [String] {
        let main = Bundle.main.resourcePath ?? Bundle.main.bundlePath
        var result = [main]
        let beside = Bundle.main.bundlePath
        let names = (try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") {
            result.append((beside as NSString).appendingPathComponent(name))
        }
        return result
    }
}
