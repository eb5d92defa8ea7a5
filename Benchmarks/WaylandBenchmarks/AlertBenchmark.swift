import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// A screen with a button that asks for confirmation: an alert with a
/// title, a message and two actions, as every kiosk flow ends (M2).
final class ConfirmController: UIViewController {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.setTitle("Delete", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 200, height: 60)
        button.addAction(UIAction { [unowned self] _ in confirm() }, for: .touchUpInside)
        view.addSubview(button)
        for i in 0..<48 {
            let label = UILabel(frame: CGRect(x: 40 + CGFloat(i % 4) * 300, y: 140 + CGFloat(i / 4) * 50, width: 280, height: 40))
            label.text = "Row \(i)"
            view.addSubview(label)
        }
    }
    func confirm() {
        let alert = UIAlertController(title: "Delete the file?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }
}

/// M2's speed: a tap on the button, from the compositor sending the lift to
/// the compositor having the commit of the alert's first animation frame.
/// The first sample is the process's first alert when run alone
/// (`--only alert`).
@MainActor
func alertTapToCommit(iterations: Int) throws -> [Double] {
    let root = ConfirmController()
    let (bench, box) = try Bench.make(size: CGSize(width: 1280, height: 800), root: root)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    var samples: [Double] = []
    var time: UInt32 = 0
    for i in 0..<iterations {
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        time += 10
        c.touchDown(surface: surface, id: 1, x: 140, y: 70, time: time)
        c.touchFrame()
        try bench.settle()
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        let before = c.commits(surface)
        time += 10
        let t0 = EventClock.monotonicNow()
        c.touchUp(id: 1, time: time)
        c.touchFrame()
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
            if EventClock.monotonicNow() - t0 > 1 { break }
        }
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        guard root.presentedViewController is UIAlertController else {
            print("alert benchmark: the tap presented no alert")
            exit(1)
        }
        // The presentation runs to its end (0.25 s on the real clock),
        // then the alert goes without animation.
        let shown = EventClock.monotonicNow()
        while root.presentedViewController?.isBeingPresented == true, EventClock.monotonicNow() - shown < 2 {
            usleep(4000)
            c.sendFrameDone(time: UInt32(i))
            try bench.settle()
        }
        root.dismiss(animated: false)
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
    }
    _ = box
    return samples
}
