import Foundation
import WayKit

/// Registers WayKitRender's text measuring (FreeType/HarfBuzz/fontconfig) and
/// image coding (libpng) with the core, so `UILabel.sizeThatFits`,
/// `UIFont(name:size:)` and `UIImage(data:)` work. `PixmanRenderer` calls this
/// when it is created; apps that measure text before that can call it first.
public enum RenderServices {
    @MainActor public static func install() {
        if !(RenderingServices.text is TextMeasurer) {
            RenderingServices.text = TextMeasurer(TextSystem.shared)
        }
        if RenderingServices.imageCoding == nil {
            RenderingServices.imageCoding = PNGImageCoder()
        }
    }
}

/// `TextMeasuring` over a `TextSystem`.
@MainActor
final class TextMeasurer: TextMeasuring {
    let system: TextSystem

    init(_ system: TextSystem) { self.system = system }

    func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize {
        let style = TextStyle(font: font, alignment: .natural, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let s = system.measure(text, style: style, maxWidth: maxWidth.map(Double.init))
        return CGSize(width: s.width, height: s.height)
    }

    func metrics(of font: UIFont) -> FontMetrics {
        guard let face = system.primaryFace(FontSpec(font), scale: 1) else {
            return FontMetrics(ascender: font.pointSize * 0.93, descender: -font.pointSize * 0.24,
                               lineHeight: font.pointSize * 1.17)
        }
        // Whole pixels at 1×, as layout places baselines, so that a label's
        // measured height is exactly its lines times `lineHeight`.
        return FontMetrics(ascender: face.ascender.rounded(), descender: face.descender, lineHeight: face.lineHeight.rounded())
    }

    func hasFont(familyNamed name: String) -> Bool {
        system.hasFamily(name)
    }
}

/// `ImageCoding` over libpng.
struct PNGImageCoder: ImageCoding {
    func decode(_ data: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard let p = try? PNGCodec.decode(data) else { return nil }
        return (p.width, p.height, p.bytes)
    }

    func encodePNG(width: Int, height: Int, pixels: [UInt8]) -> Data? {
        guard pixels.count == width * height * 4 else { return nil }
        return pixels.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { try? PNGCodec.encode($0, width: width, height: height, stride: width * 4) }
        }
    }
}
