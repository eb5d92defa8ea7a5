import Foundation

extension NSRange {
    /// This range inside a text `length` UTF-16 units long: the location
    /// clamped to 0...length, the length to what is left after it. An app
    /// may pass anything (`NSNotFound` as a length, a negative location), and
    /// nothing here can overflow: `location + length` is never computed on
    /// the values as given (issue 18, K2).
    func _clamped(toLength length: Int) -> Range<Int> {
        let total = Swift.max(length, 0)
        let lo = Swift.min(Swift.max(location, 0), total)
        let count = Swift.min(Swift.max(self.length, 0), total - lo)
        return lo..<(lo + count)
    }
}
