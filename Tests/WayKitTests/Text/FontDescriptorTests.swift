import Foundation
import Testing
@testable import WayKit

/// U3: `UIFontDescriptor` and the `UIFont` API around it: traits, weights,
/// designs, feature settings and names.
@MainActor
struct FontDescriptorTests {
    @Test("U3: withSymbolicTraits makes bold, italic and monospaced fonts, and symbolicTraits reads them back")
    func symbolicTraits() throws {
        let body = UIFont.systemFont(ofSize: 15)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let boldFont = UIFont(descriptor: bold, size: 0)
        #expect(boldFont.weight == .bold && boldFont.pointSize == 15 && !boldFont.isItalic)
        #expect(bold.symbolicTraits.contains(.traitBold))
        let both = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: both, size: 20).isItalic && UIFont(descriptor: both, size: 20).pointSize == 20)
        #expect(both.symbolicTraits == [.traitBold, .traitItalic])
        // Traits replace the old ones: bold italic to italic only.
        let italic = try #require(both.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0).weight == .regular)
        let mono = try #require(body.fontDescriptor.withSymbolicTraits(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 0).familyName == "monospace")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitBold)
    }

    @Test("U3: designs map to fontconfig families, attributes give family, size, weight and features")
    func designsAndAttributes() throws {
        let d = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(UIFont(descriptor: try #require(d.withDesign(.monospaced)), size: 0).familyName == "monospace")
        #expect(UIFont(descriptor: try #require(d.withDesign(.serif)), size: 0).familyName == "serif")
        #expect(UIFont(descriptor: try #require(d.withDesign(.rounded)), size: 0)._familyName == nil)
        #expect(UIFont(descriptor: try #require(d.withDesign(.default)), size: 0)._familyName == nil)
        // A named family has no system designs.
        #expect(UIFontDescriptor(name: "DejaVu Serif", size: 12).withDesign(.rounded) == nil)

        let heavy = d.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy.rawValue]])
        #expect(UIFont(descriptor: heavy, size: 0).weight == .heavy)
        let family = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .size: 21])
        let f = UIFont(descriptor: family, size: 0)
        #expect(f.familyName == "DejaVu Serif" && f.pointSize == 21)
        #expect(family.pointSize == 21 && family.fontAttributes[.family] as? String == "DejaVu Serif")
        #expect(UIFontDescriptor(name: "DejaVuSans-BoldOblique", size: 9).symbolicTraits == [.traitBold, .traitItalic])

        // Core Text's number spacing feature, as apps write it.
        let tabular = d.addingAttributes([.featureSettings: [[
            UIFontDescriptor.FeatureKey.featureIdentifier: kNumberSpacingType,
            UIFontDescriptor.FeatureKey.typeIdentifier: kMonospacedNumbersSelector,
        ]]])
        #expect(UIFont(descriptor: tabular, size: 0)._monospacedDigits)
        #expect(!UIFont.systemFont(ofSize: 17)._monospacedDigits)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .medium)
        #expect(digits._monospacedDigits && digits.weight == .medium)
        #expect(digits.fontDescriptor.fontAttributes[.featureSettings] != nil)
        #expect(digits != UIFont.systemFont(ofSize: 14, weight: .medium))
        // withSize keeps the digits.
        #expect(digits.withSize(30)._monospacedDigits && digits.withSize(30).pointSize == 30)
    }

    @Test("U3: preferredFontDescriptor(withTextStyle:) is the text style's font, and a bold variant keeps following Dynamic Type")
    func preferredDescriptor() throws {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(d.pointSize == 17)
        let bold = UIFont(descriptor: try #require(d.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.weight == .bold && bold.pointSize == 17 && bold._textStyle == .body)
        var ax = UITraitCollection()
        ax.preferredContentSizeCategory = .accessibilityMedium
        let adjusted = bold._adjusted(to: ax)
        #expect(adjusted.pointSize == 28 && adjusted.weight == .bold)
        // withSize leaves Dynamic Type, as UIKit's.
        #expect(bold.withSize(12)._textStyle == nil)
    }

    @Test("U3: font names, family names, weights and metrics (capHeight, xHeight, leading)")
    func namesAndMetrics() {
        let f = UIFont.systemFont(ofSize: 20)
        #expect(f.familyName == "System Font")
        #expect(UIFont.boldSystemFont(ofSize: 20).fontName.hasSuffix("-Bold"))
        #expect(f.capHeight > 0 && f.capHeight < f.ascender)
        #expect(f.xHeight > 0 && f.xHeight < f.capHeight)
        // Whole pixels at 1× when a renderer measures: within a point of the extents.
        #expect(f.lineHeight >= f.ascender - f.descender - 1)
        #expect(f.leading >= 0)
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.openTypeWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }
}
