import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// M1: `UIView.transition(with:duration:options:animations:)` and
/// `transition(from:to:duration:options:)`: a snapshot of what was shown
/// fades into what is shown after, on the app's clock, drawn by the renderer.
@MainActor
@Suite(.serialized)
struct ViewTransitionTests {
    @MainActor final class Scene {
        let clock: EventClock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        let renderer = PixmanRenderer()
        init() {
            UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
            clock = UIApplication.shared.clock
            window.backgroundColor = .white
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.addSubview(box)
            window.makeKeyAndVisible()
        }
        func frame(_ dt: TimeInterval) {
            clock.advance(by: dt)
            UIApplication.shared.frameClock.tick(at: clock.now)
            window.layoutIfNeededForDisplay()
        }
        /// Red and blue of the pixel at (x, y) as the window is drawn now.
        func colour(_ x: Int, _ y: Int) throws -> (red: Int, blue: Int) {
            let image = try #require(renderer.renderImage(window, scale: 1))
            let p = image.pixel(x: x, y: y)
            return (Int((p >> 16) & 0xff), Int(p & 0xff))
        }
    }

    @Test("M1: UIView.transition(with:) cross-dissolves from a snapshot of the view before the block to the view after it; the completion waits")
    func crossDissolve() throws {
        let s = Scene()
        var finished: Bool?
        UIView.transition(with: s.box, duration: 0.4, options: .transitionCrossDissolve, animations: {
            s.box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }, completion: { finished = $0 })
        // The model changed at once; a snapshot covers the view.
        #expect(s.window.subviews.count == 2)
        s.frame(1.0 / 60)
        let start = try s.colour(70, 50)
        #expect(start.red > 230 && start.blue < 30, "starts as it was: \(start)")
        s.frame(0.2)
        let mid = try s.colour(70, 50)
        #expect(mid.red > 60 && mid.red < 200 && mid.blue > 60 && mid.blue < 200, "halfway, a blend: \(mid)")
        #expect(finished == nil)
        s.frame(0.3)
        let end = try s.colour(70, 50)
        #expect(end.blue > 240 && end.red < 20, "ends as it is: \(end)")
        #expect(finished == true)
        #expect(s.window.subviews.count == 1, "the snapshot is gone")
    }

    @Test("M1: transition(from:to:) puts the new view in the old one's place and fades the old one out; showHideTransitionViews hides instead of removing; no transition option means no animation")
    func fromTo() throws {
        let s = Scene()
        let other = UIView(frame: s.box.frame)
        other.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        var finished = false
        UIView.transition(from: s.box, to: other, duration: 0.4, options: .transitionCrossDissolve) { finished = $0 }
        #expect(s.box.superview == nil && other.superview === s.window)
        s.frame(0.2)
        let mid = try s.colour(70, 50)
        #expect(mid.red > 60 && mid.blue > 60, "halfway: \(mid)")
        s.frame(0.3)
        #expect(finished)
        #expect(s.window.subviews.map { $0 === other } == [true])

        let shown = UIView(frame: other.frame)
        shown.isHidden = true
        s.window.addSubview(shown)
        UIView.transition(from: other, to: shown, duration: 0.3, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        #expect(other.isHidden && !shown.isHidden && other.superview === s.window)

        s.frame(0.5)
        let count = s.window.subviews.count
        var ran = false
        UIView.transition(with: s.window, duration: 0.3, options: [], animations: { ran = true }, completion: nil)
        #expect(ran && s.window.subviews.count == count, "no snapshot without a transition option")
    }

    @Test("M1: snapshotView(afterScreenUpdates:) is an image of the view as drawn, its size")
    func snapshot() throws {
        let s = Scene()
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 80, height: 20))
        label.text = "Hi"
        s.box.addSubview(label)
        let snap = try #require(s.box.snapshotView(afterScreenUpdates: true) as? UIImageView)
        let image = try #require(snap.image)
        #expect(snap.bounds.size == s.box.bounds.size)
        #expect(image.size == s.box.bounds.size)
        // Red where the label isn't.
        let i = (50 * image.pixelWidth + 90) * 4
        #expect(image.pixels[i + 2] > 240 && image.pixels[i] < 20, "BGRA of the background")
    }
}
