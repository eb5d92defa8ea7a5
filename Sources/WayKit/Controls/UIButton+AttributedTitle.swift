import Foundation

// Attributed titles (U3): drawn instead of the plain title for their state,
// in their own fonts and colours.
extension UIButton {
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        _attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The attributed title for `state`, falling back to the normal state's.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        _attributedTitles[state.rawValue] ?? _attributedTitles[State.normal.rawValue]
    }

    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}
