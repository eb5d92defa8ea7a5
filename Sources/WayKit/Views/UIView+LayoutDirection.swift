import Foundation

/// Whether leading is left (left-to-right) or right (right-to-left).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

// Right-to-left layout, view by view (A5): a view forced right-to-left
// flips the leading and trailing of the constraints installed on it (its
// subviews' leading edges are at its right), of its directional margins, and
// so the order of a stack view's arranged views. The app-wide direction is
// left-to-right (no locale-driven direction yet).
extension UIView {
    /// How the view's content relates to the layout direction. Raw values are UIKit's.
    public enum SemanticContentAttribute: Int, Sendable {
        case unspecified = 0
        case playback
        case spatial
        case forceLeftToRight
        case forceRightToLeft
    }

    /// Default `.unspecified`: the app's direction, left-to-right.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { _layoutState?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            _layout.semanticContentAttribute = newValue
            _layoutDirectionDidChange()
        }
    }

    /// The direction `attribute` lays content out in: only
    /// `.forceRightToLeft` is right-to-left while the app is left-to-right.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// This view's layout direction (UIKit's does not come from the
    /// superview's attribute either: each view is set on its own).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// Constraints installed on this view resolve leading and trailing again;
    /// directional margins flip.
    private func _layoutDirectionDidChange() {
        if _layoutState?.directionalLayoutMargins != nil { _layoutMarginsChanged() }
        setNeedsLayout()
        var root: UIView = self
        while let parent = root.superview { root = parent }
        root._layoutState?.engine?.requeueConstraints(installedOn: self)
    }
}

extension LayoutEngine {
    /// Builds again every constraint whose container is `view` (its leading
    /// and trailing edges changed sides).
    func requeueConstraints(installedOn view: UIView) {
        for c in active.values where c._container === view {
            uninstall(c)
            c._isBroken = false
            pending.append(c)
        }
        setNeedsSolve()
    }
}
