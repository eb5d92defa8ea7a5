import Foundation
import WayKit

/// Auto Layout through the UIKit layer (A5): the `layout-solver` mode's
/// 100-row form, built from views and anchors. Each row is a label (an
/// intrinsic width of 80–120, held by its hugging and compression
/// resistance) and a field: label leading, top (8 below the row above) and
/// height; field leading (8 after the label), trailing (20 inside), top,
/// height and a minimum width at 750. Eight constraints a row from the app,
/// two generated for the label's intrinsic width and one for its height's
/// absence (none), plus the container's frame: about 1,000 constraints.
@MainActor
enum AutoLayoutBenchmark {
    /// A label stand-in with a fixed intrinsic size, so no fonts are needed.
    final class FixedView: UIView {
        let size: CGSize
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var intrinsicContentSize: CGSize { size }
    }

    struct Form {
        let container: UIView
        var constraints: [NSLayoutConstraint] = []
        var spacing: [NSLayoutConstraint] = []
        var lastField: UIView! = nil
    }

    static func makeForm(rows: Int) -> Form {
        var form = Form(container: UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000)))
        let c = form.container
        var above: NSLayoutYAxisAnchor = c.topAnchor
        for r in 0..<rows {
            let label = FixedView(CGSize(width: 80 + CGFloat(r % 5) * 10, height: UIView.noIntrinsicMetric))
            let field = FixedView(CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            c.addSubview(label)
            c.addSubview(field)
            let top = label.topAnchor.constraint(equalTo: above, constant: r == 0 ? 20 : 8)
            let minimum = field.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
            minimum.priority = .defaultHigh
            form.spacing.append(top)
            form.constraints += [
                label.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20),
                top,
                label.heightAnchor.constraint(equalToConstant: 30),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -20),
                field.topAnchor.constraint(equalTo: label.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 30),
                minimum,
            ]
            above = label.bottomAnchor
            form.lastField = field
        }
        return form
    }

    static func run() {
        // First pass: a fresh form each round (built untimed), then
        // activate its constraints and lay it out.
        var samples: [Double] = []
        let clock = ContinuousClock()
        for round in 0..<66 {
            let form = makeForm(rows: 100)
            let start = clock.now
            NSLayoutConstraint.activate(form.constraints)
            form.container.layoutIfNeeded()
            let d = clock.now - start
            if round >= 6 { samples.append(Double(d.components.attoseconds) / 1e9 + Double(d.components.seconds) * 1e9) }
            if round == 0 {
                let f = form.lastField.frame
                if f != CGRect(x: 148, y: 20 + 99 * 38, width: 232, height: 30) { print("  warning: last field at \(f)") }
            }
        }
        samples.sort()
        report("first layout pass, 100-row form (activate 800 constraints + layoutIfNeeded)",
               (samples[samples.count / 2], samples[samples.count * 9 / 10], samples[0]), target: 5_000_000)

        let form = makeForm(rows: 100)
        NSLayoutConstraint.activate(form.constraints)
        form.container.layoutIfNeeded()
        var flip = false
        let change = measure(rounds: 2000, batch: 1) {
            flip.toggle()
            form.spacing[50].constant = flip ? 12 : 8
            form.container.layoutIfNeeded()
        }
        report("change one constant (row 50's top spacing, 8 ↔ 12) + layoutIfNeeded (50 rows move)", change, target: 50_000)
        let width = measure(rounds: 500, batch: 1) {
            flip.toggle()
            form.container.frame.size.width = flip ? 420 : 400
            form.container.layoutIfNeeded()
        }
        report("resize the container (400 ↔ 420, every field resizes) + layoutIfNeeded", width)
    }
}
