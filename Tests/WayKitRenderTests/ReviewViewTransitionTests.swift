import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// Review findings on M1's `UIView.transition(with:…)`: the snapshot that
/// fades out must lie exactly over the view it stands for.
@MainActor
@Suite(.serialized)
struct ReviewViewTransitionTests {
    @Test("M1: transition(with:) on a scaled view (transform 0.5) lays the snapshot exactly over the view: same frame, and the old look shows over the whole view at the start")
    func transformedViewSnapshotCoversView() throws {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let clock = UIApplication.shared.clock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        window.addSubview(box)
        window.makeKeyAndVisible()
        let renderer = PixmanRenderer()
        UIView.transition(with: box, duration: 0.4, options: .transitionCrossDissolve, animations: {
            box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        let snapshot = try #require(window.subviews.first { $0 !== box })
        #expect(snapshot.frame == box.frame, "snapshot \(snapshot.frame) over the view \(box.frame)")
        clock.advance(by: 1.0 / 60)
        UIApplication.shared.frameClock.tick(at: clock.now)
        window.layoutIfNeededForDisplay()
        let image = try #require(renderer.renderImage(window, scale: 1))
        // Inside the view's frame (45,35 50×30), near its corner.
        let p = image.pixel(x: 48, y: 38)
        let red = Int((p >> 16) & 0xff), blue = Int(p & 0xff)
        #expect(red > 200 && blue < 50, "the old look at the view's corner as the fade starts: red \(red) blue \(blue)")
    }
}
