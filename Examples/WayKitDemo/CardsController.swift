import Foundation
import WayKit

/// The root of the Touch tab: the seeds' scenes and the form, in the demo's
/// content view (its design size, centred); a Details button pushes the
/// list of what the demo shows.
@MainActor
final class CardsController: UIViewController {
    let content: UIView
    let pulse: UIView

    init(content: UIView, pulse: UIView) {
        self.content = content
        self.pulse = pulse
        super.init(nibName: nil, bundle: nil)
        title = "WayKit demo"
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: pulse)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Details", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(DetailsController(), animated: true)
        })
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
