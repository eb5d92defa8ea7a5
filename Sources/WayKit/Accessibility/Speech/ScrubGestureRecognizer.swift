import Foundation

/// VoiceOver's escape gesture (Y3): two fingers moved quickly back and
/// forth three times, a "Z". Recognized once the centroid has reversed its
/// horizontal direction twice, each leg at least `minimumLeg` points long,
/// within `maximumDuration`.
@MainActor
final class ScrubGestureRecognizer: UIGestureRecognizer {
    static let minimumLeg: CGFloat = 30
    static let maximumDuration: TimeInterval = 1.5

    private var startTime: TimeInterval = 0
    /// Where the current leg started and which way it runs (+1, -1, 0 not yet).
    private var legStart: CGFloat = 0
    private var extreme: CGFloat = 0
    private var heading: CGFloat = 0
    private var reversals = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if numberOfTouches > 2 { state = .failed; return }
        if numberOfTouches == 2 {
            startTime = event.timestamp
            let x = location(in: nil).x
            legStart = x
            extreme = x
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, numberOfTouches == 2 else { return }
        if event.timestamp - startTime > Self.maximumDuration { state = .failed; return }
        let x = location(in: nil).x
        guard x.isFinite else { return }
        if heading == 0 {
            if abs(x - legStart) >= Self.minimumLeg { heading = x > legStart ? 1 : -1; extreme = x }
            return
        }
        // Still going the same way: the leg grows.
        if (x - extreme) * heading > 0 { extreme = x; return }
        // Turned back far enough: a reversal, and a new leg from the turn.
        if abs(x - extreme) >= Self.minimumLeg, abs(extreme - legStart) >= Self.minimumLeg {
            reversals += 1
            legStart = extreme
            heading = -heading
            extreme = x
            if reversals >= 2 { state = .recognized }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        startTime = 0
        legStart = 0
        extreme = 0
        heading = 0
        reversals = 0
    }
}
