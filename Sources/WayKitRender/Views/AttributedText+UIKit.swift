import Foundation
import WayKit

extension AttributedText {
    /// An `NSAttributedString`'s runs as the renderer lays them out (U3).
    /// `font` stands in where a run has no `.font`; a run without
    /// `.foregroundColor` takes the drawing's colour, or the link colour
    /// when it is a `.link`.
    @MainActor
    public init(_ string: NSAttributedString, font: UIFont) {
        var styles: [RunStyle] = []
        var index: [RunStyle: Int] = [:]
        var runs: [Run] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attrs, range, _ in
            let runFont = attrs[.font] as? UIFont ?? font
            var style = RunStyle(font: FontSpec(runFont))
            style.tabularDigits = runFont._monospacedDigits
            if let c = attrs[.foregroundColor] as? UIColor {
                style.color = PremultipliedColor(c)
            } else if attrs[.link] != nil {
                style.color = PremultipliedColor(UIColor.link)
            }
            style.backgroundColor = (attrs[.backgroundColor] as? UIColor).map(PremultipliedColor.init)
            style.kern = Self.number(attrs[.kern]) ?? 0
            style.baselineOffset = Self.number(attrs[.baselineOffset]) ?? 0
            style.underline = NSUnderlineStyle._from(attrs[.underlineStyle])?.rawValue ?? 0
            style.underlineColor = (attrs[.underlineColor] as? UIColor).map(PremultipliedColor.init)
            style.strikethrough = NSUnderlineStyle._from(attrs[.strikethroughStyle])?.rawValue ?? 0
            style.strikethroughColor = (attrs[.strikethroughColor] as? UIColor).map(PremultipliedColor.init)
            let i: Int
            if let known = index[style] { i = known } else {
                i = styles.count
                styles.append(style)
                index[style] = i
            }
            let paragraph = (attrs[.paragraphStyle] as? NSParagraphStyle).map(Paragraph.init)
            runs.append(Run(end: range.location + range.length, style: i, paragraph: paragraph))
        }
        if styles.isEmpty { styles = [RunStyle(font: FontSpec(font))] }
        if runs.isEmpty { runs = [Run(end: Int.max, style: 0)] }
        self.init(string: string.string, runs: runs, styles: styles)
    }

    /// A number attribute as apps give it (Double, CGFloat, Int, NSNumber);
    /// nil when not finite.
    static func number(_ value: Any?) -> Double? {
        let d: Double?
        switch value {
        case let v as Double: d = v
        case let v as CGFloat: d = Double(v)
        case let v as Int: d = Double(v)
        case let v as Float: d = Double(v)
        case let v as NSNumber: d = v.doubleValue
        default: d = nil
        }
        return d.flatMap { $0.isFinite ? $0 : nil }
    }
}

extension AttributedText.Paragraph {
    init(_ p: NSParagraphStyle) {
        self.init()
        alignment = TextStyle(font: .systemFont(ofSize: 1), alignment: p.alignment, numberOfLines: 0,
                              lineBreakMode: p.lineBreakMode).alignment
        lineBreak = TextStyle(font: .systemFont(ofSize: 1), alignment: p.alignment, numberOfLines: 0,
                              lineBreakMode: p.lineBreakMode).lineBreakMode
        func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        lineSpacing = max(0, finite(p.lineSpacing))
        paragraphSpacing = max(0, finite(p.paragraphSpacing))
        paragraphSpacingBefore = max(0, finite(p.paragraphSpacingBefore))
        lineHeightMultiple = max(0, min(finite(p.lineHeightMultiple), 100))
        minimumLineHeight = max(0, min(finite(p.minimumLineHeight), 10_000))
        maximumLineHeight = max(0, min(finite(p.maximumLineHeight), 10_000))
        firstLineHeadIndent = max(0, min(finite(p.firstLineHeadIndent), 10_000))
        headIndent = max(0, min(finite(p.headIndent), 10_000))
        tailIndent = max(-10_000, min(finite(p.tailIndent), 10_000))
    }
}
