import Foundation

// Editing (V6): while its table edits, a cell shows a delete or insert
// control at the leading edge, its content indented, and a reorder control
// at the trailing edge when the row can move. The table decides the style
// and the reorder control for the row and calls setEditing; the controls
// tell the table when they are used.
extension UITableViewCell {
    /// What a row's editing control does.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    /// The line under each row.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// Room the editing control takes at the leading edge, and the reorder
    /// control at the trailing edge.
    static let editingControlWidth: CGFloat = 44

    /// Makes, shows or hides the controls for the current state.
    func _updateEditingControls(animated: Bool) {
        let style = editingStyle
        if style != .none {
            let control = _editingControl ?? TableEditingControl()
            if control.superview !== self {
                control.addAction(UIAction { [weak self] _ in self?._editingControlTapped() }, for: .touchUpInside)
                addSubview(control)
                _editingControl = control
            }
            control.style = style
            control.isHidden = false
        } else {
            _editingControl?.isHidden = true
        }
        if _isEditing && (showsReorderControl || _tableAllowsMove) {
            let control = _reorderControl ?? TableReorderControl()
            if control.superview !== self {
                control.pan.addTarget { [weak self] pan in
                    guard let self else { return }
                    self._tableView?._reorderPanChanged(pan, cell: self)
                }
                addSubview(control)
                _reorderControl = control
            }
            control.isHidden = false
        } else {
            _reorderControl?.isHidden = true
        }
        setNeedsLayout()
        if animated { UIView.animate(withDuration: UITableView.updateAnimationDuration) { self.layoutIfNeeded() } }
    }

    /// Places the controls; returns the room they take at each edge.
    func _layoutEditingControls() -> (leading: CGFloat, trailing: CGFloat) {
        let b = bounds, w = Self.editingControlWidth
        var leading: CGFloat = 0, trailing: CGFloat = 0
        if _isEditing && shouldIndentWhileEditing && _tableIndents { leading = w }
        if let control = _editingControl, !control.isHidden {
            control.frame = CGRect(x: 0, y: 0, width: w, height: b.height)
        }
        if let control = _reorderControl, !control.isHidden {
            trailing = w
            control.frame = CGRect(x: b.width - w, y: 0, width: w, height: b.height)
        }
        return (leading, trailing)
    }

    private func _editingControlTapped() {
        guard let table = _tableView, let ip = _indexPath else { return }
        table._editingControlTapped(at: ip, style: editingStyle)
    }
}

/// The round control at the leading edge of a row being edited: a red
/// circle with a minus (delete) or a green one with a plus (insert).
@MainActor
final class TableEditingControl: UIControl {
    static let diameter: CGFloat = 22

    var style: UITableViewCell.EditingStyle = .delete {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    override func draw(_ rect: CGRect) {
        let d = Self.diameter, b = bounds
        let circle = CGRect(x: (b.width - d) / 2, y: (b.height - d) / 2, width: d, height: d)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        let bar: CGFloat = 2, arm: CGFloat = 12
        UIBezierPath(rect: CGRect(x: circle.midX - arm / 2, y: circle.midY - bar / 2, width: arm, height: bar)).fill()
        if style == .insert {
            UIBezierPath(rect: CGRect(x: circle.midX - bar / 2, y: circle.midY - arm / 2, width: bar, height: arm)).fill()
        }
    }
}

/// The three lines at the trailing edge of a row that can move; dragging
/// it moves the row (UITableView+Reorder.swift).
@MainActor
final class TableReorderControl: UIView {
    /// Drags the row. It sits nearer the touch than the table's own pan, so
    /// it wins a vertical drag that begins on the control (G8).
    let pan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        pan.name = "UITableViewReorderGestureRecognizer"
        addGestureRecognizer(pan)
    }

    override func draw(_ rect: CGRect) {
        let b = bounds, length: CGFloat = 18, line: CGFloat = 2, gap: CGFloat = 5
        UIColor.systemGray.setFill()
        for i in -1...1 {
            let y = b.midY + CGFloat(i) * gap - line / 2
            UIBezierPath(rect: CGRect(x: (b.width - length) / 2, y: y, width: length, height: line)).fill()
        }
    }
}
