import Foundation
import Testing
import WayKit

/// U5: images from files, data, bundles and asset catalogs, before any
/// backend exists. The files are this test target's resources
/// (Tests/WayKitTests/Images/Resources), reached through `Bundle.module`.
@MainActor
@Suite("U5 image loading")
struct ImageLoadingTests {
    /// B, G, R, A of the pixel at (x, y).
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let o = (y * image.pixelWidth + x) * 4
        return image.pixels[o..<(o + 4)].map(Int.init)
    }

    static func near(_ a: [Int], _ b: [Int], by tolerance: Int = 12) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("U5: a JPEG from Bundle.module decodes with its colours (libjpeg-turbo)")
    func jpegColours() throws {
        let image = try #require(UIImage(named: "quadrants.jpg", in: .module, compatibleWith: nil))
        #expect(image.size == CGSize(width: 32, height: 32))
        #expect(image.scale == 1)
        // Quadrants: red, green / blue, white; B, G, R, A order.
        #expect(Self.near(Self.pixel(image, 8, 8), [30, 30, 230, 255]))
        #expect(Self.near(Self.pixel(image, 24, 8), [60, 200, 30, 255]))
        #expect(Self.near(Self.pixel(image, 8, 24), [220, 40, 20, 255]))
        #expect(Self.near(Self.pixel(image, 24, 24), [255, 255, 255, 255]))
    }

    @Test("U5: an image is sized from its header and decoded only when first needed")
    func lazyDecoding() throws {
        let url = try #require(Bundle.module.url(forResource: "quadrants", withExtension: "jpg"))
        let data = try Data(contentsOf: url)
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(!image._bitmap._isDecoded)
        #expect(image.pixels.count == 32 * 32 * 4)
        #expect(image._bitmap._isDecoded)
        // Data that is no image gives nil, a truncated image too.
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: data.prefix(3)) == nil)
    }

    @Test("U5: an image given to an image view decodes on another thread before the first frame")
    func decodesOffTheMainThread() async throws {
        let url = try #require(Bundle.module.url(forResource: "quadrants", withExtension: "jpg"))
        let image = try #require(UIImage(data: try Data(contentsOf: url)))
        #expect(!image._bitmap._isDecoded)
        let view = UIImageView(image: image)
        #expect(view.image === image)
        // Nothing on the main thread reads the pixels; the decode queue does.
        for _ in 0..<200 where !image._bitmap._isDecoded { try await Task.sleep(for: .milliseconds(10)) }
        #expect(image._bitmap._isDecoded)
    }

    @Test("U5: @2x and @3x files are chosen by the display scale")
    func scaleVariants() throws {
        let expected: [(CGFloat, [Int])] = [(1, [0, 0, 255, 255]), (2, [0, 255, 0, 255]), (3, [255, 0, 0, 255])]
        for (scale, colour) in expected {
            let image = try #require(UIImage(named: "badge", in: .module,
                                             compatibleWith: UITraitCollection(displayScale: scale)))
            #expect(image.scale == scale)
            #expect(image.size == CGSize(width: 10, height: 10))
            #expect(Self.pixel(image, 1, 1) == colour)
        }
        // The headless screen is 1×.
        #expect(UIImage(named: "badge", in: .module, compatibleWith: nil)?.scale == 1)
        #expect(UIImage(named: "no-such-image", in: .module, compatibleWith: nil) == nil)
        // A file's own name says its scale.
        let path = try #require(Bundle.module.path(forResource: "badge@2x", ofType: "png"))
        #expect(UIImage(contentsOfFile: path)?.scale == 2)
    }

    @Test("U5: an asset catalog's image sets, by scale, namespace and template intent")
    func assetCatalogImages() throws {
        let one = try #require(UIImage(named: "Logo", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.pixelWidth == 8)
        #expect(Self.pixel(one, 0, 0) == [0, 0, 255, 255])
        let two = try #require(UIImage(named: "Logo", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.pixelWidth == 16 && two.size == CGSize(width: 8, height: 8))
        #expect(Self.pixel(two, 0, 0) == [255, 0, 0, 255])
        // The 3x slot has no file: the 2x one serves.
        #expect(UIImage(named: "Logo", in: .module, compatibleWith: UITraitCollection(displayScale: 3))?.scale == 2)
        #expect(UIImage(named: "Logo", in: .module, with: nil)?.renderingMode == .automatic)
        // A group that provides a namespace adds its name.
        #expect(UIImage(named: "Icons/Star", in: .module, compatibleWith: nil)?.size == CGSize(width: 6, height: 6))
        #expect(UIImage(named: "Star", in: .module, compatibleWith: nil) == nil)
        // "Render As: Template Image".
        #expect(UIImage(named: "Glyph", in: .module, compatibleWith: nil)?.renderingMode == .alwaysTemplate)
    }

    @Test("U5: an asset catalog is read when a name is first asked of it")
    func assetCatalogIsReadLazily() throws {
        let source = try #require(Bundle.module.path(forResource: "Assets", ofType: "xcassets"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-u5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets").path
        try FileManager.default.copyItem(atPath: source, toPath: catalog)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(!UIImage._isAssetCatalogIndexed(atPath: catalog))
        #expect(UIImage(named: "Logo", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage._isAssetCatalogIndexed(atPath: catalog))
        #expect(UIColor(named: "Brand", in: bundle, compatibleWith: nil) != nil)
    }

    @Test("U5: colour sets: UIColor(named:), floats, bytes and hex; a set with a dark colour is a dynamic colour (U4)")
    func colourSets() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(abs(brand.red - 0.8) < 1e-6 && abs(brand.green - 0.4) < 1e-6 && abs(brand.blue - 0.2) < 1e-6)
        #expect(brand.alpha == 1)
        let set = try #require(AssetColor.named("Brand", in: .module))
        // A set with a dark colour is a dynamic colour (U4): light by default.
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == set.any)
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == set.dark)
        let dark = try #require(set.dark)
        #expect(dark.red == 0 && abs(dark.green - 128.0 / 255) < 1e-6 && dark.blue == 1)
        var traits = UITraitCollection()
        traits.userInterfaceStyle = .dark
        #expect(UIColor(named: "Brand", in: .module, compatibleWith: traits) == dark)
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(accent.red == 1 && abs(accent.green - 128.0 / 255) < 1e-6 && accent.blue == 0 && accent.alpha == 0.5)
        #expect(AssetColor.named("Accent", in: .module)?.dark == nil)
        #expect(UIColor(named: "NoSuchColour", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test("U5: UIImage(), rendering modes, withTintColor and resizable images keep their bitmap")
    func derivedImages() throws {
        #expect(UIImage().size == .zero)
        let image = try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template._bitmap === image._bitmap)
        let tinted = template.withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysTemplate && tinted._tintColor == .red)
        #expect(image.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
                                             resizingMode: .stretch)
        #expect(resizable.capInsets == UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
        #expect(resizable.resizingMode == .stretch && resizable.size == image.size)
        #expect(image.resizableImage(withCapInsets: .zero).resizingMode == .tile)
        // Insets larger than the image are cut to fit.
        let cut = image.resizableImage(withCapInsets: UIEdgeInsets(top: 20, left: 0, bottom: 20, right: -4))
        #expect(cut.capInsets.top + cut.capInsets.bottom <= image.size.height && cut.capInsets.right == 0)
        // Two lookups of one file share its decoded bitmap.
        #expect(UIImage(named: "badge", in: .module, compatibleWith: nil)?._bitmap === image._bitmap)
    }

    @Test("U5: pngData and jpegData round-trip")
    func encoding() throws {
        let red = try #require(UIImage(color: .red, size: CGSize(width: 4, height: 4)))
        let png = try #require(red.pngData())
        #expect(UIImage(data: png)?.pixels == red.pixels)
        let jpeg = try #require(red.jpegData(compressionQuality: 0.9))
        let back = try #require(UIImage(data: jpeg))
        #expect(back.size == red.size)
        #expect(Self.near(Self.pixel(back, 1, 1), [0, 0, 255, 255], by: 8))
    }
}
