import Foundation

// The table's own header and footer views (U1): `tableHeaderView` above the
// first section and `tableFooterView` below the last, scrolling with the
// rows. As in UIKit the table keeps the height of the view's frame when it
// is set and gives it the table's width; a view whose height changes later
// is set again to be measured again. `tableFooterView = UIView()`, iOS
// code's way to end a plain table after its last row, takes no room.
extension UITableView {
    /// The view shown above the table's first section.
    public var tableHeaderView: UIView? {
        get { _tableHeaderView }
        set {
            let old = _tableHeaderView
            _tableHeaderView = newValue
            _tableViewReplaced(old, with: newValue)
        }
    }

    /// The view shown below the table's last section.
    public var tableFooterView: UIView? {
        get { _tableFooterView }
        set {
            let old = _tableFooterView
            _tableFooterView = newValue
            _tableViewReplaced(old, with: newValue)
        }
    }

    private func _tableViewReplaced(_ old: UIView?, with view: UIView?) {
        guard old !== view else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let view { addSubview(view) }
        // Rows move down or up by the new height: measure again, keeping the
        // cells and the selection (the data is the same).
        if !_needsReload {
            _geometry = _buildGeometry()
            contentSize = CGSize(width: bounds.width, height: _geometry.length)
        }
        setNeedsLayout()
    }

    /// The room a header or footer view takes: its frame's height, zero for
    /// none or for a height that isn't a usable number.
    func _headerFooterLength(_ view: UIView?) -> CGFloat {
        guard let height = view?.frame.height, height.isFinite, height > 0 else { return 0 }
        return min(height, 1_000_000)
    }

    func _placeTableHeaderAndFooter() {
        if let header = _tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: _geometry.leading)
        }
        if let footer = _tableFooterView {
            footer.frame = CGRect(x: 0, y: _geometry.length - _geometry.trailing, width: bounds.width, height: _geometry.trailing)
        }
    }
}
