import Foundation

/// The root view of a `UIAlertController` (M2): it covers the presenter's
/// window, with the dimming behind and a panel holding the card (an alert,
/// in the middle) or the cards (an action sheet: the actions, and the
/// cancel action apart under them, at the bottom). It takes the touches
/// that reach it and passes none on, so nothing under an alert is touched;
/// it is the first responder while no text field is, so Return and Escape
/// reach the controller's key commands.
///
/// Layout is by frames, in `layoutSubviews`: the card is sized to its
/// content, up to what the window leaves (its safe area, less the on-screen
/// keyboard), and its content scrolls beyond that.
///
/// - Important: main actor only.
@MainActor
final class AlertView: UIView {
    weak var controller: UIAlertController?
    let style: UIAlertController.Style
    let dimmingView = AlertDimmingView()
    /// What the presentation animates: scaled and faded (alert) or slid
    /// (action sheet).
    let panel = UIView()
    let card = AlertCardView()
    /// An action sheet's cancel action, apart.
    let cancelCard = AlertCardView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var actionViews: [AlertActionView] = []
    private(set) var arrangement = AlertActionArrangement(layout: .stacked, group: [], separateCancel: nil)
    private var separators: [UIView] = []
    private var separatorsUsed = 0
    private var needsRebuild = true
    /// How much of the view the on-screen keyboard covers.
    private(set) var keyboardOverlap: CGFloat = 0
    private var keyboardObservation: KeyboardObservation?

    // A container that only takes touches: with its dimming and panel
    // shown as compositing layers, it is nothing in the window's pixels.
    override var _drawsOnlyBackground: Bool { true }

    init(controller: UIAlertController) {
        self.controller = controller
        style = controller.preferredStyle
        super.init(frame: CGRect(origin: .zero, size: UIApplication.shared._defaultScene.size))
        dimmingView.alert = controller
        dimmingView.frame = bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(dimmingView)
        addSubview(panel)
        panel.addSubview(card)
        panel.addSubview(cancelCard)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.contentView.addSubview(label)
        }
    }

    // MARK: Touches and keys

    // The touches that reach the root (on a card, off its buttons) stop
    // here: the presenter is the controller's next responder (R2) and must
    // not see them.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override var canBecomeFirstResponder: Bool { true }

    // MARK: Content

    /// The title, message, actions or fields changed: rebuilt at the next
    /// layout.
    func _contentDidChange() {
        needsRebuild = true
        setNeedsLayout()
    }

    /// An action was enabled or disabled: its button follows at once.
    func _actionStateDidChange() {
        for view in actionViews where view.isEnabled != view.action.isEnabled { view.isEnabled = view.action.isEnabled }
    }

    /// The button showing `action`.
    func actionView(for action: UIAlertAction) -> AlertActionView? { actionViews.first { $0.action === action } }

    private func rebuild() {
        needsRebuild = false
        guard let controller else { return }
        let isAlert = style == .alert
        titleLabel.text = controller.title
        titleLabel.font = isAlert ? AlertMetrics.alertTitleFont : AlertMetrics.sheetTitleFont
        titleLabel.textColor = isAlert ? .label : AlertMetrics.sheetHeaderColor
        messageLabel.text = controller.message
        messageLabel.font = isAlert ? AlertMetrics.alertMessageFont : AlertMetrics.sheetMessageFont
        messageLabel.textColor = isAlert ? .label : AlertMetrics.sheetHeaderColor

        for view in actionViews { view.removeFromSuperview() }
        let emphasized = controller._emphasizedAction
        actionViews = controller.actions.map { action in
            let view = AlertActionView(action: action, alert: controller, isSheet: !isAlert)
            view.isEmphasized = action === emphasized
            return view
        }
        arrangement = AlertActionArrangement.arrange(controller.actions, style: style) { actions in
            actions.allSatisfy { (self.actionView(for: $0)?.titleWidth ?? 0) <= AlertMetrics.sideBySideTitleWidth }
        }
        for action in arrangement.group {
            if let view = actionView(for: action) { card.contentView.addSubview(view) }
        }
        if let cancel = arrangement.separateCancel, let view = actionView(for: cancel) {
            cancelCard.contentView.addSubview(view)
        }
        for field in controller.textFields ?? [] where field.superview !== card.contentView {
            card.contentView.addSubview(field)
        }
    }

    // MARK: Layout

    /// An action sheet in a regular-width window, shown in a popover (M2).
    private var isPopover: Bool { controller?._showsAsPopover == true }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild { rebuild() }
        dimmingView.isHidden = isPopover
        if isPopover {
            layoutPopover()
            return
        }
        dimmingView.frame = bounds
        var available = bounds.inset(by: safeAreaInsets)
        available.size.height = max(0, available.height - max(0, keyboardOverlap - safeAreaInsets.bottom))
        separatorsUsed = 0
        if style == .alert {
            layoutAlert(in: available.insetBy(dx: AlertMetrics.alertMargin, dy: AlertMetrics.alertMargin))
        } else {
            layoutSheet(in: available)
        }
        for (i, s) in separators.enumerated() { s.isHidden = i >= separatorsUsed }
    }

    private func layoutAlert(in area: CGRect) {
        let width = max(0, min(AlertMetrics.alertWidth, area.width))
        let contentHeight = layoutGroup(width: width)
        let height = max(0, min(contentHeight, area.height))
        panel.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        panel.center = CGPoint(x: area.midX, y: area.midY)
        card.frame = panel.bounds
        card.setContentHeight(contentHeight)
        cancelCard.isHidden = true
    }

    /// In a popover the view is the popover's content: the card fills it,
    /// without the cancel card (the cancel action exists; a tap outside
    /// the popover chooses it).
    private func layoutPopover() {
        separatorsUsed = 0
        panel.transform = .identity
        panel.alpha = 1
        panel.frame = bounds
        card.isHidden = false
        card.frame = panel.bounds
        card.setContentHeight(layoutGroup(width: bounds.width))
        cancelCard.isHidden = true
        for (i, s) in separators.enumerated() { s.isHidden = i >= separatorsUsed }
    }

    /// The size an action sheet wants in a popover: the popover width and
    /// its header and buttons' height, at most `maxHeight` (it scrolls
    /// beyond).
    func popoverContentSize(maxHeight: CGFloat) -> CGSize {
        if needsRebuild { rebuild() }
        let width = AlertMetrics.popoverWidth
        separatorsUsed = 0
        let height = layoutGroup(width: width)
        for (i, s) in separators.enumerated() { s.isHidden = i >= separatorsUsed }
        return CGSize(width: width, height: min(height, max(0, maxHeight)))
    }

    private func layoutSheet(in area: CGRect) {
        let m = AlertMetrics.sheetMargin
        let width = max(0, area.width - 2 * m)
        let bottom = area.maxY - m
        let hasCancel = arrangement.separateCancel != nil
        let cancelHeight = hasCancel ? AlertMetrics.sheetButtonHeight : 0
        let groupContent = layoutGroup(width: width)
        let gap = hasCancel && groupContent > 0 ? m : 0
        let room = bottom - cancelHeight - gap - (area.minY + AlertMetrics.sheetTopMargin)
        let groupHeight = max(0, min(groupContent, room))
        let panelHeight = groupHeight + gap + cancelHeight
        panel.bounds = CGRect(x: 0, y: 0, width: width, height: panelHeight)
        panel.center = CGPoint(x: area.midX, y: bottom - panelHeight / 2)
        card.isHidden = groupContent == 0
        card.frame = CGRect(x: 0, y: 0, width: width, height: groupHeight)
        card.setContentHeight(groupContent)
        cancelCard.isHidden = !hasCancel
        cancelCard.frame = CGRect(x: 0, y: panelHeight - cancelHeight, width: width, height: cancelHeight)
        cancelCard.setContentHeight(cancelHeight)
        if let cancel = arrangement.separateCancel, let view = actionView(for: cancel) {
            view.frame = cancelCard.contentView.bounds
        }
    }

    /// Places the header, the text fields and the group's buttons in the
    /// card at `width`; returns the height they take.
    private func layoutGroup(width: CGFloat) -> CGFloat {
        let isAlert = style == .alert
        let insets = isAlert ? AlertMetrics.alertHeaderInsets : AlertMetrics.sheetHeaderInsets
        let textWidth = max(0, width - insets.left - insets.right)
        let fields = controller?.textFields ?? []
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let hasMessage = !(messageLabel.text ?? "").isEmpty
        var y: CGFloat = 0
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        let hasHeader = hasTitle || hasMessage || !fields.isEmpty
        if hasHeader {
            y = insets.top
            if hasTitle {
                let h = titleLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
                titleLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: h)
                y += h
            }
            if hasMessage {
                if hasTitle { y += AlertMetrics.titleMessageSpacing }
                let h = messageLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
                messageLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: h)
                y += h
            }
            for (i, field) in fields.enumerated() {
                y += i == 0 && (hasTitle || hasMessage) ? AlertMetrics.textFieldTopSpacing : (i == 0 ? 0 : AlertMetrics.textFieldSpacing)
                field.frame = CGRect(x: insets.left, y: y, width: textWidth, height: AlertMetrics.textFieldHeight)
                y += AlertMetrics.textFieldHeight
            }
            y += insets.bottom
        }
        let buttonHeight = isAlert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetButtonHeight
        let group = arrangement.group.compactMap { actionView(for: $0) }
        switch arrangement.layout {
        case .sideBySide where group.count == 2:
            if hasHeader { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
            let half = (width / 2).rounded()
            // The first of the group is on the leading side: the left, or
            // the right in a right-to-left layout.
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            group[rtl ? 1 : 0].frame = CGRect(x: 0, y: y, width: half, height: buttonHeight)
            group[rtl ? 0 : 1].frame = CGRect(x: half, y: y, width: width - half, height: buttonHeight)
            addSeparator(CGRect(x: half, y: y, width: hairline, height: buttonHeight))
            y += buttonHeight
        default:
            for (i, view) in group.enumerated() {
                if hasHeader || i > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
                view.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        return y
    }

    /// One device pixel.
    private var hairline: CGFloat {
        let scale = window?.windowScene?.screen.scale ?? UIScreen.main.scale
        return 1 / max(1, scale)
    }

    /// Shows a hairline separator at `rect` in the card, above the buttons.
    private func addSeparator(_ rect: CGRect) {
        let s: UIView
        if separatorsUsed < separators.count {
            s = separators[separatorsUsed]
        } else {
            s = UIView()
            s.backgroundColor = AlertMetrics.separatorColor
            s.isUserInteractionEnabled = false
            separators.append(s)
        }
        if s.superview !== card.contentView { card.contentView.addSubview(s) }
        card.contentView.bringSubviewToFront(s)
        s.frame = rect
        separatorsUsed += 1
    }

    // MARK: The keyboard, and layers

    /// While shown, the dimming and the panel are compositing layers where
    /// the backend can (UIView+CompositingLayer): the alert's first frame
    /// draws the card alone, not the window under a new dimming, and its
    /// fade and growth are the compositor's. Then the keyboard is watched.
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        // Asked before joining: the window never draws them, so their
        // arrival damages nothing.
        // In a popover, the popover's view is the layer.
        if newWindow != nil, !isPopover {
            dimmingView._requestCompositingLayer(true)
            panel._requestCompositingLayer(true)
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            dimmingView._requestCompositingLayer(false)
            panel._requestCompositingLayer(false)
        }
        guard window != nil else {
            keyboardObservation = nil
            keyboardOverlap = 0
            return
        }
        guard keyboardObservation == nil else { return }
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardWillMove(showing: true) }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardWillMove(showing: false) }
        }
        keyboardObservation = KeyboardObservation(tokens: [show, hide])
    }

    /// The on-screen keyboard is sliding in or out: the alert moves to stay
    /// above it, alongside (UIKit's alerts do the same).
    private func keyboardWillMove(showing: Bool) {
        var overlap: CGFloat = 0
        if showing, let frame = UIApplication.shared._onScreenKeyboard?.frame(in: self) {
            overlap = max(0, min(bounds.height, bounds.maxY - frame.minY))
        }
        guard overlap != keyboardOverlap else { return }
        keyboardOverlap = overlap
        setNeedsLayout()
        // While the alert is being presented it is placed before it starts
        // to animate in.
        guard controller?._modalTransition != .presenting else { return }
        UIView.animate(withDuration: OnScreenKeyboardController.animationDuration, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction]) { self.layoutIfNeeded() }
    }

    // MARK: Presentation states

    /// Where the presentation starts: no dimming; the alert transparent at
    /// 1.2 times its size, or the sheet below the window's bottom.
    func applyAppearingState() {
        dimmingView.alpha = 0
        // Y4: with Reduce Motion, iOS cross-fades alerts and action sheets
        // in place: no zoom, no slide.
        if AccessibilitySettings.shared.reduceMotion {
            panel.alpha = 0
            panel.transform = .identity
        } else if style == .alert {
            panel.alpha = 0
            panel.transform = CGAffineTransform(scaleX: AlertMetrics.presentScale, y: AlertMetrics.presentScale)
        } else {
            panel.transform = CGAffineTransform(translationX: 0, y: offscreenOffset)
        }
    }

    func applyShownState() {
        dimmingView.alpha = 1
        panel.alpha = 1
        panel.transform = .identity
    }

    /// Where the dismissal ends: the alert faded out where it is, or the
    /// sheet below the window's bottom.
    func applyDismissedState() {
        dimmingView.alpha = 0
        if style == .alert || AccessibilitySettings.shared.reduceMotion {
            panel.alpha = 0
        } else {
            panel.transform = CGAffineTransform(translationX: 0, y: offscreenOffset)
        }
    }

    /// How far down the sheet must move to be off the window.
    private var offscreenOffset: CGFloat { max(0, bounds.maxY - (panel.center.y - panel.bounds.height / 2)) }
}
