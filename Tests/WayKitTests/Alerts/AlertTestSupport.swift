import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A headless app with a key window whose root controller logs its
/// appearance calls and whose view logs its touches: what an alert over it
/// must keep from it.
@MainActor
struct AlertFixture {
    let backend: HeadlessBackend
    let window: UIWindow
    let log = CallLog()
    let presenter: LoggingController
    let presenterView = LoggingView()

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        backend = HeadlessBackend(size: size)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        presenter = LoggingController("P", log)
        presenter.view = presenterView
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        _ = log.take()
    }

    /// Presents `alert` and lets its animation finish.
    func present(_ alert: UIAlertController, animated: Bool = true) {
        presenter.present(alert, animated: animated)
        backend.advanceTime(by: 0.5)
    }

    /// The button of the action titled `title`.
    func button(_ title: String, in alert: UIAlertController) -> AlertActionView? {
        alert._alertView?.actionViews.first { $0.action.title == title }
    }

    /// A button's frame in window coordinates.
    func frame(of title: String, in alert: UIAlertController, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        guard let view = button(title, in: alert) else {
            Issue.record("no button \(title)", sourceLocation: sourceLocation)
            return .zero
        }
        window.layoutIfNeeded()
        return view.convert(view.bounds, to: nil)
    }

    /// Taps the button titled `title`, then lets the dismissal run.
    func tap(_ title: String, in alert: UIAlertController, settle: Bool = true,
             sourceLocation: SourceLocation = #_sourceLocation) {
        let f = frame(of: title, in: alert, sourceLocation: sourceLocation)
        backend.tap(at: CGPoint(x: f.midX, y: f.midY))
        if settle { backend.advanceTime(by: 0.5) }
    }

    /// Presses a key (Return, Escape) on the hardware keyboard.
    func press(_ key: UIKeyboardHIDUsage, characters: String = "") {
        backend.press(key, characters: characters)
        backend.advanceTime(by: 0.5)
    }
}

/// Records which handlers ran, and what the app could see when they did.
@MainActor
final class HandlerLog {
    private(set) var ran: [String] = []
    /// For each handler: whether the presenter still had a presented
    /// controller when it ran.
    private(set) var presentedWhileRunning: [Bool] = []
    weak var presenter: UIViewController?

    init(_ presenter: UIViewController) { self.presenter = presenter }

    func action(_ title: String, _ style: UIAlertAction.Style = .default) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [weak self] action in
            guard let self else { return }
            self.ran.append(action.title ?? "")
            self.presentedWhileRunning.append(self.presenter?.presentedViewController != nil)
        }
    }
}

/// An alert that logs its own appearance calls.
@MainActor
final class LoggingAlert: UIAlertController {
    var log: CallLog?
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.add("alert viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log?.add("alert viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.add("alert viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.add("alert viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.add("alert viewDidDisappear") }
}

/// Forgets that `kind` was logged, so that a test can see it logged again
/// (the log is once per kind for the process).
@MainActor
func forgetLogged(_ kind: String) { UIViewController._logged.remove(kind) }

@MainActor
func wasLogged(_ kind: String) -> Bool { UIViewController._logged.contains(kind) }
