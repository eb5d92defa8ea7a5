/// How a block of text is laid out: the renderer's side of `UILabel`'s
/// `font`, `textAlignment`, `numberOfLines` and `lineBreakMode`.
public struct TextStyle: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case left, center, right, natural, justified }
    public enum LineBreak: Hashable, Sendable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }

    public var font: FontSpec
    public var alignment: Alignment
    /// 0: as many lines as the text needs.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreak
    /// OpenType `tnum` for the whole text (`monospacedDigitSystemFont`).
    public var tabularDigits = false

    public init(font: FontSpec, alignment: Alignment = .natural, numberOfLines: Int = 1,
                lineBreakMode: LineBreak = .byTruncatingTail) {
        self.font = font; self.alignment = alignment
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}
