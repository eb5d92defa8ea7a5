import Foundation

// U2: recognizers and bar button items with a selector value (Selector.swift),
// for code that passes selectors around rather than naming the method in the
// call. The target is held weakly, as UIKit holds it.
extension UIGestureRecognizer {
    public convenience init(target: Any?, action: Selector) {
        self.init()
        addTarget(target, action: action)
    }

    @discardableResult
    public func addTarget(_ target: Any?, action: Selector) -> TargetToken {
        weak var object = target.map { $0 as AnyObject }
        let hasTarget = target != nil
        return addTarget { recognizer in
            if hasTarget {
                if let object { action.perform(on: object, sender: recognizer) }
            } else {
                UIApplication.shared.sendAction(action, to: nil, from: recognizer, for: nil)
            }
        }
    }
}

extension UIBarButtonItem {
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style, action: Self._selectorAction(target, action))
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, action: Self._selectorAction(target, action))
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem, action: Self._selectorAction(target, action))
    }

    static func _selectorAction(_ target: Any?, _ action: Selector?) -> ((UIBarButtonItem) -> Void)? {
        guard let action else { return nil }
        weak var object = target.map { $0 as AnyObject }
        let hasTarget = target != nil
        return { item in
            if hasTarget {
                if let object { action.perform(on: object, sender: item) }
            } else {
                UIApplication.shared.sendAction(action, to: nil, from: item, for: nil)
            }
        }
    }
}
