import Foundation

extension NSMutableAttributedString {
    /// Makes the string `text` by replacing only what differs (the part
    /// between the longest common UTF-16 prefix and suffix), so an edit made
    /// to a text field's or text view's plain text keeps the attributes of
    /// what was not edited. Inserted characters take `typing`, or, when it
    /// is nil, the attributes of the character before them.
    func _reconcile(with text: String, typing: [NSAttributedString.Key: Any]?) {
        let old = Array(string.utf16), new = Array(text.utf16)
        guard old != new else { return }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Never split a surrogate pair: widen the replaced part to whole scalars.
        func splits(_ units: [UInt16], at i: Int) -> Bool { i > 0 && i < units.count && UTF16.isTrailSurrogate(units[i]) }
        while prefix > 0, splits(new, at: prefix) || splits(old, at: prefix) { prefix -= 1 }
        while suffix > 0, splits(new, at: new.count - suffix) || splits(old, at: old.count - suffix) { suffix -= 1 }
        let inserted = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
        let inherited = length > 0 ? attributes(at: Swift.max(0, Swift.min(prefix, length) - 1), effectiveRange: nil) : [:]
        replaceCharacters(in: NSRange(location: prefix, length: old.count - suffix - prefix),
                          with: NSAttributedString(string: inserted, attributes: typing ?? inherited))
    }
}

extension NSMutableAttributedString {
    /// An empty string to append to (UIKit apps' `NSMutableAttributedString()`;
    /// swift-corelibs-foundation has only `init(string:)`).
    public convenience init() {
        self.init(string: "")
    }
}
