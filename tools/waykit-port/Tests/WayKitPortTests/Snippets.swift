/// UIKit code as iOS apps write it, which the tool must port to code that
/// type-checks against WayKit (TypeCheckTests) unchanged otherwise.
enum Snippets {
    static let all: [String: String] = [
        "Settings.swift": settings,
        "Gallery.swift": gallery,
        "Cells.swift": cells,
        "Login.swift": login,
    ]

    /// A login form with the Objective-C idioms the port turns into Swift:
    /// an `@objc` delegate protocol with an optional method, a button made in
    /// a stored property's initialiser with `self` as its target, a shimmer
    /// animation named by `#keyPath`, an e-mail check with `NSPredicate`, and
    /// a request through `URLSession`.
    static let login = """
    import UIKit

    @objc protocol LoginViewDelegate: AnyObject {
        @objc optional func loginViewDidCancel(_ view: LoginView)
        func loginView(_ view: LoginView, didEnter email: String)
    }

    class LoginView: UIView {
        weak var delegate: LoginViewDelegate?
        let field = UITextField()
        let cancelButton = makeButton(title: "Cancel", target: self, action: #selector(cancelTapped))

        @objc func cancelTapped() {
            delegate?.loginViewDidCancel?(self)
        }

        func submit() {
            guard let email = field.text, isValidEmail(email) else { return }
            delegate?.loginView(self, didEnter: email)
        }

        func shimmer() {
            let animation = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))
            animation.fromValue = [0, 0.1]
            animation.toValue = [0.9, 1]
            layer.add(animation, forKey: "shimmer")
        }

        func ping() {
            guard let url = URL(string: "https://example.org/ping") else { return }
            URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume()
        }
    }

    @MainActor func makeButton(title: String, target: Any?, action: Selector) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(target, action: action, for: .touchUpInside)
        return button
    }

    func isValidEmail(_ email: String) -> Bool {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\\\.[A-Za-z]{2,64}"
        let predicate = NSPredicate(format: "SELF MATCHES %@", pattern)
        return predicate.evaluate(with: email)
    }

    """

    static let settings = """
    //
    //  SettingsViewController.swift
    //  Notes
    //
    import UIKit

    final class SettingsViewController: UIViewController {
        private let saveButton = UIButton(type: .system)
        private let resetButton = UIButton(type: .system)
        private let syncSwitch = UISwitch()
        private let fontSlider = UISlider()
        private var bottomInset: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            view.backgroundColor = .systemBackground

            saveButton.setTitle("Save", for: .normal)
            saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
            resetButton.addTarget(self, action: #selector(resetTapped(_:)), for: .touchUpInside)
            syncSwitch.addTarget(self, action: #selector(syncChanged(_:)), for: .valueChanged)
            fontSlider.addTarget(self, action: #selector(sliderMoved(_:event:)), for: .valueChanged)
            [saveButton, resetButton, syncSwitch, fontSlider].forEach { view.addSubview($0) }

            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped(_:)))
            toolbarItems = [
                UIBarButtonItem(image: UIImage(named: "trash"), style: .plain, target: self, action: #selector(Self.trashTapped)),
            ]

            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }

        // MARK: - Actions

        @objc private func saveTapped() {
            navigationController?.popViewController(animated: true)
        }

        @objc func resetTapped(_ sender: UIButton) {
            sender.isEnabled = false
        }

        @objc func syncChanged(_ sender: UISwitch) {
            print("sync:", sender.isOn)
        }

        @objc func sliderMoved(_ sender: UISlider, event: UIEvent?) {
            print(sender.value)
        }

        @objc func doneTapped() {
            dismiss(animated: true)
        }

        @objc func helpTapped(_ sender: UIBarButtonItem) {
            print(sender.title ?? "")
        }

        @objc func trashTapped() {}

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            bottomInset = frame.height
        }

        @objc func keyboardWillHide() {
            bottomInset = 0
        }

        // Target–selector timers: an autosave every 30 s, a one-shot
        // taking the timer.
        func startTimers() {
            Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(autosave), userInfo: nil, repeats: true)
            let once = Timer(timeInterval: 1, target: self, selector: #selector(fired(_:)), userInfo: nil, repeats: false)
            RunLoop.main.add(once, forMode: .common)
        }

        @objc private func autosave() {}

        @objc func fired(_ timer: Timer) {
            timer.invalidate()
        }
    }

    """

    static let gallery = """
    import UIKit

    class ZoomingImageView: UIView {
        private var scale: CGFloat = 1
        private var displayLink: CADisplayLink?

        override init(frame: CGRect) {
            super.init(frame: frame)
            let doubleTap = UITapGestureRecognizer(target: self, action: #selector(didDoubleTap))
            doubleTap.numberOfTapsRequired = 2
            addGestureRecognizer(doubleTap)

            let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
            addGestureRecognizer(pinch)

            let pan = UIPanGestureRecognizer()
            pan.addTarget(self, action: #selector(ZoomingImageView.handlePan(_:)))
            addGestureRecognizer(pan)

            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
            swipe.direction = .left
            addGestureRecognizer(swipe)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func startAnimating() {
            displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
            displayLink?.add(to: .main, forMode: .common)
        }

        @objc private func step(_ link: CADisplayLink) {
            scale += 0.01
        }

        @objc private func didDoubleTap() {
            scale = scale > 1 ? 1 : 2
        }

        @objc func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
            scale *= recognizer.scale
            recognizer.scale = 1
        }

        @objc func handlePan(_ pan: UIPanGestureRecognizer) {
            let t = pan.translation(in: self)
            center.x += t.x
            pan.setTranslation(.zero, in: self)
        }

        @objc func swiped(_ sender: UISwipeGestureRecognizer) {}
    }

    """

    static let cells = """
    import UIKit

    class MessageCell: UITableViewCell {
        static let reuseIdentifier = "MessageCell"
        let likeButton = UIButton(type: .system)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(likeButton)
            likeButton.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        @objc private func likeTapped() {
            likeButton.isSelected.toggle()
        }
    }

    class ThumbnailCell: UICollectionViewCell {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    class MessagesViewController: UITableViewController {
        var messages = ["Hello", "World"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
            refreshControl = UIRefreshControl()
            refreshControl?.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        }

        @objc func refresh(_ sender: UIRefreshControl) {
            sender.endRefreshing()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
    }

    """

    /// A file with what the tool refuses.
    static let refusing = """
    import UIKit

    class SyncViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            perform(#selector(reloadData), with: nil, afterDelay: 0.5)
        }

        @objc func reloadData() {}
    }

    """
}
