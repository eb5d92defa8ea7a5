import Foundation
import WayKit

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

    func size(of text: NSAttributedString, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize {
        let style = TextStyle(font: font, alignment: .natural, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let s = system.measure(AttributedText(text, font: font), style: style, maxWidth: maxWidth.map(Double.init))
        return CGSize(width: s.width, height: s.height)
    }

    func metrics(of font: UIFont) -> FontMetrics {
        guard let face = system.primaryFace(FontSpec(font), scale: 1) else {
            return FontMetrics(ascender: font.pointSize * 0.93, descender: -font.pointSize * 0.24,
                               lineHeight: font.pointSize * 1.17)
        }
        // Whole pixels at 1×, as layout places baselines, so that a label's
        // measured height is exactly its lines times `lineHeight`.
        let d = face.decorations
        return FontMetrics(ascender: face.ascender.rounded(), descender: face.descender, lineHeight: face.lineHeight.rounded(),
                           capHeight: d.capHeight, xHeight: d.xHeight)
    }

    func hasFont(familyNamed name: String) -> Bool {
        system.hasFamily(name)
    }

    func editingLayout(of text: String, font: UIFont, maxWidth: CGFloat?) -> (any TextLayoutInfo)? {
        // Wrapped by words, never truncated: every character has a caret place.
        let style = TextStyle(font: font, alignment: .natural, numberOfLines: 0,
                              lineBreakMode: maxWidth == nil ? .byClipping : .byWordWrapping)
        return EditingTextLayout(system.layout(text, style: style, maxWidth: maxWidth.map(Double.init), scale: 1))
    }

    func editingLayout(of text: NSAttributedString, font: UIFont, maxWidth: CGFloat?) -> (any TextLayoutInfo)? {
        let style = TextStyle(font: font, alignment: .natural, numberOfLines: 0,
                              lineBreakMode: maxWidth == nil ? .byClipping : .byWordWrapping)
        return EditingTextLayout(system.layout(AttributedText(text, font: font), style: style,
                                               maxWidth: maxWidth.map(Double.init), scale: 1))
    }

    func wordRanges(in text: String) -> [Range<Int>] {
        system.wordRanges(in: text)
    }

    func prepareText(_ text: String, width: CGFloat, parameters p: CGContext.TextParameters, scale: CGFloat) {
        // The layout the renderer's replay of `.text` asks for (PixmanRenderer+Replay).
        let style = TextStyle(font: p.font, alignment: p.alignment, numberOfLines: p.numberOfLines,
                              lineBreakMode: p.lineBreakMode)
        system.prepareGlyphs(of: system.layout(text, style: style, maxWidth: Double(width), scale: Double(scale)))
    }
}
