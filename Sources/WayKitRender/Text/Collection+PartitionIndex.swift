/// Bisection over sorted line, grapheme and cluster offsets (`ShapedParagraph`).
extension Collection {
    /// The first index whose element satisfies `belongs`, for a predicate
    /// false then true along the collection (bisection).
    func partitionIndex(where belongs: (Element) -> Bool) -> Index {
        var lo = startIndex, n = count
        while n > 0 {
            let half = n / 2
            let mid = index(lo, offsetBy: half)
            if belongs(self[mid]) { n = half } else { lo = index(after: mid); n -= half + 1 }
        }
        return lo
    }
}
