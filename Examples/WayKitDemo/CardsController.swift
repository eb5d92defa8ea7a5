import Foundation
import WayKit

/// The root of the Touch tab: the seeds' scenes and the form, in the demo's
/// content view (its design size, centred); a Details button pushes the
/// list of what the demo shows; Rename and List present an alert and a
/// sheet (`Modals`).
@MainActor
final class CardsController: UIViewController {
    let content: UIView
    let pulse: UIView
    let modals = Modals()

    init(content: UIView, pulse: UIView) {
        self.content = content
        self.pulse = pulse
        super.init(nibName: nil, bundle: nil)
        title = "WayKit demo"
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: pulse)
        // UIKit's order: the first right item is the rightmost.
        navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Details", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(DetailsController(), animated: true)
        })] + modals.barItems()
        modals.presenter = self
        navigationItem.backButtonTitle = "Demo"
    }

    override func loadView() {
        super.loadView()
        view.backgroundColor = DemoStyle.background
        content.frame.origin = CGPoint(x: (view.bounds.width - content.bounds.width) / 2,
                                       y: (view.bounds.height - content.bounds.height) / 2)
        view.addSubview(content)
    }
}
