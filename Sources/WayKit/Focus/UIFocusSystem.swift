import Foundation

/// Keyboard focus, as UIKit's focus system on an iPad with a keyboard (Y4).
///
/// Focus moves among the focusable views of the key window (of its modal
/// view, while one is shown: an alert). Items fall into focus groups: a view
/// with a `focusGroupIdentifier`, a list (table or collection view) or a bar
/// (tab, navigation, tool) holds a group; any other focusable item is a group
/// of its own, so Tab walks a form field by field. Tab and Shift-Tab move
/// between groups (each group remembers where focus last was in it), the
/// arrow keys move within one, to the nearest item that way. Return or Space
/// selects the focused item (`AccessibilityCenter.activate`: a cell is
/// selected, a button pressed); Escape performs escape. A text field or text
/// view that takes focus starts editing.
///
/// By default text fields, text views and list cells can take focus; with
/// Full Keyboard Access (`AccessibilitySettings.fullKeyboardAccess`, what a
/// kiosk with a keypad turns on) every enabled control can. A view can
/// override `canBecomeFocused`.
///
/// The focused item is outlined. A touch hides focus, as on iPadOS.
///
/// - Important: main actor only.
@MainActor
public final class UIFocusSystem {
    /// The app's focus system (one: WayKit's scenes share the keyboard).
    static let _main = UIFocusSystem()

    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    /// The focus system that `environment`'s window uses.
    public static func focusSystem(for environment: UIResponder) -> UIFocusSystem? { _main }

    /// The focused view, if any.
    public var focusedItem: UIView? { _focused }
    private weak var _focused: UIView?
    /// Where focus last was in each group, to come back to it on Tab.
    private var remembered: [(group: WeakView, item: WeakView)] = []
    private lazy var ring = FocusRingView(color: .systemBlue)

    final class WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    // MARK: Moving

    /// Moves focus `heading` (`.next`/`.previous` between groups, the four
    /// directions within the focused group). True when focus moved.
    @discardableResult
    public func _moveFocus(_ heading: UIFocusHeading) -> Bool {
        guard let window = UIApplication.shared.keyWindow else { return false }
        let groups = focusGroups(in: window)
        guard !groups.isEmpty else { return false }
        guard let current = _focused, let g = groups.firstIndex(where: { $0.items.contains { $0 === current } }) else {
            // Nothing focused yet: the first item (the last group's on
            // Shift-Tab).
            let group = heading == .previous ? groups[groups.count - 1] : groups[0]
            return focus(entry(of: group), heading: heading)
        }
        switch heading {
        case .next, .previous:
            let step = heading == .next ? 1 : groups.count - 1
            let target = groups[(g + step) % groups.count]
            return focus(entry(of: target), heading: heading)
        default:
            guard let next = nearest(to: current, heading, among: groups[g].items) else { return false }
            return focus(next, heading: heading)
        }
    }

    /// Puts focus on `view` (nil clears it), telling both sides. False when
    /// either side declines (`shouldUpdateFocus(in:)`).
    @discardableResult
    func focus(_ view: UIView?, heading: UIFocusHeading = []) -> Bool {
        guard view !== _focused else { return view != nil }
        let previous = _focused
        let context = UIFocusUpdateContext(previous: previous, next: view, heading: heading)
        if let previous, !previous.shouldUpdateFocus(in: context) { return false }
        if let view, !view.shouldUpdateFocus(in: context) { return false }
        _focused = view
        if let view, let group = groupView(of: view) { remember(view, in: group) }
        let coordinator = UIFocusAnimationCoordinator()
        previous?.didUpdateFocus(in: context, with: coordinator)
        view?.didUpdateFocus(in: context, with: coordinator)
        // A text input that takes focus edits; one that loses it stops.
        if let previous, previous.isFirstResponder, previous is TextEditingHost { previous.resignFirstResponder() }
        if let view, view is TextEditingHost, !view.isFirstResponder { view.becomeFirstResponder() }
        _updateRing()
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: self, userInfo: [
            Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator,
        ])
        AccessibilityCenter.shared._focusChanged(view)
        return true
    }

    /// Keeps the outline on the focused item (after a move, a layout, a key).
    func _updateRing() {
        guard let view = _focused, let window = view.window, !view.isHidden else {
            ring.show(around: nil, in: nil)
            return
        }
        ring.layer.cornerRadius = max(view.layer.cornerRadius, 4) + FocusRingView.outset
        ring.show(around: view._accessibilityScreenRect(view.bounds), in: window)
    }

    /// A touch hides focus (iPadOS shows it only while the keyboard drives).
    func _touchBegan() {
        guard _focused != nil else { return }
        focus(nil)
    }

    // MARK: Items and groups

    struct Group {
        /// The view that holds the group; the item itself for a lone item.
        let holder: UIView
        var items: [UIView]
    }

    /// Whether `view` can take focus now, by its own answer and visibility.
    static func isFocusable(_ view: UIView) -> Bool {
        guard view.canBecomeFocused, !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return false }
        return true
    }

    /// The key window's focus groups, in reading order, each with its items
    /// in reading order.
    func focusGroups(in window: UIWindow) -> [Group] {
        let root: UIView = AccessibilityHierarchy._modalView(in: window) ?? window
        var items: [UIView] = []
        collect(in: root, into: &items)
        var groups: [Group] = []
        for item in items {
            let holder = groupView(of: item) ?? item
            if let i = groups.firstIndex(where: { $0.holder === holder }) { groups[i].items.append(item) }
            else { groups.append(Group(holder: holder, items: [item])) }
        }
        for i in groups.indices { groups[i].items = Self.readingOrder(groups[i].items) }
        return groups.sorted { a, b in
            Self.precedes(a.items[0].focusFrame, b.items[0].focusFrame)
        }
    }

    private func collect(in view: UIView, into items: inout [UIView]) {
        for sub in view.subviews where !sub.isHidden && sub.alpha > 0.01 && sub.isUserInteractionEnabled && !(sub is FocusRingView) {
            if sub.canBecomeFocused { items.append(sub) }
            collect(in: sub, into: &items)
        }
    }

    /// The view holding `item`'s focus group, nil when it is a group alone.
    func groupView(of item: UIView) -> UIView? {
        var view: UIView? = item
        while let v = view {
            if v.focusGroupIdentifier != nil { return v }
            if v !== item, v is UITableView || v is UICollectionView || v is UITabBar || v is UINavigationBar || v is UIToolbar {
                return v
            }
            view = v.superview
        }
        return nil
    }

    private func entry(of group: Group) -> UIView? {
        remembered.removeAll { $0.group.view == nil || $0.item.view == nil }
        if let last = remembered.first(where: { $0.group.view === group.holder })?.item.view,
           group.items.contains(where: { $0 === last }) { return last }
        return group.items.first
    }

    private func remember(_ item: UIView, in group: UIView) {
        remembered.removeAll { $0.group.view == nil || $0.group.view === group }
        remembered.append((WeakView(group), WeakView(item)))
    }

    /// The item nearest `current` in `heading`: in that direction, closest
    /// along it, with sideways distance counting double.
    private func nearest(to current: UIView, _ heading: UIFocusHeading, among items: [UIView]) -> UIView? {
        let from = current.focusFrame
        var best: UIView?
        var bestScore = CGFloat.infinity
        for item in items where item !== current {
            let to = item.focusFrame
            let along: CGFloat, across: CGFloat
            switch heading {
            case .down: along = to.midY - from.midY; across = abs(to.midX - from.midX)
            case .up: along = from.midY - to.midY; across = abs(to.midX - from.midX)
            case .right: along = to.midX - from.midX; across = abs(to.midY - from.midY)
            case .left: along = from.midX - to.midX; across = abs(to.midY - from.midY)
            default: return nil
            }
            guard along > 0.5 else { continue }
            let score = along + 2 * across
            if score < bestScore { best = item; bestScore = score }
        }
        return best
    }

    static func readingOrder(_ views: [UIView]) -> [UIView] {
        views.enumerated().sorted { a, b in
            let fa = a.element.focusFrame, fb = b.element.focusFrame
            if precedes(fa, fb) { return true }
            if precedes(fb, fa) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func precedes(_ a: CGRect, _ b: CGRect) -> Bool {
        let ay = (a.minY * 2).rounded(), by = (b.minY * 2).rounded()
        if ay != by { return ay < by }
        return a.minX < b.minX
    }
}

extension UIView {
    /// The frame focus geometry uses: the view's bounds in the scene.
    var focusFrame: CGRect { _accessibilityScreenRect(bounds) }
}
