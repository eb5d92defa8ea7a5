import Foundation

/// A view whose font follows the text size (U3): with
/// `adjustsFontForContentSizeCategory` on, a preferred font (or one scaled by
/// `UIFontMetrics`) is asked for again when the text size changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// The views that adjust, kept weakly: a text size change touches only
/// them (and their layout), not every view.
@MainActor
enum DynamicTypeViews {
    private final class Weak {
        weak var view: UIView?
        init(_ v: UIView) { view = v }
    }
    private static var views: [ObjectIdentifier: Weak] = [:]

    static func contains(_ view: UIView) -> Bool { views[ObjectIdentifier(view)]?.view === view }

    static func set(_ view: UIView, _ on: Bool) {
        let key = ObjectIdentifier(view)
        if on {
            views[key] = Weak(view)
        } else if views[key]?.view === view || views[key]?.view == nil {
            views[key] = nil
        }
    }

    /// Gives each adjusting view in `window` its font at the window's text
    /// size.
    static func adjust(in window: UIWindow) {
        views = views.filter { $0.value.view != nil }
        let traits = window.traitCollection
        var t = traits
        t.preferredContentSizeCategory = UIApplication.shared.preferredContentSizeCategory
        for case let view? in views.values.map(\.view) where view.window === window {
            switch view {
            case let label as UILabel: label._adjustFonts(to: t)
            case let field as UITextField: field.font = field.font?._adjusted(to: t)
            case let text as UITextView: text.font = text.font?._adjusted(to: t)
            default: break
            }
        }
    }
}

extension UILabel: UIContentSizeCategoryAdjusting {
    public var adjustsFontForContentSizeCategory: Bool {
        get { DynamicTypeViews.contains(self) }
        set { DynamicTypeViews.set(self, newValue) }
    }
}

extension UITextField: UIContentSizeCategoryAdjusting {
    public var adjustsFontForContentSizeCategory: Bool {
        get { DynamicTypeViews.contains(self) }
        set { DynamicTypeViews.set(self, newValue) }
    }
}

extension UITextView: UIContentSizeCategoryAdjusting {
    public var adjustsFontForContentSizeCategory: Bool {
        get { DynamicTypeViews.contains(self) }
        set { DynamicTypeViews.set(self, newValue) }
    }
}
