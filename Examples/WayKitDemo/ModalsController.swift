import Foundation
import WayKit

/// The Touch tab's modals (M1–M3): Rename asks for a new title in an alert
/// with a text field; List shows what the demo is built on in a sheet, which
/// a swipe down dismisses. What they do is reported as actions.
@MainActor
final class Modals: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var presenter: UIViewController?

    func barItems() -> [UIBarButtonItem] {
        let list = UIBarButtonItem(title: "List", primaryAction: UIAction { [weak self] _ in self?.showList() })
        let rename = UIBarButtonItem(title: "Rename", primaryAction: UIAction { [weak self] _ in self?.rename() })
        return [list, rename]
    }

    func rename() {
        guard let presenter else { return }
        let alert = UIAlertController(title: "Rename the demo", message: "The title shown in the bar.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "New title"
            field.autocapitalizationType = .words
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let rename = UIAlertAction(title: "Rename", style: .default) { [weak alert, weak presenter] _ in
            let text = alert?.textFields?.first?.text ?? ""
            guard !text.isEmpty else { return }
            presenter?.title = text
            DemoLog.action("rename \(text)")
            ModalInput.renamed()
        }
        alert.addAction(rename)
        alert.preferredAction = rename
        presenter.present(alert, animated: true) {
            if let field = alert.textFields?.first { ModalInput.alertReady(field) }
        }
    }

    func showList() {
        guard let presenter else { return }
        let list = DetailsController()
        list.title = "Built on"
        list.sheetPresentationController?.detents = [.medium(), .large()]
        list.sheetPresentationController?.prefersGrabberVisible = true
        list.presentationController?.delegate = self
        presenter.present(list, animated: true) {
            if let sheet = list.view.superview { ModalInput.sheetShown(sheet) }
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        DemoLog.action("sheet dismissed")
        ModalInput.sheetDismissed()
    }
}
