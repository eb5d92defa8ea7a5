/// Text with runs of styles: the renderer's side of `NSAttributedString`
/// (U3). Offsets are UTF-16, as `NSRange`'s. Plain text is one run in one
/// style, so labels and attributed labels share one layout path.
public struct AttributedText: Hashable, Sendable {
    /// How a run looks. Sizes in points; nil colours are the drawing's colour.
    public struct RunStyle: Hashable, Sendable {
        public var font: FontSpec
        /// OpenType `tnum`: digits of one width.
        public var tabularDigits = false
        public var color: PremultipliedColor?
        public var backgroundColor: PremultipliedColor?
        /// Points added after each character.
        public var kern = 0.0
        /// Points the run is raised (negative: lowered).
        public var baselineOffset = 0.0
        /// `NSUnderlineStyle` raw values; 0: no line.
        public var underline = 0
        public var underlineColor: PremultipliedColor?
        public var strikethrough = 0
        public var strikethroughColor: PremultipliedColor?

        public init(font: FontSpec) { self.font = font }

        /// Whether anything is drawn besides glyphs in the drawing's colour.
        var hasDecorations: Bool {
            color != nil || backgroundColor != nil || underline != 0 || strikethrough != 0
        }
    }

    /// A paragraph's layout (`NSParagraphStyle`), in points.
    public struct Paragraph: Hashable, Sendable {
        public var alignment: TextStyle.Alignment?
        public var lineBreak: TextStyle.LineBreak?
        public var lineSpacing = 0.0
        public var paragraphSpacing = 0.0
        public var paragraphSpacingBefore = 0.0
        /// 0: 1.
        public var lineHeightMultiple = 0.0
        /// 0: no limit.
        public var minimumLineHeight = 0.0
        public var maximumLineHeight = 0.0
        public var firstLineHeadIndent = 0.0
        public var headIndent = 0.0
        /// Positive: the line's end from the leading edge; negative: from the trailing edge; 0: none.
        public var tailIndent = 0.0

        public init() {}
    }

    /// A run ends at `end` (UTF-16 offset); the paragraph style is the one
    /// its characters carry (nil: none).
    public struct Run: Hashable, Sendable {
        public var end: Int
        public var style: Int
        public var paragraph: Paragraph?

        public init(end: Int, style: Int, paragraph: Paragraph? = nil) {
            self.end = end; self.style = style; self.paragraph = paragraph
        }
    }

    public var string: String
    public var runs: [Run]
    public var styles: [RunStyle]

    public init(string: String, runs: [Run], styles: [RunStyle]) {
        self.string = string; self.runs = runs; self.styles = styles
    }

    /// `string` in one style.
    public init(plain string: String, font: FontSpec, tabularDigits: Bool = false) {
        var style = RunStyle(font: font)
        style.tabularDigits = tabularDigits
        self.init(string: string, runs: [Run(end: Int.max, style: 0)], styles: [style])
    }

    /// The index of the run holding UTF-16 offset `offset` (the last run past the end).
    func runIndex(at offset: Int) -> Int {
        if runs.count == 1 { return 0 }
        let i = runs.partitionIndex { $0.end > offset }
        return min(i, runs.count - 1)
    }

    func styleIndex(at offset: Int) -> Int { runs.isEmpty ? 0 : runs[runIndex(at: offset)].style }
}
