import Foundation

extension UIImage {
    /// A symbol by its SF Symbols name (U5), drawn from the Material Icons
    /// font (docs/rendering.md, "Images"): the most used names, listed in
    /// `Images/Symbols/symbols.tsv`. An unknown name gives nil, as iOS does;
    /// so does a known one when the icon font is not installed (logged
    /// once). Symbol images are templates: a view draws them in its
    /// `tintColor`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let made = UIImage._symbol(name, configuration: configuration as? SymbolConfiguration ?? .unspecified,
                                         traits: configuration?.traitCollection) else { return nil }
        self.init(bitmap: made.bitmap, scale: made.scale, attributes: made.attributes)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        guard let made = UIImage._symbol(name, configuration: .unspecified, traits: traitCollection) else { return nil }
        self.init(bitmap: made.bitmap, scale: made.scale, attributes: made.attributes)
    }

    /// The names `init(systemName:)` knows.
    public static var _knownSymbolNames: Set<String> { Set(SymbolTable.codepoints.keys) }

    /// The same symbol drawn with `configuration` put over its own; an image
    /// that is not a symbol is returned as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
    }

    /// The same symbol with `configuration` put over its own; nil when the
    /// image is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage, let name = _symbolName else { return nil }
        let merged = (symbolConfiguration ?? .unspecified).applying(configuration)
        guard let made = UIImage._symbol(name, configuration: merged, traits: merged.traitCollection) else { return nil }
        var a = made.attributes
        a.renderingMode = renderingMode
        a.tintColor = _tintColor
        return UIImage(bitmap: made.bitmap, scale: made.scale, attributes: a)
    }

    /// The configuration, for a symbol its symbol configuration.
    public var configuration: Configuration? { symbolConfiguration }

    static func _symbol(_ name: String, configuration: SymbolConfiguration,
                        traits: UITraitCollection?) -> ImageLookup.Found? {
        guard let codepoint = SymbolTable.codepoints[name] else { return nil }
        guard let renderer = RenderingServices.symbolRendering, renderer.isAvailable else {
            ImageLog.once("symbols", "WayKit: UIImage(systemName:) gives nil: the symbol font (fonts-material-design-icons-iconfont) is not installed")
            return nil
        }
        let displayScale = traits.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? ImageFiles.screenScale
        let scale = max(1, min(4, displayScale))
        let side = configuration.resolvedPointSize * configuration.sideRatio
        let pixels = max(1, Int((side * scale).rounded()))
        let bitmap = _ImageBitmap(width: pixels, height: pixels,
                                  source: .symbol(codepoint: codepoint, weight: configuration.resolvedWeight))
        var attributes = Attributes()
        attributes.isSymbol = true
        attributes.symbolConfiguration = configuration
        attributes.symbolName = name
        return ImageLookup.Found(bitmap: bitmap, scale: scale, attributes: attributes)
    }
}
