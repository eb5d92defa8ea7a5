import Foundation
import Synchronization

/// Text measuring for views that size themselves to their text (`UILabel`).
/// WayKitRender registers the real one (FreeType and HarfBuzz); the core stays
/// free of C libraries.
@preconcurrency @MainActor
public protocol TextMeasuring: AnyObject {
    /// The size in points `text` needs; `maxWidth` nil means one unbounded
    /// line per paragraph. `numberOfLines` 0 means no limit.
    func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize
    func metrics(of font: UIFont) -> FontMetrics
    func hasFont(familyNamed name: String) -> Bool
    /// The laid-out lines of `text` a text view edits (K1, K7): where each
    /// line's characters and carets are. `maxWidth` nil: one line per
    /// paragraph.
    func editingLayout(of text: String, font: UIFont, maxWidth: CGFloat?) -> (any TextLayoutInfo)?
    /// The words of `text` as UTF-16 ranges (UAX #29): what a double tap
    /// selects and a word move skips.
    func wordRanges(in text: String) -> [Range<Int>]
    /// Gets `text` ready to draw as `CGContext.drawText` with `parameters`
    /// in a box `width` points wide would draw it at `scale`: its layout
    /// kept where drawing finds it, its glyphs rendered into the glyph cache
    /// at every sub-pixel position. Draws nothing. Warm-ups call it while
    /// the app is idle, so that a first frame finds its text ready (the
    /// first character typed, the keyboard's captions after a shift).
    func prepareText(_ text: String, width: CGFloat, parameters: CGContext.TextParameters, scale: CGFloat)
    /// The size in points attributed text needs (U3); `font` stands in
    /// where the string has no `.font`.
    func size(of text: NSAttributedString, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize
    /// The laid-out lines of attributed text a text view edits (U3): lines
    /// as tall as their fonts, paragraphs aligned and indented by their
    /// styles. `font` stands in where the string has no `.font`.
    func editingLayout(of text: NSAttributedString, font: UIFont, maxWidth: CGFloat?) -> (any TextLayoutInfo)?
}

extension TextMeasuring {
    public func editingLayout(of text: String, font: UIFont, maxWidth: CGFloat?) -> (any TextLayoutInfo)? { nil }
    public func wordRanges(in text: String) -> [Range<Int>] { TextBoundaries.simpleWordRanges(in: text) }
    public func prepareText(_ text: String, width: CGFloat, parameters: CGContext.TextParameters, scale: CGFloat) {}
    public func size(of text: NSAttributedString, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                     lineBreakMode: NSLineBreakMode) -> CGSize {
        size(of: text.string, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
    public func editingLayout(of text: NSAttributedString, font: UIFont, maxWidth: CGFloat?) -> (any TextLayoutInfo)? {
        editingLayout(of: text.string, font: font, maxWidth: maxWidth)
    }
}

/// Laid-out text as a text view needs it: lines, their characters and the
/// caret's place, in points. Offsets are UTF-16 (K2).
@preconcurrency @MainActor
public protocol TextLayoutInfo: AnyObject {
    var lineCount: Int { get }
    /// Distance between baselines, and from a line's top to its baseline.
    var lineHeight: CGFloat { get }
    var ascender: CGFloat { get }
    /// The UTF-16 offsets a line shows, its trailing spaces included.
    func lineRange(_ line: Int) -> Range<Int>
    func lineWidth(_ line: Int) -> CGFloat
    func lineIsRightToLeft(_ line: Int) -> Bool
    /// The line the caret before `offset` is on and its x from the line's
    /// left edge (right-to-left runs put it on the character's right).
    func caretPosition(forUTF16Offset offset: Int) -> (line: Int, x: CGFloat)?
    /// Where `range`'s glyphs are drawn on `line`: one span of x (from the
    /// line's left edge) for each bidi run the range touches, left to right.
    /// Nil when the layout cannot tell (the caller then spans carets).
    func selectionSpans(onLine line: Int, range: Range<Int>) -> [ClosedRange<CGFloat>]?
    /// Where `line`'s top is below the text's top, and its height: lines of
    /// attributed text are as tall as their largest font (U3).
    func lineTop(_ line: Int) -> CGFloat
    func lineHeight(ofLine line: Int) -> CGFloat
    /// The height of all the lines.
    var textHeight: CGFloat { get }
    /// What a line's paragraph style keeps free at its leading and trailing
    /// ends, and the alignment it gives (nil: the view's).
    func lineInsets(_ line: Int) -> (leading: CGFloat, trailing: CGFloat, alignment: NSTextAlignment?)
}

extension TextLayoutInfo {
    public func selectionSpans(onLine line: Int, range: Range<Int>) -> [ClosedRange<CGFloat>]? { nil }
    public func lineTop(_ line: Int) -> CGFloat { CGFloat(line) * lineHeight }
    public func lineHeight(ofLine line: Int) -> CGFloat { lineHeight }
    public var textHeight: CGFloat { CGFloat(lineCount) * lineHeight }
    public func lineInsets(_ line: Int) -> (leading: CGFloat, trailing: CGFloat, alignment: NSTextAlignment?) {
        (0, 0, nil)
    }
}

/// Image decoding and encoding for `UIImage`. WayKitRender registers libpng
/// and libjpeg-turbo before `main` (U5). Called on any thread.
public protocol ImageCoding: Sendable {
    /// Premultiplied a8r8g8b8 pixels, rows packed; nil when `data` is not an
    /// image this coder reads.
    func decode(_ data: Data) -> (width: Int, height: Int, pixels: [UInt8])?
    func encodePNG(width: Int, height: Int, pixels: [UInt8]) -> Data?
    /// JPEG at `quality` 1…100; premultiplied pixels are written as if on black.
    func encodeJPEG(width: Int, height: Int, pixels: [UInt8], quality: Int) -> Data?
}

extension ImageCoding {
    public func encodeJPEG(width: Int, height: Int, pixels: [UInt8], quality: Int) -> Data? { nil }
}

/// Draws symbol images (`UIImage(systemName:)`): WayKitRender's draws the
/// Material Icons font with FreeType. Called on any thread.
public protocol SymbolRendering: Sendable {
    /// Whether the symbol font is there.
    var isAvailable: Bool { get }
    /// The glyph at `codepoint` in a `width` × `height` pixel box (the font's
    /// em square), black with coverage as alpha, premultiplied a8r8g8b8.
    func renderSymbol(codepoint: UInt32, width: Int, height: Int, weight: UIImage.SymbolWeight) -> [UInt8]?
}

/// Where the core finds the services a renderer provides.
public enum RenderingServices {
    /// - Important: main actor only.
    @MainActor public static var text: (any TextMeasuring)?

    /// Draws a view's subtree alone into an image at a scale (pixels per
    /// point), for `snapshotView(afterScreenUpdates:)`; set by the
    /// renderer. Nil without one: snapshots are then plain views.
    @MainActor public static var viewSnapshot: ((UIView, CGFloat) -> UIImage?)?

    // Guarded by the mutex: images may be decoded on any thread.
    private static let _imageCoding = Mutex<(any ImageCoding)?>(nil)

    public static var imageCoding: (any ImageCoding)? {
        get { _imageCoding.withLock { $0 } }
        set { _imageCoding.withLock { $0 = newValue } }
    }

    // Guarded by the mutex: symbols are drawn on any thread.
    private static let _symbolRendering = Mutex<(any SymbolRendering)?>(nil)

    public static var symbolRendering: (any SymbolRendering)? {
        get { _symbolRendering.withLock { $0 } }
        set { _symbolRendering.withLock { $0 = newValue } }
    }
}
