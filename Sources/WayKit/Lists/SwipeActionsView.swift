import Foundation

/// The buttons behind a swiped table row (V6), one per
/// ``UIContextualAction``, revealed as the row moves aside. It spans the
/// row; the buttons fill the revealed part at its edge, each in proportion
/// to its natural width, the first action nearest the edge. Past the full
/// swipe point the first action takes all of it.
@MainActor
final class SwipeActionsView: UIView {
    enum Side { case leading, trailing }

    /// The width each action's button has when the row is open.
    static let buttonWidth: CGFloat = 74

    let side: Side
    let configuration: UISwipeActionsConfiguration
    private(set) var buttons: [UIButton] = []
    /// How much of the row is revealed.
    var revealed: CGFloat = 0 { didSet { if revealed != oldValue { setNeedsLayout() } } }
    /// Whether the first action takes the whole revealed width (a full
    /// swipe about to perform it).
    var expandsFirst = false { didSet { if expandsFirst != oldValue { setNeedsLayout() } } }

    /// The width at which the row rests open: every button at its width.
    var openWidth: CGFloat { CGFloat(buttons.count) * Self.buttonWidth }

    init(side: Side, configuration: UISwipeActionsConfiguration, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.side = side
        self.configuration = configuration
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = nil
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.accessibilityIdentifier = action.title
            button.addAction(UIAction { [weak button] _ in
                guard let button else { return }
                perform(action, button)
            }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutButtons()
    }

    /// Places the buttons for ``revealed``. The table calls it as it moves
    /// the row (inside its animation, so the buttons move with it), without
    /// a layout pass, which would start from the window.
    func layoutButtons() {
        let b = bounds, total = min(revealed, b.width), natural = max(openWidth, 1)
        // From the edge inwards: the first action at the edge.
        var edgeDistance: CGFloat = 0
        for (i, button) in buttons.enumerated() {
            let width: CGFloat
            if expandsFirst { width = i == 0 ? total : 0 } else { width = total * Self.buttonWidth / natural }
            let x = side == .trailing ? b.width - edgeDistance - width : edgeDistance
            button.frame = CGRect(x: x, y: 0, width: width, height: b.height)
            button.isHidden = width <= 0
            edgeDistance += width
        }
    }
}

/// A table's open (or opening) row: which, on what side, and how far the row
/// is moved aside (negative: toward the leading edge, showing trailing
/// actions).
@MainActor
struct SwipeState {
    var indexPath: IndexPath
    var offset: CGFloat
    /// The offset when the current drag began.
    var dragStart: CGFloat = 0
    let view: SwipeActionsView
    var side: SwipeActionsView.Side { view.side }
    var sign: CGFloat { view.side == .trailing ? -1 : 1 }
}

/// The delegate of a table's swipe recognizers: the swipe pan takes only
/// mostly horizontal drags on rows that have actions (or the open row), and
/// never while the table edits; the closing tap takes touches only while a
/// row is open, and not those on its action buttons.
@MainActor
final class SwipeGestureDelegate: UIGestureRecognizerDelegate {
    weak var table: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table else { return false }
        if gestureRecognizer === table._swipePan { return table._swipeShouldBegin() }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let table else { return false }
        if gestureRecognizer === table._swipeCloseTap {
            guard let open = table._swipe else { return false }
            if let view = touch.view, view.isDescendant(of: open.view) { return false }
            return true
        }
        if gestureRecognizer === table._swipePan { return !table._isEditing }
        return true
    }
}
