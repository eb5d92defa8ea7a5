import CFriBidi

/// One paragraph's embedding levels after the Unicode bidirectional algorithm
/// (UAX #9), resolved by FriBidi, and the visual order of a line's runs.
///
/// FriBidi works on code points, so levels are per Unicode scalar; callers
/// map them to UTF-16 offsets. The paragraph's direction is that of its first
/// strong character (rules P2–P3, FriBidi's `FRIBIDI_PAR_ON`), left to right
/// when it has none.
struct BidiParagraph {
    /// A maximal piece of a line at one embedding level: `range` in scalar
    /// indices of the paragraph; odd levels run right to left.
    struct Run: Equatable {
        var range: Range<Int>
        var level: Int
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    let isRightToLeft: Bool
    /// Per scalar; empty when every level is 0 (the ASCII fast path: no
    /// strong right-to-left character and no embedding controls are ASCII).
    private let levels: [FriBidiLevel]
    private let types: [FriBidiCharType]

    /// Resolves the levels of `scalars` (one paragraph, no separators inside).
    ///
    /// The corresponding C functions are `fribidi_get_bidi_types`,
    /// `fribidi_get_bracket_types` and `fribidi_get_par_embedding_levels_ex`.
    init(scalars: [UInt32]) {
        guard scalars.contains(where: { $0 >= 0x80 }) else {
            isRightToLeft = false; levels = []; types = []
            return
        }
        let n = Int32(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction = waykit_fribidi_par_on
        let resolved = scalars.withUnsafeBufferPointer { s -> FriBidiLevel in
            fribidi_get_bidi_types(s.baseAddress, n, &types)
            fribidi_get_bracket_types(s.baseAddress, n, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, n, &direction, &levels)
        }
        // 0 means FriBidi failed (out of memory): lay the text out left to
        // right rather than not at all.
        guard resolved != 0 else {
            isRightToLeft = false; self.levels = []; self.types = []
            return
        }
        isRightToLeft = direction == waykit_fribidi_par_rtl
        self.levels = levels
        self.types = types
    }

    /// The runs of the line `range` (scalar indices), left to right on
    /// screen, after rules L1 (trailing whitespace takes the paragraph's
    /// level) and L2 (reversal, highest level first).
    ///
    /// The corresponding C function is `fribidi_reorder_line`.
    func visualRuns(_ range: Range<Int>) -> [Run] {
        guard !range.isEmpty else { return [] }
        guard !levels.isEmpty else { return [Run(range: range, level: 0)] }
        var lineLevels = Array(levels[range])
        var lineTypes = Array(types[range])
        var map = Array(Int32(0)..<Int32(range.count))
        let base = isRightToLeft ? waykit_fribidi_par_rtl : waykit_fribidi_par_ltr
        // No FRIBIDI_FLAG_REORDER_NSM: HarfBuzz shapes each run in logical
        // order with its direction, and keeps marks with their base itself.
        let ok = fribidi_reorder_line(0, &lineTypes, Int32(range.count), 0, base, &lineLevels, nil, &map)
        guard ok != 0 else { return [Run(range: range, level: isRightToLeft ? 1 : 0)] }
        // `map[v]` is the logical index shown at visual position v; levels
        // stay in logical order. Consecutive positions at one level that step
        // through the text one way (backwards in a right-to-left run) are a run.
        var runs: [Run] = []
        var start = Int(map[0]), end = start + 1
        var level = Int(lineLevels[start])
        for v in 1..<map.count {
            let i = Int(map[v]), l = Int(lineLevels[i])
            let step = level & 1 == 1 ? -1 : 1
            let last = step == 1 ? end - 1 : start
            if l == level, i == last + step {
                if step == 1 { end = i + 1 } else { start = i }
            } else {
                runs.append(Run(range: (range.lowerBound + start)..<(range.lowerBound + end), level: level))
                start = i; end = i + 1; level = l
            }
        }
        runs.append(Run(range: (range.lowerBound + start)..<(range.lowerBound + end), level: level))
        return runs
    }

    /// The embedding level of scalar `i`.
    func level(at i: Int) -> Int { levels.isEmpty ? 0 : Int(levels[i]) }
}
