import Foundation
import WayKit

/// The layout pass itself (A4) over 1,000 autoresizing views: a window
/// with 10 columns of 100 rows, every view with a mask.
@MainActor
enum LayoutPassBenchmark {
    static func makeTree() -> (UIWindow, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 2000))
        var all: [UIView] = []
        for c in 0..<10 {
            let column = UIView(frame: CGRect(x: CGFloat(c) * 100, y: 0, width: 100, height: 2000))
            column.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
            window.addSubview(column)
            all.append(column)
            for r in 0..<99 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 20, width: 100, height: 20))
                row.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
                column.addSubview(row)
                all.append(row)
            }
        }
        window.layoutIfNeededForDisplay()
        return (window, all)
    }

    static func run() {
        let (window, views) = makeTree()
        print("tree: \(views.count) views under a window")
        let idle = measure(rounds: 2000, batch: 1) { window.layoutIfNeededForDisplay() }
        report("layout pass, nothing changed (window.layoutIfNeededForDisplay)", idle, target: 500_000)
        let walk = measure(rounds: 500, batch: 1) { window.layoutIfNeeded() }
        report("layoutIfNeeded walk, nothing marked (visits all 1,000 views)", walk, target: 500_000)

        var samples: [Double] = []
        let clock = ContinuousClock()
        for round in 0..<520 {
            for v in views { v.setNeedsLayout() }
            let start = clock.now
            window.layoutIfNeededForDisplay()
            let d = clock.now - start
            if round >= 20 { samples.append(Double(d.components.attoseconds) / 1e9 + Double(d.components.seconds) * 1e9) }
        }
        samples.sort()
        report("layout pass, all 1,000 views marked (1,000 layoutSubviews)",
               (samples[samples.count / 2], samples[samples.count * 9 / 10], samples[0]), target: 500_000)

        var flip = false
        let resize = measure(rounds: 500, batch: 1) {
            flip.toggle()
            window.frame.size.width = flip ? 1100 : 1000
            window.layoutIfNeededForDisplay()
        }
        report("resize the window (autoresizing moves 1,000 views) + layout pass", resize)
    }
}
