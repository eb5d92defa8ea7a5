import Foundation
import Synchronization

/// An asset catalog as Xcode writes it: a `Name.xcassets` folder of
/// `Name.imageset` and `Name.colorset` folders (in groups, which add their
/// name to the assets' names when they "provide namespace"), each with a
/// `Contents.json` saying which files or components it holds (U5).
///
/// Read lazily: the folders next to a bundle's resources are listed at the
/// first lookup in that bundle, and a catalog's index (names to folders) is
/// built at the first name asked of it; a set's `Contents.json` is read when
/// that set is asked for. Nothing here is compiled (`actool`'s `Assets.car`
/// is Apple's format); vector images (PDF, SVG) are not read.
final class AssetCatalog: Sendable {
    let path: String
    private let index = Mutex<Index?>(nil)

    private struct Index {
        var images: [String: String] = [:]
        var colors: [String: String] = [:]
    }

    init(path: String) { self.path = path }

    // MARK: Catalogs in a folder

    private static let byDirectory = Mutex<[String: [AssetCatalog]]>([:])

    /// The catalogs directly inside `directory`, listed once.
    static func catalogs(in directory: String) -> [AssetCatalog] {
        byDirectory.withLock { cache in
            if let known = cache[directory] { return known }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let found = names.sorted().filter { $0.hasSuffix(".xcassets") }.map {
                AssetCatalog(path: (directory as NSString).appendingPathComponent($0))
            }
            cache[directory] = found
            return found
        }
    }

    /// Whether the index has been built (tests of lazy reading).
    var _isIndexed: Bool { index.withLock { $0 != nil } }

    // MARK: Lookups

    func image(named name: String, scales: [Int]) -> ImageLookup.Found? {
        guard let folder = lookup({ $0.images[name] }) else { return nil }
        guard let contents = AssetCatalog.json(at: folder) else { return nil }
        let entries = (contents["images"] as? [[String: Any]]) ?? []
        let usable = entries.filter { entry in
            guard entry["filename"] is String else { return false }
            return !AssetCatalog.isDark(entry)
        }
        var attributes = UIImage.Attributes()
        if let properties = contents["properties"] as? [String: Any],
           let intent = properties["template-rendering-intent"] as? String {
            attributes.renderingMode = intent == "template" ? .alwaysTemplate : intent == "original" ? .alwaysOriginal : .automatic
        }
        for scale in scales {
            let candidates = usable.filter { AssetCatalog.scale(of: $0) == scale }
                .sorted { AssetCatalog.idiomRank($0) < AssetCatalog.idiomRank($1) }
            for entry in candidates {
                guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
                if let bitmap = ImageFiles.bitmap(atPath: (folder as NSString).appendingPathComponent(file)) {
                    return ImageLookup.Found(bitmap: bitmap, scale: CGFloat(scale), attributes: attributes)
                }
            }
        }
        return nil
    }

    /// A colour set: its colour for any appearance and, when the set has
    /// one, for the dark appearance.
    func color(named name: String) -> AssetColor? {
        guard let folder = lookup({ $0.colors[name] }), let contents = AssetCatalog.json(at: folder),
              let entries = contents["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?, dark: UIColor?
        for entry in entries.sorted(by: { AssetCatalog.idiomRank($0) < AssetCatalog.idiomRank($1) }) {
            guard let spec = entry["color"] as? [String: Any], let color = AssetColor.parse(spec) else { continue }
            if AssetCatalog.isDark(entry) {
                if dark == nil { dark = color }
            } else if AssetCatalog.hasAppearance(entry) {
                continue  // high contrast and other variants: not chosen
            } else if light == nil {
                light = color
            }
        }
        guard let light else { return nil }
        return AssetColor(any: light, dark: dark)
    }

    private func lookup(_ pick: (Index) -> String?) -> String? {
        index.withLock { index in
            if index == nil { index = AssetCatalog.buildIndex(path) }
            return index.flatMap(pick)
        }
    }

    // MARK: Reading

    private static func buildIndex(_ root: String) -> Index {
        var index = Index()
        func walk(_ folder: String, prefix: String, depth: Int) {
            guard depth < 16 else { return }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() {
                let full = (folder as NSString).appendingPathComponent(name)
                let ext = (name as NSString).pathExtension
                let base = prefix + (name as NSString).deletingPathExtension
                switch ext {
                case "imageset": if index.images[base] == nil { index.images[base] = full }
                case "colorset": if index.colors[base] == nil { index.colors[base] = full }
                case "":
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
                          isDirectory.boolValue else { continue }
                    let properties = json(at: full)?["properties"] as? [String: Any]
                    let namespaced = properties?["provides-namespace"] as? Bool ?? false
                    walk(full, prefix: namespaced ? prefix + name + "/" : prefix, depth: depth + 1)
                default: continue
                }
            }
        }
        walk(root, prefix: "", depth: 0)
        return index
    }

    static func json(at folder: String) -> [String: Any]? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file), data.count < 4 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func scale(of entry: [String: Any]) -> Int {
        switch entry["scale"] as? String {
        case "2x": return 2
        case "3x": return 3
        default: return 1
        }
    }

    /// Universal first, then the pad's (WayKit's idiom), then the phone's.
    private static func idiomRank(_ entry: [String: Any]) -> Int {
        switch entry["idiom"] as? String {
        case "universal", nil: return 0
        case "ipad": return 1
        case "iphone": return 2
        default: return 3
        }
    }

    private static func hasAppearance(_ entry: [String: Any]) -> Bool {
        !((entry["appearances"] as? [[String: Any]]) ?? []).isEmpty
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).contains {
            $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
        }
    }
}
