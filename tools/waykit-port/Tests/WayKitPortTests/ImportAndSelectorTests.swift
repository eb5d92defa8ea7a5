import Testing
@testable import WayKitPort

@Suite struct ImportAndSelectorTests {
    @Test("U2: import UIKit becomes import WayKit, and nothing else in the file changes")
    func importRewritten() {
        let source = """
        //  ViewController.swift
        import UIKit
        import Foundation   // for Date
        import UIKit.UIGestureRecognizerSubclass

        final class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground  // keep   this
            }
        }

        """
        let (out, findings) = port(source)
        #expect(out == source
            .replacingOccurrences(of: "import UIKit.UIGestureRecognizerSubclass", with: "import WayKit")
            .replacingOccurrences(of: "import UIKit\n", with: "import WayKit\n"))
        #expect(findings.isEmpty)
    }

    @Test("U2: #selector in a control's addTarget becomes a method reference with the method's labels")
    func controlTargets() {
        let source = """
        import UIKit

        class LoginViewController: UIViewController {
            let loginButton = UIButton(type: .system)
            let cancelButton = UIButton(type: .system)
            let slider = UISlider()
            let toggle = UISwitch()

            override func viewDidLoad() {
                super.viewDidLoad()
                loginButton.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
                cancelButton.addTarget(self, action: #selector(cancelTapped(_:)), for: .touchUpInside)
                slider.addTarget(self, action: #selector(Self.sliderChanged), for: .valueChanged)
                toggle.addTarget(self, action: #selector(LoginViewController.toggled(sender:)), for: .valueChanged)
                toggle.addTarget(self,
                                 action: #selector(self.touchDown(_:event:)),   // with the event
                                 for: [.touchDown])
            }

            @objc func loginTapped() {}
            @objc private func cancelTapped(_ sender: UIButton) {}
            @objc func sliderChanged(_ slider: UISlider) {}
            @objc func toggled(sender: UISwitch) {}
            @objc func touchDown(_ sender: UISwitch, event: UIEvent?) {}
        }

        """
        let (out, findings) = port(source)
        #expect(out == """
        import WayKit

        class LoginViewController: UIViewController {
            let loginButton = UIButton(type: .system)
            let cancelButton = UIButton(type: .system)
            let slider = UISlider()
            let toggle = UISwitch()

            override func viewDidLoad() {
                super.viewDidLoad()
                loginButton.addTarget(self, action: LoginViewController.loginTapped, for: .touchUpInside)
                cancelButton.addTarget(self, action: LoginViewController.cancelTapped(_:), for: .touchUpInside)
                slider.addTarget(self, action: LoginViewController.sliderChanged(_:), for: .valueChanged)
                toggle.addTarget(self, action: LoginViewController.toggled(sender:), for: .valueChanged)
                toggle.addTarget(self,
                                 action: LoginViewController.touchDown(_:event:),   // with the event
                                 for: [.touchDown])
            }

            func loginTapped() {}
            private func cancelTapped(_ sender: UIButton) {}
            func sliderChanged(_ slider: UISlider) {}
            func toggled(sender: UISwitch) {}
            func touchDown(_ sender: UISwitch, event: UIEvent?) {}
        }

        """)
        #expect(findings.isEmpty)
    }

    @Test("U2: #selector in recognizers' init(target:action:) and addTarget(_:action:) becomes a method reference")
    func recognizers() {
        let source = """
        import UIKit

        class PhotoView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                tap.numberOfTapsRequired = 2
                addGestureRecognizer(tap)
                let pan = UIPanGestureRecognizer()
                pan.addTarget(self, action: #selector(handlePan))
                addGestureRecognizer(pan)
                addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(longPressed)))
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
            @objc func handlePan(_ pan: UIPanGestureRecognizer) {}
            @objc func longPressed() {}
        }

        """
        let (out, findings) = port(source)
        #expect(out.contains("UITapGestureRecognizer(target: self, action: PhotoView.handleTap(_:))"))
        #expect(out.contains("pan.addTarget(self, action: PhotoView.handlePan(_:))"))
        #expect(out.contains("UILongPressGestureRecognizer(target: self, action: PhotoView.longPressed)"))
        #expect(!out.contains("@objc"))
        #expect(!out.contains("#selector"))
        #expect(findings.isEmpty)
    }

    @Test("U2: #selector in bar button items, display links and notification observers becomes a method reference")
    func barItemsLinksAndNotifications() {
        let source = """
        import UIKit

        class NotesViewController: UITableViewController {
            var link: CADisplayLink?

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sort(_:)))
                let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                            target: self, action: #selector(share))
                toolbarItems = [share, .init(barButtonSystemItem: .trash, target: self, action: #selector(deleteAll))]
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .init("NotesChanged"), object: nil)
                link = CADisplayLink(target: self, selector: #selector(step))
            }

            @objc func addNote() {}
            @objc func sort(_ sender: UIBarButtonItem) {}
            @objc func share() {}
            @objc func deleteAll() {}
            @objc func keyboardWillShow(_ notification: Notification) {}
            @objc func reload() {}
            @objc func step(_ link: CADisplayLink) {}
        }

        """
        let (out, findings) = port(source)
        #expect(out.contains("UIBarButtonItem(barButtonSystemItem: .add, target: self, action: NotesViewController.addNote)"))
        #expect(out.contains("UIBarButtonItem(title: \"Sort\", style: .plain, target: self, action: NotesViewController.sort(_:))"))
        #expect(out.contains("target: self, action: NotesViewController.share)"))
        #expect(out.contains(".init(barButtonSystemItem: .trash, target: self, action: NotesViewController.deleteAll)"))
        #expect(out.contains("addObserver(self, selector: NotesViewController.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)"))
        #expect(out.contains("addObserver(self, selector: NotesViewController.reload, name: .init(\"NotesChanged\"), object: nil)"))
        #expect(out.contains("CADisplayLink(target: self, selector: NotesViewController.step(_:))"))
        #expect(!out.contains("@objc"))
        #expect(findings.isEmpty)
    }

    @Test("U2: a selector in an extension names the extended type; a method declared in another file keeps its labels")
    func extensionsAndOtherFiles() {
        let result = port([
            "A.swift": """
            import UIKit
            class FeedViewController: UIViewController {}
            extension FeedViewController {
                func setUp(_ button: UIButton) {
                    button.addTarget(self, action: #selector(refresh), for: .primaryActionTriggered)
                }
            }
            """,
            "B.swift": """
            import UIKit
            extension FeedViewController {
                @objc func refresh(_ sender: UIControl) {}
            }
            """,
        ])
        #expect(result.files[0].rewritten?.contains("action: FeedViewController.refresh(_:), for") == true)
        #expect(result.files[1].rewritten?.contains("    func refresh(_ sender: UIControl) {}") == true)
        #expect(result.findings.isEmpty)
    }

    @Test("U2: a nil target (the responder chain) becomes a Selector value, which WayKit sends up the chain")
    func nilTarget() {
        let source = """
        import UIKit
        class EditorViewController: UIViewController {
            func setUp(_ button: UIButton) {
                button.addTarget(nil, action: #selector(UIResponder.resignFirstResponder), for: .touchUpInside)
            }
        }
        """
        let (out, findings) = port(source, file: "E.swift")
        #expect(out.contains("button.addTarget(nil, action: Selector(UIResponder.resignFirstResponder, name: \"resignFirstResponder\"), for: .touchUpInside)"))
        #expect(findings.isEmpty)
        #expect(port(out, file: "E.swift").0 == out)
    }
}
