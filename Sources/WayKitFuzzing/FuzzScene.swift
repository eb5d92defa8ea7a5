import Foundation
import WayKit

/// The views a fuzzed stream touches: plain views that keep a ledger of the
/// touches and presses they get, recognizers of every kind that keep one too,
/// and controls — in two windows of one scene (two subsurfaces), so touches
/// fall between windows and windows come and go.
///
/// The ledger checks F2 as it goes: no touch begins twice or ends twice in a
/// view, and at the end every touch that began has ended; recognizers and
/// controls are checked at the end: none holds a touch or is mid-gesture.
@MainActor
public final class FuzzScene {
    public let scene: UIWindowScene
    public let window: UIWindow
    public let overlay: UIWindow
    public private(set) var controls: [UIControl] = []
    public private(set) var recognizers: [UIGestureRecognizer] = []
    public let ledger = TouchLedger()
    /// Text responders for text-input-v3 and the clipboard (K1–K3, K6).
    public let textField = UITextField(frame: CGRect(x: 0, y: 150, width: 140, height: 28))
    public let textView = UITextView(frame: CGRect(x: 10, y: 60, width: 130, height: 80))
    /// Opens a menu (an `xdg_popup`, D6) when tapped.
    public let menuButton = UIButton(type: .system)
    /// Where `FuzzSceneActions` animates views it adds and removes; lets
    /// touches through.
    public let animationHost = UIView(frame: CGRect(x: 320, y: 0, width: 60, height: 40))
    /// The view the first responder is given back to: it keeps the presses
    /// ledger.
    public private(set) var pressField: UIView!

    public init() {
        scene = UIWindowScene()
        scene.size = CGSize(width: 400, height: 300)
        window = UIWindow(windowScene: scene)
        overlay = UIWindow(windowScene: scene)
        overlay.windowLevel = .alert
        overlay.frame = CGRect(x: 250, y: 150, width: 150, height: 150)

        let base = LedgerView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), name: "base", ledger: ledger)
        window.addSubview(base)
        let panArea = LedgerView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), name: "pan", ledger: ledger)
        panArea.isMultipleTouchEnabled = true
        base.addSubview(panArea)
        let pressArea = LedgerView(frame: CGRect(x: 200, y: 0, width: 200, height: 150), name: "press", ledger: ledger)
        base.addSubview(pressArea)
        let exclusive = LedgerView(frame: CGRect(x: 300, y: 100, width: 60, height: 60), name: "exclusive", ledger: ledger)
        exclusive.isExclusiveTouch = true
        pressArea.addSubview(exclusive)

        add(UIPanGestureRecognizer(), to: panArea)
        let pinch = UIPinchGestureRecognizer()
        add(pinch, to: panArea)
        // Touchpad pinches rotate too (D3).
        add(UIRotationGestureRecognizer(), to: panArea)
        let press = UILongPressGestureRecognizer()
        add(press, to: pressArea)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        add(double, to: pressArea)
        let tap = UITapGestureRecognizer()
        tap.require(toFail: double)
        add(tap, to: base)
        let scroll = UIPanGestureRecognizer()
        scroll.allowedScrollTypesMask = .all
        add(scroll, to: base)
        let hover = UIHoverGestureRecognizer { _ in }
        add(hover, to: base)

        let button = UIButton(frame: CGRect(x: 20, y: 180, width: 100, height: 44))
        let slider = UISlider(frame: CGRect(x: 20, y: 240, width: 200, height: 40))
        let toggle = UISwitch(frame: CGRect(x: 150, y: 180, width: 0, height: 0))
        let stepper = UIStepper(frame: CGRect(x: 220, y: 180, width: 94, height: 32))
        for c in [button, slider, toggle, stepper] as [UIControl] {
            base.addSubview(c)
            controls.append(c)
        }
        // A scroll view holding a ledger view and a button: its content
        // touches are held, released late and cancelled by its own
        // recognizers (S2, S3, S6), and every one must still end once (F2).
        // Over the press area's left edge, clear of the overlay window.
        let scrollView = UIScrollView(frame: CGRect(x: 200, y: 0, width: 50, height: 150))
        scrollView.contentSize = CGSize(width: 50, height: 400)
        let scrolled = LedgerView(frame: CGRect(x: 0, y: 0, width: 50, height: 400), name: "scrolled", ledger: ledger)
        scrollView.addSubview(scrolled)
        let scrolledButton = UIButton(frame: CGRect(x: 5, y: 40, width: 40, height: 30))
        scrolled.addSubview(scrolledButton)
        base.addSubview(scrollView)
        controls.append(scrolledButton)
        recognizers.append(scrollView.panGestureRecognizer)
        let field = LedgerView(frame: CGRect(x: 0, y: 0, width: 150, height: 150), name: "overlay", ledger: ledger)
        field.acceptsFirstResponder = true
        overlay.addSubview(field)
        let overlayButton = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        field.addSubview(overlayButton)
        controls.append(overlayButton)
        textField.text = "fuzz"
        textField.borderStyle = .roundedRect
        base.addSubview(textField)
        textView.text = "a😀b\nsecond line"
        field.addSubview(textView)
        menuButton.frame = CGRect(x: 150, y: 150, width: 60, height: 28)
        menuButton.setTitle("Menu", for: .normal)
        menuButton.menu = UIMenu(children: [
            UIAction(title: "One") { _ in },
            UIMenu(title: "More", children: [UIAction(title: "Two") { _ in }, UIAction(title: "Three") { _ in }]),
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        menuButton.showsMenuAsPrimaryAction = true
        base.addSubview(menuButton)
        controls.append(menuButton)
        animationHost.isUserInteractionEnabled = false
        pressArea.addSubview(animationHost)
        pressField = field
        window.makeKeyAndVisible()
        overlay.isHidden = false
        _ = field.becomeFirstResponder()
    }

    private func add(_ r: UIGestureRecognizer, to view: UIView) {
        view.addGestureRecognizer(r)
        recognizers.append(r)
    }

    /// F2 and "nothing holds a touch": after the stream ends every touch
    /// ended once everywhere, no recognizer holds a touch or is mid-gesture,
    /// no control is tracking. Returns what is wrong, if anything.
    public func violations() -> [String] {
        var problems = ledger.problems
        problems += ledger.openTouches.map { "touch never ended in \($0)" }
        problems += ledger.openPresses.map { "press never ended in \($0)" }
        if !UIApplication.shared.activeTouches.isEmpty {
            problems.append("\(UIApplication.shared.activeTouches.count) touches still active")
        }
        for r in recognizers where r.numberOfTouches != 0 || r.state != .possible {
            problems.append("\(type(of: r)) holds \(r.numberOfTouches) touches in state \(r.state.rawValue)")
        }
        for c in controls where c.isTracking { problems.append("\(type(of: c)) still tracking") }
        return problems
    }
}
