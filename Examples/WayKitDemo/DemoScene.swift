import Foundation
import WayKit

/// The seeds' scenes in one window:
/// - left: 004's tree, A ⊃ {B, C}, C ⊃ {F, E} (E added last): a tap on E
///   logs A, C, E hit-tests then E.touchesBegan;
/// - top right: 004's B/C outside-bounds case (C sticks out of B over A2);
/// - bottom right: 004's button among tap recognizers.
@MainActor
struct DemoScene {
    let scene: UIWindowScene
    let window: UIWindow
    /// A view whose colour the demo changes to animate frames.
    let pulse: UIView
    /// Points worth tapping, for `--self-test`.
    let targets: [(name: String, point: CGPoint)]

    static let size = CGSize(width: 640, height: 480)

    init(bcOverride: Bool) {
        scene = UIWindowScene()
        scene.title = "WayKit demo"
        scene.size = Self.size
        window = UIWindow(windowScene: scene)
        window.backgroundColor = UIColor(rgb: 0xF2F2F7)

        // 004's tree.
        let a = AView(frame: CGRect(x: 10, y: 40, width: 300, height: 400))
        a.backgroundColor = UIColor(rgb: 0xD1D1D6)
        let b = BView(frame: CGRect(x: 10, y: 10, width: 280, height: 150))
        b.backgroundColor = .systemBlue
        let c = CView(frame: CGRect(x: 10, y: 200, width: 280, height: 190))
        c.backgroundColor = .systemGreen
        let f = FView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        f.backgroundColor = .systemOrange
        let e = EView(frame: CGRect(x: 150, y: 10, width: 100, height: 100))
        e.backgroundColor = .systemRed
        window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(f)
        c.addSubview(e)

        // 004's outside-bounds case: A2 above B2; C2 (B2's child) sticks up over A2.
        let a2 = AView(frame: CGRect(x: 330, y: 40, width: 300, height: 100))
        a2.accessibilityIdentifier = "A2View"
        a2.backgroundColor = UIColor(rgb: 0xE5E5EA)
        let b2 = OutsideBView(frame: CGRect(x: 330, y: 140, width: 300, height: 100))
        b2.accessibilityIdentifier = "B2View"
        b2.backgroundColor = .systemYellow
        let c2 = CView(frame: CGRect(x: 100, y: -50, width: 100, height: 100))
        c2.accessibilityIdentifier = "C2View"
        c2.backgroundColor = .purple
        b2.addSubview(c2)
        b2.child = c2
        b2.extendsToChild = bcOverride
        window.addSubview(a2)
        window.addSubview(b2)

        // 004's third example: a button inside views carrying tap recognizers.
        // Tapping the button fires its action and none of the recognizers (C3);
        // tapping beside it fires the panel's recognizer.
        let panel = SeedView(frame: CGRect(x: 330, y: 280, width: 300, height: 160))
        panel.accessibilityIdentifier = "ButtonPanel"
        panel.backgroundColor = UIColor(rgb: 0x8E8E93)
        let panelTap = UITapGestureRecognizer()
        panelTap.addTarget { _ in say("waykit-demo: ButtonPanel's tap recognizer fired") }
        panel.addGestureRecognizer(panelTap)
        let cell = SeedView(frame: CGRect(x: 50, y: 30, width: 200, height: 100))
        cell.accessibilityIdentifier = "ButtonCell"
        cell.backgroundColor = UIColor(rgb: 0xD1D1D6)
        let cellTap = UITapGestureRecognizer()
        cellTap.addTarget { _ in say("waykit-demo: ButtonCell's tap recognizer fired") }
        cell.addGestureRecognizer(cellTap)
        let button = UIButton(frame: CGRect(x: 25, y: 20, width: 150, height: 60))
        button.accessibilityIdentifier = "UIButton"
        button.backgroundColor = .systemBlue
        button.setTitle("Button", for: .normal)
        button.addAction(UIAction { _ in say("waykit-demo: button Clicked") }, for: .touchUpInside)
        cell.addSubview(button)
        panel.addSubview(cell)
        window.addSubview(panel)

        pulse = UIView(frame: CGRect(x: 10, y: 10, width: 620, height: 20))
        pulse.backgroundColor = .systemBlue
        window.addSubview(pulse)

        targets = [
            ("E (004: A, C, E asked; E.touchesBegan)", CGPoint(x: 10 + 10 + 150 + 50, y: 40 + 200 + 10 + 50)),
            ("F", CGPoint(x: 10 + 10 + 10 + 50, y: 40 + 200 + 10 + 50)),
            ("B", CGPoint(x: 10 + 10 + 140, y: 40 + 10 + 75)),
            ("C2 over A2 (004: reaches A2 unless --bc-override)", CGPoint(x: 330 + 150, y: 115)),
            ("the button among tap recognizers (004: button Clicked, no recognizer)", CGPoint(x: 480, y: 360)),
            ("the button's cell, beside the button (the cell's recognizer wins, G8)", CGPoint(x: 390, y: 320)),
        ]
    }
}
