/// Which way a piece of text runs, judged by its first strong letter.
enum TextDirection: Equatable {
    case leftToRight
    case rightToLeft
    /// Digits, punctuation, symbols, emoji: they follow their neighbours.
    case neutral

    /// Hebrew and Arabic letters (with their presentation forms) run right to
    /// left; any other letter left to right.
    static func of<S: StringProtocol>(_ s: S) -> TextDirection {
        for scalar in s.unicodeScalars where scalar.properties.isAlphabetic {
            let v = scalar.value
            let rtl = (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            return rtl ? .rightToLeft : .leftToRight
        }
        return .neutral
    }
}

/// The display order of a line's pieces (words), after the Unicode
/// bidirectional algorithm, reduced to what word-level pieces need: neutrals
/// take the direction of the strong pieces around them when both agree, else
/// the paragraph's (rules N1–N2); levels are 0/1 in a left-to-right paragraph
/// and 1/2 in a right-to-left one; then every run at or above each level,
/// from the highest down to 1, is reversed (rule L2). Inside a piece HarfBuzz
/// has already put the glyphs in visual order.
enum BidiReorder {
    static func visualOrder(_ directions: [TextDirection], paragraphRTL: Bool) -> [Int] {
        let n = directions.count
        guard n > 1 else { return Array(0..<n) }
        let paragraph: TextDirection = paragraphRTL ? .rightToLeft : .leftToRight
        var resolved = directions
        for i in 0..<n where resolved[i] == .neutral {
            let before = directions[..<i].last { $0 != .neutral } ?? paragraph
            let after = directions[(i + 1)...].first { $0 != .neutral } ?? paragraph
            resolved[i] = before == after ? before : paragraph
        }
        let levels: [Int] = resolved.map { d in
            paragraphRTL ? (d == .rightToLeft ? 1 : 2) : (d == .rightToLeft ? 1 : 0)
        }
        var order = Array(0..<n)
        guard let highest = levels.max() else { return order }
        var level = highest
        while level >= 1 {
            var i = 0
            while i < n {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < n, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
