import Foundation

// Containment (V2): a parent holds its children; `addChild` calls the
// child's `willMove(toParent:)` and the app calls `didMove(toParent:)` once
// the child's view is in place; `removeFromParent` calls
// `didMove(toParent: nil)` after the app's `willMove(toParent: nil)`. The
// child's appearance follows its view into and out of the parent's shown
// view (UIViewController+Appearance.swift).
extension UIViewController {
    func _addChild(_ child: UIViewController) {
        guard child !== self else {
            _log("child-self", "addChild(_:) with itself; ignored")
            return
        }
        guard child._parent !== self else { return }
        var ancestor: UIViewController? = self
        while let a = ancestor {
            guard a !== child else {
                _log("child-cycle", "addChild(_:) with an ancestor would make a cycle; ignored")
                return
            }
            ancestor = a._parent
        }
        child.removeFromParent()
        child._isMovingToParent = true
        child.willMove(toParent: self)
        _children.append(child)
        child._parent = self
    }

    func _removeFromParent() {
        guard let p = _parent else { return }
        _isMovingFromParent = true
        p._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
        if _appearance == .disappeared { _isMovingFromParent = false }
    }
}
