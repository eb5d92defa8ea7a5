import Foundation
import WayKit

/// Issue 22's figures: in speech mode, a touch's way to the speech request
/// (target ≤ 5 ms), and what reading a 500-view screen's tree costs.
@MainActor
enum AccessibilityBenchmark {
    static func run() {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let clock = UIApplication.shared.clock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.makeKeyAndVisible()
        // 500 views: 25 rows of a plain container holding 19 views, one of
        // them a label (the rest decoration): 25 + 25 × 19 = 500.
        for row in 0..<25 {
            let container = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 1000, height: 40))
            for i in 0..<19 {
                if i == 0 {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
                    label.text = "Row \(row)"
                    container.addSubview(label)
                } else {
                    container.addSubview(UIView(frame: CGRect(x: 400 + CGFloat(i) * 20, y: 0, width: 10, height: 10)))
                }
            }
            window.addSubview(container)
        }

        let tree = measure(rounds: 200, batch: 1) { _ = AccessibilityHierarchy.orderedElements() }
        report("reading order of a 500-view screen (25 elements)", tree)

        let speech = RecordingSpeechSynthesizer(limit: 100)
        SpeechMode.shared.synthesizer = speech
        SpeechMode.shared.start()
        // One finger down and held until exploring has begun.
        clock.advance(by: 1)
        UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [
            TouchPoint(id: 1, phase: .began, location: CGPoint(x: 10, y: 20))]))
        clock.advance(by: 0.2)
        UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [
            TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 11, y: 20))]))
        // Each move reaches a new row: one touch frame in, one speech
        // request out.
        var row = 0
        var said = 0
        let move = measure(rounds: 400, batch: 1) {
            row = (row + 1) % 25
            clock.advance(by: 0.016)
            let before = speech.requests.count
            UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [
                TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 10, y: CGFloat(row) * 40 + 20))]))
            if speech.requests.count != before { said += 1 }
        }
        report("speech mode: a touch moving onto a new element, to its speech request", move, target: 5_000_000)
        if said == 0 { print("  warning: nothing was said") }
        SpeechMode.shared.stop()
    }
}
