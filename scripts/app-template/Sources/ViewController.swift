import WayKit

/// The first screen: a button that counts its taps.
class ViewController: UIViewController {

    private(set) var taps = 0
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.setTitle("Tap me", for: .normal)
        button.addAction(UIAction { [unowned self] _ in
            taps += 1
            button.setTitle("Tapped \(taps)", for: .normal)
        }, for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
