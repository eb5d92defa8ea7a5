import CWayKitRuntime
import Foundation

// UIAppearance (U6): `UINavigationBar.appearance().barTintColor = .red`
// sets the look of every navigation bar, as UIKit's appearance proxies do.
// The proxy is an instance of the class itself, made for the purpose and
// never shown; what an app sets on it is recorded, by property, for the
// class. A view takes the recorded values of its class and of its
// superclasses (the superclass's first, so the nearer class wins) when it
// first enters a window, except the properties the app set on that view
// itself, as in UIKit.
//
// The properties that take part: a view's `tintColor` and
// `backgroundColor`; a navigation bar's `barTintColor`, `isTranslucent`,
// `prefersLargeTitles`, `titleTextAttributes` and
// `largeTitleTextAttributes`; a tab bar's `barTintColor`,
// `unselectedItemTintColor` and `isTranslucent`. Others set on a proxy
// are kept by the proxy only.

/// UIKit's appearance protocol.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
}

extension UIView: UIAppearance {
    /// The appearance proxy of this class: set properties on it to set them
    /// on every instance.
    public static func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = UIView._appearanceProxies[key] as? Self { return proxy }
        // UIView's `init()` is not required, so Swift cannot call it
        // through `Self`; the runtime calls the class's entry for it (as
        // views make their layer class).
        let object = waykit_make_object(unsafeBitCast(self as AnyClass, to: UnsafeRawPointer.self))
        let proxy = Unmanaged<UIView>.fromOpaque(object).takeRetainedValue()
        proxy._appearance.isProxy = true
        UIView._appearanceProxies[key] = proxy
        // `as!` cannot fail: the runtime made an instance of this class.
        return proxy as! Self
    }

    /// The same proxy: WayKit does not narrow appearance by container.
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    /// Called by the setters of the properties that take part: on a proxy
    /// the value is recorded for its class; on a view the property counts
    /// as set by the app, so appearance leaves it alone.
    func _appearanceSet(_ property: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        if _appearanceState?.isProxy == true {
            let key = ObjectIdentifier(type(of: self))
            var recorded = UIView._appearanceValues[key] ?? [:]
            recorded[property] = apply
            UIView._appearanceValues[key] = recorded
        } else if _appearanceState?.applying != true {
            _appearance.explicit.insert(property)
        }
    }

    /// The recorded appearance, once, as the view first enters a window.
    func _applyAppearanceIfNeeded() {
        guard !UIView._appearanceValues.isEmpty, _appearanceState?.applied != true else { return }
        let state = _appearance
        state.applied = true
        var chain: [AnyClass] = []
        var cls: AnyClass? = type(of: self)
        while let c = cls, c != UIResponder.self {
            chain.append(c)
            cls = class_getSuperclassOrNil(c)
        }
        state.applying = true
        defer { state.applying = false }
        for c in chain.reversed() {
            for (property, apply) in UIView._appearanceValues[ObjectIdentifier(c)] ?? [:] where !state.explicit.contains(property) {
                apply(self)
            }
        }
    }

    /// The view's appearance bookkeeping, made on first need (most views
    /// never need it).
    var _appearance: _AppearanceState {
        if let state = _appearanceState { return state }
        let state = _AppearanceState()
        _appearanceState = state
        return state
    }

    static var _appearanceProxies: [ObjectIdentifier: UIView] = [:]
    static var _appearanceValues: [ObjectIdentifier: [String: @MainActor (UIView) -> Void]] = [:]
}

/// Whether a view is a proxy, has taken the recorded appearance, is
/// taking it now, and which properties the app set on it itself.
final class _AppearanceState {
    var isProxy = false
    var applied = false
    var applying = false
    var explicit: Set<String> = []
}

/// A class whose instances contain views that appearance can be narrowed
/// to (UIKit's marker protocol).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

private func class_getSuperclassOrNil(_ cls: AnyClass) -> AnyClass? {
    Swift._getSuperclass(cls)
}
