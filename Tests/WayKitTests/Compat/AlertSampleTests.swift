import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else in the controller changes
import WayKitTesting

// An iOS-style controller as an iOS app writes it: a rename alert with a
// text field and a preferred action, a delete action sheet, a spinner and a
// progress bar. Only public API: the class must compile unchanged against
// UIKit (it is also type-checked in Swift 5 mode, docs/behaviour.md, M2).
@MainActor
final class SampleRenameController: UIViewController {
    var name = "Untitled"
    let spinner = UIActivityIndicatorView(style: .medium)
    let progressView = UIProgressView(progressViewStyle: .default)
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        spinner.hidesWhenStopped = true
        spinner.color = .systemGray
        spinner.center = CGPoint(x: 40, y: 40)
        view.addSubview(spinner)
        progressView.frame = CGRect(x: 20, y: 80, width: 200, height: 4)
        progressView.progressTintColor = .systemGreen
        progressView.trackTintColor = .systemGray5
        view.addSubview(progressView)
    }

    func askForName() {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.text = self.name
            textField.clearButtonMode = .whileEditing
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            guard let self, let text = alert?.textFields?.first?.text, !text.isEmpty else { return }
            self.name = text
            self.events.append("saved \(text)")
            self.spinner.startAnimating()
            self.progressView.setProgress(0.5, animated: true)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true, completion: nil)
    }

    func confirmDelete() {
        let sheet = UIAlertController(title: nil, message: "Delete \(name)?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { _ in
            self.events.append("deleted")
        }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { action in
            self.events.append(action.title ?? "")
            self.spinner.stopAnimating()
        })
        present(sheet, animated: true)
    }
}

@MainActor
@Suite(.serialized)
struct AlertSampleTests {
    @Test("U1, M2: an iOS-style controller with an alert, an action sheet, a spinner and a progress bar compiles with only its import changed, and runs")
    func sampleRuns() {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SampleRenameController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.askForName()
        backend.advanceTime(by: 0.5)
        #expect(controller.presentedViewController is UIAlertController)
        backend.typeText("!")
        backend.press(.keyboardReturnOrEnter, characters: "\r")
        backend.advanceTime(by: 0.5)
        #expect(controller.events == ["saved Untitled!"])
        #expect(controller.presentedViewController == nil)
        #expect(controller.spinner.isAnimating && !controller.spinner.isHidden)
        #expect(controller.progressView.progress == 0.5)
        controller.confirmDelete()
        backend.advanceTime(by: 0.5)
        backend.press(.keyboardEscape)
        backend.advanceTime(by: 0.5)
        #expect(controller.events == ["saved Untitled!", "Cancel"])
        #expect(!controller.spinner.isAnimating && controller.spinner.isHidden)
    }
}
