import Foundation

extension UIFont {
    /// A monospaced font at `size` and `weight` (U3): fontconfig's
    /// `monospace` family (DejaVu Sans Mono on Debian), as iOS's is SF Mono.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: "monospace", pointSize: size, weight: weight, isItalic: false)
    }
}
