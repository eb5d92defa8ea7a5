import Foundation

/// An alert or an action sheet (M2), presented with
/// `present(_:animated:completion:)` over the presenter's window, which it
/// dims; the presenter keeps its view and gets no appearance calls (V2).
///
///     let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
///     alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
///     alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
///     present(alert, animated: true)
///
/// UIKit's rules, followed here (AlertActionArrangement has the order):
/// two actions of an alert side by side with the cancel action leading;
/// otherwise stacked with the cancel action last; an action sheet stacked
/// with its cancel action apart at the bottom. One cancel action at most.
/// The cancel action is drawn bold unless a ``preferredAction`` (alerts
/// only) takes the emphasis. Return chooses the preferred action or, with
/// none, the only action that is not the cancel action; Escape chooses the
/// cancel action. A touch outside an alert does nothing; outside an action
/// sheet it chooses the cancel action. Choosing an action dismisses the
/// alert, and its handler runs once the dismissal has finished
/// (`presentedViewController` is nil by then).
///
/// Differences from UIKit: misuse UIKit raises an exception for (a second
/// cancel action, a text field on an action sheet, a preferred action that
/// is not one of the actions) is logged once and ignored. In a regular-width
/// window an action sheet is a popover from its `popoverPresentationController`
/// (UIPopoverPresentationController), drawn without its cancel button; a tap
/// outside dismisses it and then runs the cancel action's handler. Without a
/// source it is logged once and shown centred (UIKit raises). The card is
/// opaque, not UIKit's blurred material.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle of the window, or a sheet of actions at its
    /// bottom.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    private var _preferredStyle = Style.alert
    private var _actions: [UIAlertAction] = []
    private var _textFields: [UITextField] = []
    /// Set from the moment an action is chosen until the alert is presented
    /// again: a second tap or key while it leaves does nothing.
    var _isFinishing = false
    /// Whether this action sheet is shown as a popover (a regular-width
    /// window, M2): decided when it is presented, read by its view.
    var _showsAsPopover = false

    /// An alert or action sheet with a title and a message, either of which
    /// may be nil.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        _preferredStyle = preferredStyle
        self.title = title
        self.message = message
        modalPresentationStyle = .overFullScreen
    }

    open var preferredStyle: Style { _preferredStyle }

    open override var title: String? {
        didSet { _contentDidChange() }
    }

    /// The text under the title.
    open var message: String? {
        didSet { _contentDidChange() }
    }

    /// The actions, in the order added.
    open var actions: [UIAlertAction] { _actions }

    /// The action Return chooses and that is drawn bold instead of the
    /// cancel action (alerts only). It must be one of ``actions``; another
    /// is logged and ignored (UIKit raises).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !_actions.contains(where: { $0 === action }) {
                _log("alert-preferred-unknown", "preferredAction set to an action that was not added to the alert; ignored")
                preferredAction = oldValue
                return
            }
            _contentDidChange()
        }
    }

    /// The text fields, in the order added (alerts only); nil when there
    /// are none.
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    /// An alert is shown over the presenter's view, whatever the app sets:
    /// a style that would take the presenter's view away is logged and
    /// ignored.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        didSet {
            if modalPresentationStyle.removesPresenterView {
                _log("alert-presentation-style", "an alert is presented over its presenter; modalPresentationStyle \(modalPresentationStyle) ignored")
                modalPresentationStyle = oldValue
            }
        }
    }

    /// Adds an action. A second `.cancel` action is logged and ignored
    /// (UIKit raises), and so is an action added twice.
    open func addAction(_ action: UIAlertAction) {
        if _actions.contains(where: { $0 === action }) {
            _log("alert-action-twice", "addAction(_:) of an action already in the alert; ignored")
            return
        }
        if action.style == .cancel, _actions.contains(where: { $0.style == .cancel }) {
            _log("alert-second-cancel", "addAction(_:) of a second .cancel action \"\(action.title ?? "")\": an alert has one cancel action at most; ignored")
            return
        }
        action._onChange = { [weak self] in self?._alertView?._actionStateDidChange() }
        _actions.append(action)
        _contentDidChange()
    }

    /// Adds a text field under the message, configured by `configurationHandler`
    /// (alerts only: on an action sheet it is logged and ignored, UIKit
    /// raises). The first text field takes focus when the alert appears.
    @preconcurrency open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard _preferredStyle == .alert else {
            _log("alert-sheet-text-field", "addTextField(configurationHandler:) on an action sheet: text fields are for alerts only; ignored")
            return
        }
        let field = AlertTextField(frame: CGRect(x: 0, y: 0, width: 238, height: AlertMetrics.textFieldHeight))
        field._alert = self
        configurationHandler?(field)
        _textFields.append(field)
        _contentDidChange()
    }

    // MARK: The view

    open override func loadView() {
        view = AlertView(controller: self)
    }

    var _alertView: AlertView? { viewIfLoaded as? AlertView }

    // The presentation's animations (+Transition).
    override func _animatePresentation(animated: Bool, completion: @escaping () -> Void) {
        _animateIn(animated: animated, completion: completion)
    }

    override func _animateDismissal(animated: Bool, completion: @escaping () -> Void) {
        _animateOut(animated: animated, completion: completion)
    }

    private func _contentDidChange() { _alertView?._contentDidChange() }

    // MARK: Choosing an action

    /// The cancel action, if any.
    var _cancelAction: UIAlertAction? { _actions.first { $0.style == .cancel } }

    /// The action drawn bold: the preferred action of an alert, else the
    /// cancel action.
    var _emphasizedAction: UIAlertAction? {
        if _preferredStyle == .alert, let preferred = preferredAction { return preferred }
        return _cancelAction
    }

    /// The action Return chooses: the preferred action (alerts), else the
    /// only action that is not the cancel action, else none. UIKit documents
    /// only the preferred action; the second case is WayKit's choice, so that
    /// an alert with a single OK button answers Return.
    var _returnAction: UIAlertAction? {
        if _preferredStyle == .alert, let preferred = preferredAction { return preferred }
        let others = _actions.filter { $0.style != .cancel }
        return others.count == 1 ? others[0] : nil
    }

    /// Dismisses the alert, then runs the action's handler. A disabled
    /// action, or any action once one was chosen, does nothing.
    func _choose(_ action: UIAlertAction) {
        guard action.isEnabled, !_isFinishing, _actions.contains(where: { $0 === action }) else { return }
        _isFinishing = true
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: UIView.areAnimationsEnabled) {
            action.handler?(action)
        }
    }

    /// A touch on the dimming view outside a compact action sheet or an
    /// alert (M2; a popover's touches outside are its own): an action sheet
    /// chooses its cancel action; an alert ignores it.
    func _dimmingViewTapped() {
        guard _preferredStyle == .actionSheet, let cancel = _cancelAction else { return }
        _choose(cancel)
    }

    /// Return and Escape (M2), offered while the alert shows: the alert's
    /// root view is the first responder when no text field is.
    open override var keyCommands: [UIKeyCommand]? {
        guard !_isFinishing else { return nil }
        var commands: [UIKeyCommand] = []
        if _returnAction != nil {
            commands.append(UIKeyCommand(input: "\r", modifierFlags: []) { [weak self] _ in
                guard let self, let action = self._returnAction else { return }
                self._choose(action)
            })
        }
        if _cancelAction != nil {
            commands.append(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { [weak self] _ in
                guard let self, let cancel = self._cancelAction else { return }
                self._choose(cancel)
            })
        }
        return commands
    }

    /// Return typed in one of the alert's text fields: the Return action, if
    /// the alert has one. Returns whether it took the key.
    func _textFieldReturn() -> Bool {
        guard let action = _returnAction else { return false }
        _choose(action)
        return true
    }
}
