import Foundation

/// What a ``KeyboardView`` reports of the fingers on its keys.
@MainActor
protocol KeyboardViewDelegate: AnyObject {
    /// A finger went down on `key` (it is highlighted now).
    func keyboardView(_ view: KeyboardView, keyDown key: KeyboardKeyView)
    /// A finger lifted on `key`: the key types. `isDownKey`: the finger
    /// went down on this key, rather than sliding onto it.
    func keyboardView(_ view: KeyboardView, keyUp key: KeyboardKeyView, isDownKey: Bool)
    /// A finger slid off `key`, or its touch was cancelled: it types nothing.
    func keyboardView(_ view: KeyboardView, keyAbandoned key: KeyboardKeyView)
}

/// The keys of one keyboard page, laid out from the page's data (K5), on
/// iOS's light grey. It is the view fingers on the keyboard hit: its key
/// views take no touches, so each touch stays with this view from down to
/// up (E rules) while it moves the highlight to the key under the finger;
/// the key under it when it lifts types. A point between keys belongs to
/// the nearest key, as on iOS.
///
/// - Important: main actor only.
final class KeyboardView: UIView {
    weak var delegate: KeyboardViewDelegate?
    private(set) var page: KeyboardPage
    private(set) var pageName: String
    /// The key views, row by row (spacers included, hidden).
    private(set) var rows: [[KeyboardKeyView]] = []
    /// Each finger's key: the one under it now, and the one it went down on.
    private var fingers: [ObjectIdentifier: (current: KeyboardKeyView, down: KeyboardKeyView)] = [:]

    static let topInset: CGFloat = 8
    static let bottomInset: CGFloat = 8
    static let sideInset: CGFloat = 3
    /// A letter key is never wider than this: on a desktop-wide scene the
    /// rows are centred instead of stretched.
    static let maximumUnitWidth: CGFloat = 72
    static let maximumPadUnitWidth: CGFloat = 150

    init(page: KeyboardPage, named name: String, layout: KeyboardLayout) {
        self.page = page
        self.pageName = name
        super.init(frame: .zero)
        backgroundColor = KeyboardTheme.background
        isMultipleTouchEnabled = true
        show(page, named: name, layout: layout)
    }

    override var _traceName: String { "KeyboardView" }

    /// The keyboard's height for `page`.
    static func height(of page: KeyboardPage) -> CGFloat {
        let n = CGFloat(page.rows.count)
        return topInset + bottomInset + n * CGFloat(page.rowHeight) + max(0, n - 1) * CGFloat(page.rowSpacing)
    }

    /// Replaces the keys with those of `page`.
    func show(_ page: KeyboardPage, named name: String, layout: KeyboardLayout) {
        for (_, finger) in fingers { delegate?.keyboardView(self, keyAbandoned: finger.current) }
        fingers.removeAll()
        for row in rows { for key in row { key.removeFromSuperview() } }
        self.page = page
        self.pageName = name
        rows = page.rows.map { row in
            row.map { key in
                let caption: String
                switch key.action {
                case .space: caption = key.label ?? layout.labels.space
                case .character: caption = key.label ?? key.output
                default: caption = key.label ?? ""
                }
                let view = KeyboardKeyView(key: key, caption: caption, isPad: page.style == "pad")
                addSubview(view)
                return view
            }
        }
        setNeedsLayout()
    }

    var keyViews: [KeyboardKeyView] { rows.flatMap { $0 } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let isPad = page.style == "pad"
        let columns = CGFloat(page.columns)
        let fullWidth = max(0, bounds.width - 2 * Self.sideInset)
        let unit = min(fullWidth / columns, isPad ? Self.maximumPadUnitWidth : Self.maximumUnitWidth)
        let width = unit * columns
        let left = (bounds.width - width) / 2
        let spacing = CGFloat(page.keySpacing), rowHeight = CGFloat(page.rowHeight)
        for (r, row) in rows.enumerated() {
            let y = Self.topInset + CGFloat(r) * (rowHeight + CGFloat(page.rowSpacing))
            let fixed = row.filter { !$0.key.flexible }.reduce(0) { $0 + CGFloat($1.key.width) * unit }
            let flexibleCount = CGFloat(row.filter(\.key.flexible).count)
            let spare = max(0, width - fixed)
            // Without flexible keys a short row is centred (the second row of
            // letters).
            var x = left + (flexibleCount == 0 ? spare / 2 : 0)
            for view in row {
                let slot = view.key.flexible ? spare / flexibleCount : CGFloat(view.key.width) * unit
                view.frame = CGRect(x: x + spacing / 2, y: y, width: max(0, slot - spacing), height: rowHeight)
                x += slot
            }
        }
    }

    /// The key a finger at `point` means: the one containing it, else the
    /// nearest one (the gaps belong to keys). A fixed-width spacer is a
    /// blank key (the number pad's corner): nothing.
    func key(at point: CGPoint) -> KeyboardKeyView? {
        // Keys of a page just switched to get their frames here if no
        // frame has laid them out yet.
        layoutIfNeeded()
        if keyViews.contains(where: { $0.key.action == .spacer && !$0.key.flexible && $0.frame.contains(point) }) {
            return nil
        }
        var best: (KeyboardKeyView, CGFloat)?
        for view in keyViews where !view.isHidden {
            let f = view.frame
            let dx = max(f.minX - point.x, 0, point.x - f.maxX), dy = max(f.minY - point.y, 0, point.y - f.maxY)
            let d = dx * dx + dy * dy
            if best.map({ d < $0.1 }) ?? true { best = (view, d) }
        }
        return best?.0
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let view = key(at: touch.location(in: self)) else { continue }
            fingers[ObjectIdentifier(touch)] = (view, view)
            view.isHighlighted = true
            delegate?.keyboardView(self, keyDown: view)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            guard let finger = fingers[id], let view = key(at: touch.location(in: self)),
                  view !== finger.current else { continue }
            fingers[id] = (view, finger.down)
            unhighlight(finger.current)
            view.isHighlighted = true
            delegate?.keyboardView(self, keyAbandoned: finger.current)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let finger = fingers.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            unhighlight(finger.current)
            delegate?.keyboardView(self, keyUp: finger.current, isDownKey: finger.current === finger.down)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let finger = fingers.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            unhighlight(finger.current)
            delegate?.keyboardView(self, keyAbandoned: finger.current)
        }
    }

    /// Clears a key's highlight unless another finger is on it.
    private func unhighlight(_ view: KeyboardKeyView) {
        if !fingers.values.contains(where: { $0.current === view }) { view.isHighlighted = false }
    }
}
