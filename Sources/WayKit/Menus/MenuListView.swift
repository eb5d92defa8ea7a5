import Foundation

/// The rows of a shown menu, one under the other, and their touches: a
/// row highlights when a touch goes down on it, the highlight follows the
/// finger from row to row, and lifting on a row chooses it (D6, the event
/// model: the list is the touch's hit view for its whole life, H7). The
/// pointer's hover highlights too; the keys move the highlight through
/// `MenuWindow`.
@MainActor
final class MenuListView: UIView {
    private(set) var rowViews: [MenuRowView] = []
    /// Called with the index of the row chosen.
    var onChoose: ((Int) -> Void)?
    private var trackedTouch: UITouch?

    static let minimumWidth: CGFloat = 180, maximumWidth: CGFloat = 320

    var highlightedIndex: Int? {
        didSet {
            guard highlightedIndex != oldValue else { return }
            for (i, v) in rowViews.enumerated() { v.isHighlighted = i == highlightedIndex }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let hover = UIHoverGestureRecognizer { [weak self] r in
            guard let self, self.trackedTouch == nil else { return }
            switch r.state {
            case .began, .changed: self.highlightedIndex = self.selectableRow(at: r.location(in: self))
            default: self.highlightedIndex = nil
            }
        }
        addGestureRecognizer(hover)
    }

    func setRows(_ rows: [MenuRow]) {
        for v in rowViews { v.removeFromSuperview() }
        rowViews = rows.map { MenuRowView(row: $0) }
        for v in rowViews { addSubview(v) }
        highlightedIndex = nil
        setNeedsLayout()
    }

    /// The size the rows need.
    var fittingSize: CGSize {
        let width = rowViews.map(\.fittingWidth).max() ?? 0
        return CGSize(width: min(max(width, Self.minimumWidth), Self.maximumWidth),
                      height: rowViews.reduce(0) { $0 + $1.row.height })
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for v in rowViews {
            v.frame = CGRect(x: 0, y: y, width: bounds.width, height: v.row.height)
            y += v.row.height
        }
    }

    /// The selectable row under `point` (this view's coordinates).
    func selectableRow(at point: CGPoint) -> Int? {
        guard let i = rowViews.firstIndex(where: { $0.frame.contains(point) }), rowViews[i].row.isSelectable else {
            return nil
        }
        return i
    }

    // MARK: Touches (no super: the menu's touches go no further)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        highlightedIndex = selectableRow(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        highlightedIndex = selectableRow(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let chosen = selectableRow(at: touch.location(in: self))
        highlightedIndex = nil
        if let chosen { onChoose?(chosen) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        highlightedIndex = nil
    }
}
