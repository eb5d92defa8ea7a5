import Foundation

/// Something a popover can point at (M1, iOS 16's `sourceItem`): a view, or
/// a bar button item while a navigation bar or toolbar shows it.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, or nil when it is
    /// not on screen (a bar button item no bar shows; a view in another
    /// window or in none).
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let window, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// Where the bar that shows the item put it: its custom view, or the
    /// button the bar made for it (set by UINavigationBar and UIToolbar).
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let view = customView ?? _shownView, !view.isHidden else { return nil }
        return view.frame(in: referenceView)
    }
}
