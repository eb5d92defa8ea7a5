import Foundation

/// The tree assistive technologies read (Y1), computed from the views on
/// demand: the application, its windows, the containers worth naming (lists,
/// bars, groups, alerts) and the elements, in reading order.
///
/// Plain views are transparent: their elements belong to the nearest
/// container above them. An element hides its subviews (a cell is read as a
/// whole). Hidden views (hidden, transparent, or with
/// `accessibilityElementsHidden`) and everything in them are left out. While
/// a view with `accessibilityViewIsModal` is shown, only it (and windows
/// above its own) can be reached.
///
/// Reading order within a container is `accessibilityElements` when set,
/// otherwise top to bottom, then leading to trailing by frame, as VoiceOver
/// sorts. Nothing is cached: a screen reader asks for what it reads, and the
/// answer is always the views' present state.
///
/// - Important: main actor only.
@MainActor
public enum AccessibilityHierarchy {
    /// The windows assistive technologies see, back to front.
    public static func windows(of application: UIApplication = .shared) -> [UIWindow] {
        let shown = application.windows.filter { !$0.isHidden && $0.alpha > 0.01 && !$0.accessibilityElementsHidden }
        // A modal view hides the windows below its own.
        guard let modal = modalView(in: shown), let window = modal.window,
              let index = shown.firstIndex(where: { $0 === window }) else { return shown }
        return Array(shown[index...])
    }

    /// The reachable children of a window, a container or an element (an
    /// element has none, unless it is also a container), in reading order.
    public static func children(of object: UIResponder) -> [UIResponder] {
        childrenAndFrames(of: object).map(\.element)
    }

    /// ``children(of:)`` with each child's `accessibilityFrame`, which the
    /// reading order is sorted by: an assistive technology that needs both
    /// (the AT-SPI bridge's showing state) gets them computed once.
    public static func childrenAndFrames(of object: UIResponder) -> [(element: UIResponder, frame: CGRect)] {
        if let view = object as? UIView {
            if let window = view as? UIWindow, let modal = modalView(in: [window]) { return [(modal, modal.accessibilityFrame)] }
            if !(view is UIWindow), view.isAccessibilityElement, view.accessibilityElements == nil { return [] }
        }
        return itemsAndFrames(of: object)
    }

    /// The node above `object` in this tree: a container, a window, or nil
    /// for a window (whose parent is the application).
    public static func parent(of object: UIResponder) -> UIResponder? {
        if object is UIWindow { return nil }
        if let element = object as? UIAccessibilityElement {
            var container = element.accessibilityContainer
            while let c = container {
                if let r = c as? UIResponder, isNode(r) { return r }
                if let view = c as? UIView { return parent(of: view) ?? view.window }
                container = (c as? UIAccessibilityElement)?.accessibilityContainer
            }
            return nil
        }
        guard let view = object as? UIView else { return nil }
        // A window shows only its modal view, right under it.
        if let window = view.window, view.accessibilityViewIsModal, frontmostModal(in: window) === view { return window }
        var above = view.superview
        while let v = above {
            if v is UIWindow || isNode(v) || v.accessibilityElements != nil { return v }
            above = v.superview
        }
        return nil
    }

    /// Every element of the reachable windows, in reading order: what the
    /// speech mode's swipes move through.
    public static func orderedElements(of application: UIApplication = .shared) -> [UIResponder] {
        var result: [UIResponder] = []
        for window in windows(of: application) { collectLeaves(of: window, into: &result) }
        return result
    }

    /// The elements inside `view`, in reading order, whether or not `view`
    /// itself is one (a cell reads its labels).
    public static func elements(inside view: UIView) -> [UIResponder] {
        var result: [UIResponder] = []
        for item in items(of: view, ignoringExplicit: false) {
            if isLeaf(item) { result.append(item) } else { collectLeaves(of: item, into: &result) }
        }
        return result
    }

    /// Whether `object` is shown as a container node (it has children) rather
    /// than flattened into its parent.
    public static func isNode(_ object: UIResponder) -> Bool {
        if object is UIWindow { return true }
        if object.accessibilityElements != nil { return true }
        if object.shouldGroupAccessibilityChildren || object.accessibilityContainerType != .none { return true }
        if object.accessibilityViewIsModal { return true }
        if object is UIScrollView { return true }
        return false
    }

    /// The element of the reachable windows whose frame holds `point` (scene
    /// coordinates), the frontmost and innermost first: what explore by touch
    /// speaks.
    public static func element(at point: CGPoint, of application: UIApplication = .shared) -> UIResponder? {
        let elements = orderedElements(of: application)
        // Later windows are in front; within one, the smallest frame is the
        // most specific (a button inside a cell-sized group).
        var best: UIResponder?
        var bestArea = CGFloat.infinity
        for element in elements.reversed() {
            let frame = element.accessibilityFrame
            guard frame.contains(point) else { continue }
            let area = frame.width * frame.height
            if area < bestArea { best = element; bestArea = area }
        }
        return best
    }

    // MARK: Roles and states

    public static func role(of object: UIResponder) -> AccessibilityRole {
        switch object {
        case is UIWindow: return .window
        case is AlertView: return .alert
        case is SheetView: return .dialog
        case is TabBarButton: return .tab
        case is UISwitch: return .toggleButton
        case is UISlider, is UIPageControl: return .slider
        case is UIStepper: return .spinButton
        case is UIProgressView: return .progressBar
        case is UIActivityIndicatorView: return .busyIndicator
        case let field as UITextField:
            if field.isSecureTextEntry { return .passwordField }
            return field.accessibilityTraits.contains(.searchField) ? .searchField : .textField
        case is UITextView: return .textArea
        case is UITableViewCell, is UICollectionViewCell: return .listItem
        case is UITableView, is UICollectionView: return .list
        case is UITabBar: return .tabList
        case is UINavigationBar, is UIToolbar: return .toolBar
        default: break
        }
        let traits = object.accessibilityTraits
        if traits.contains(.keyboardKey) { return .keyboardKey }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.tabBar) { return .tabList }
        if traits.contains(.staticText) { return .label }
        switch object.accessibilityContainerType {
        case .list, .dataTable: return .list
        case .landmark, .semanticGroup: return .group
        case .none: break
        }
        if object is UIScrollView { return .scrollArea }
        if isNode(object) && !object.isAccessibilityElement { return .group }
        return object.accessibilityLabel == nil ? .unknown : .label
    }

    public static func states(of object: UIResponder) -> AccessibilityStates {
        var states: AccessibilityStates = [.visible]
        let traits = object.accessibilityTraits
        if !traits.contains(.notEnabled) { states.insert(.enabled) }
        if traits.contains(.selected) { states.insert(.selected) }
        if traits.contains(.updatesFrequently), object is UIActivityIndicatorView { states.insert(.busy) }
        if object.accessibilityViewIsModal { states.insert(.modal) }
        if let window = object as? UIWindow, window.isKeyWindow { states.insert(.active) }
        switch object {
        case let toggle as UISwitch:
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        case let field as UITextField:
            states.formUnion([.singleLine])
            if field.isEnabled { states.insert(.editable) }
        case let text as UITextView:
            states.insert(.multiLine)
            if text.isEditable { states.insert(.editable) }
        case is UITableViewCell, is UICollectionViewCell, is TabBarButton:
            states.insert(.selectable)
        default: break
        }
        if object.isAccessibilityElement, !traits.contains(.notEnabled),
           object is UIControl || object is UITextView || object is UITableViewCell {
            states.insert(.focusable)
        }
        if AccessibilityCenter.shared._isFocused(object) { states.insert(.focused) }
        return states
    }

    // MARK: Walking

    static func isHiddenFromAccessibility(_ view: UIView) -> Bool {
        view.isHidden || view.alpha <= 0.01 || view.accessibilityElementsHidden
    }

    static func isLeaf(_ object: UIResponder) -> Bool {
        object.isAccessibilityElement && !(object is UIWindow) && object.accessibilityElements == nil
    }

    private static func collectLeaves(of object: UIResponder, into result: inout [UIResponder]) {
        for child in children(of: object) {
            if isLeaf(child) { result.append(child) } else { collectLeaves(of: child, into: &result) }
        }
    }

    /// The items a node shows: its explicit elements, or its subviews'
    /// elements and nodes (plain views flattened), sorted by position.
    private static func items(of object: UIResponder, ignoringExplicit: Bool = false) -> [UIResponder] {
        itemsAndFrames(of: object, ignoringExplicit: ignoringExplicit).map(\.element)
    }

    private static func itemsAndFrames(of object: UIResponder, ignoringExplicit: Bool = false)
        -> [(element: UIResponder, frame: CGRect)] {
        if !ignoringExplicit, let explicit = object.accessibilityElements {
            var result: [UIResponder] = []
            for case let entry as UIResponder in explicit {
                if let view = entry as? UIView, isHiddenFromAccessibility(view) { continue }
                if entry.accessibilityElementsHidden { continue }
                if isLeaf(entry) || isNode(entry) { result.append(entry) }
                else if let view = entry as? UIView { result.append(contentsOf: items(of: view)) }
            }
            return result.map { ($0, $0.accessibilityFrame) }
        }
        guard let view = object as? UIView else { return [] }
        var found: [UIResponder] = []
        gather(inside: view, into: &found)
        return sortedByPosition(found)
    }

    /// The elements and nodes under `view`, looking through plain views.
    private static func gather(inside view: UIView, into found: inout [UIResponder]) {
        let shown = view.subviews.filter { !isHiddenFromAccessibility($0) }
        // UIKit: a modal view hides its siblings.
        let reachable = shown.last(where: { $0.accessibilityViewIsModal }).map { [$0] } ?? shown
        for sub in reachable {
            if isLeaf(sub) || isNode(sub) { found.append(sub) } else { gather(inside: sub, into: &found) }
        }
    }

    /// Top to bottom, then leading to trailing; rows within half a point
    /// are one row. Stable for equal positions (front-to-back order kept).
    /// Leading is each item's own: its superview's layout direction, so a
    /// right-to-left part of a screen reads right to left.
    private static func sortedByPosition(_ items: [UIResponder]) -> [(element: UIResponder, frame: CGRect)] {
        let keyed = items.enumerated().map { entry -> (index: Int, item: UIResponder, frame: CGRect, rtl: Bool) in
            let holder = (entry.element as? UIView)?.superview ?? (entry.element as? UIAccessibilityElement)?._containerView
            let rtl = holder?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return (entry.offset, entry.element, entry.element.accessibilityFrame, rtl)
        }
        return keyed.sorted { a, b in
            let ay = (a.frame.minY * 2).rounded(), by = (b.frame.minY * 2).rounded()
            if ay != by { return ay < by }
            let rtl = a.rtl && b.rtl
            let ax = rtl ? -a.frame.maxX : a.frame.minX
            let bx = rtl ? -b.frame.maxX : b.frame.minX
            if ax != bx { return ax < bx }
            return a.index < b.index
        }.map { ($0.item, $0.frame) }
    }

    /// The window's frontmost shown modal view: where keyboard focus stays
    /// while an alert is up (Y4).
    static func _modalView(in window: UIWindow) -> UIView? { frontmostModal(in: window) }

    /// The frontmost shown view with `accessibilityViewIsModal`, if any.
    private static func modalView(in windows: [UIWindow]) -> UIView? {
        for window in windows.reversed() {
            if let modal = frontmostModal(in: window) { return modal }
        }
        return nil
    }

    private static func frontmostModal(in view: UIView) -> UIView? {
        for sub in view.subviews.reversed() where !isHiddenFromAccessibility(sub) {
            if sub.accessibilityViewIsModal { return sub }
            if let inner = frontmostModal(in: sub) { return inner }
        }
        return nil
    }
}
