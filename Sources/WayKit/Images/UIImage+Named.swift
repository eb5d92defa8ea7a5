import Foundation

extension UIImage {
    /// An image by name (U5), looked for in this order:
    /// 1. the asset catalogs (`*.xcassets` folders, as Xcode writes them) of
    ///    the main bundle and of the SwiftPM resource bundles beside the
    ///    executable: an image set named `name`;
    /// 2. files in those bundles: `name@Nx.png` for the screen's scale first
    ///    (then the others), `name.png`; a name with an extension (`.jpg`)
    ///    is looked for with it;
    /// 3. the same files relative to the working directory.
    ///
    /// An app built with SwiftPM on Linux has its executable target's
    /// resources in `App_App.resources` beside the executable, not in the
    /// main bundle, which is why those bundles are searched too.
    public convenience init?(named name: String) {
        guard let found = ImageLookup.find(name, in: nil) else { return nil }
        self.init(bitmap: found.bitmap, scale: found.scale, attributes: found.attributes)
    }

    /// An image by name from `bundle` (nil: as `init(named:)`), such as a
    /// package's `Bundle.module`. The traits' display scale chooses among
    /// `@2x` and `@3x` when given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
        guard let found = ImageLookup.find(name, in: bundle, screenScale: scale) else { return nil }
        self.init(bitmap: found.bitmap, scale: found.scale, attributes: found.attributes)
    }

    /// An image by name from `bundle`, with a symbol configuration (iOS 13).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        let scale = configuration?.traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
        guard let found = ImageLookup.find(name, in: bundle, screenScale: scale) else { return nil }
        self.init(bitmap: found.bitmap, scale: found.scale, attributes: found.attributes)
    }
}

/// Where `UIImage(named:)` looks: asset catalogs first, then loose files.
enum ImageLookup {
    struct Found {
        var bitmap: _ImageBitmap
        var scale: CGFloat
        var attributes: UIImage.Attributes
    }

    static func find(_ name: String, in bundle: Bundle?, screenScale: CGFloat? = nil) -> Found? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        let scales = ImageFiles.preferredScales(for: screenScale ?? ImageFiles.screenScale)
        let directories = ResourceBundles.directories(for: bundle)
        for directory in directories {
            for catalog in AssetCatalog.catalogs(in: directory) {
                if let found = catalog.image(named: name, scales: scales) { return found }
            }
        }
        for directory in directories {
            if let found = file(name, in: directory, scales: scales) { return found }
        }
        // A path: absolute, or relative to the working directory.
        if bundle == nil {
            let directory = name.hasPrefix("/") ? "/" : FileManager.default.currentDirectoryPath
            return file(name, in: directory, scales: scales)
        }
        return nil
    }

    /// `name@3x.png`, `name@2x.png`, `name.png` in `directory`, by `scales`.
    static func file(_ name: String, in directory: String, scales: [Int]) -> Found? {
        let ns = name as NSString
        let ext = ns.pathExtension.isEmpty ? "png" : ns.pathExtension
        let stem = ns.pathExtension.isEmpty ? name : ns.deletingPathExtension
        for scale in scales {
            let file = scale == 1 ? "\(stem).\(ext)" : "\(stem)@\(scale)x.\(ext)"
            let path = (directory as NSString).appendingPathComponent(file)
            if let bitmap = ImageFiles.bitmap(atPath: path) {
                return Found(bitmap: bitmap, scale: CGFloat(scale), attributes: .init())
            }
        }
        return nil
    }
}

extension UIImage {
    /// Whether the asset catalog at `path` has been indexed: catalogs are
    /// read at the first name asked of them, not before (tests).
    public static func _isAssetCatalogIndexed(atPath path: String) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        return AssetCatalog.catalogs(in: directory).first { $0.path == path }?._isIndexed ?? false
    }
}
