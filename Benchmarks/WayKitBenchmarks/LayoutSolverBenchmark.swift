import Foundation
import WayKit

/// The layout solver's figures (A5): a 100-row form of about 1,000
/// constraints solved from scratch, then one constant changed and re-solved
/// incrementally.
///
/// Each row is a label and a field: the label's leading, top (8 below the
/// row above), height, and width held at its intrinsic width by compression
/// resistance (750, >=) and hugging (250, <=); the field's leading (8 after
/// the label), trailing (20 inside the container), top, height, and a
/// minimum width at 750. Ten constraints a row, plus the container's width:
/// 1,001 constraints over 801 variables.
@MainActor
enum LayoutSolverBenchmark {
    struct Form {
        var constraints: [LayoutConstraint] = []
        var variables: [LayoutVariable] = []
        /// The top spacing of each row (`top - previous bottom - 8 == 0`).
        var spacing: [LayoutConstraint] = []
        var containerWidth: LayoutConstraint! = nil
        var lastFieldWidth: LayoutVariable! = nil
        var lastTop: LayoutVariable! = nil
    }

    static func makeForm(rows: Int) -> Form {
        var form = Form()
        let width = LayoutVariable("container.width")
        form.variables.append(width)
        form.containerWidth = LayoutConstraint(width - 400, .equal, label: "container.width == 400")
        form.constraints.append(form.containerWidth)
        var previousBottom: LinearExpression? = nil
        for r in 0..<rows {
            let l = (0..<4).map { LayoutVariable("label\(r).\(["left", "top", "width", "height"][$0])") }
            let f = (0..<4).map { LayoutVariable("field\(r).\(["left", "top", "width", "height"][$0])") }
            form.variables += l + f
            let intrinsic = 80 + Double(r % 5) * 10
            let top = LayoutConstraint((l[1] - (previousBottom ?? LinearExpression())) - (previousBottom == nil ? 20 : 8), .equal)
            form.spacing.append(top)
            form.constraints += [
                LayoutConstraint(l[0] - 20, .equal),
                top,
                LayoutConstraint(l[3] - 30, .equal),
                LayoutConstraint(l[2] - intrinsic, .greaterThanOrEqual, strength: .strong),
                LayoutConstraint(l[2] - intrinsic, .lessThanOrEqual, strength: .weak),
                LayoutConstraint(f[0] - l[0] - l[2] - 8, .equal),
                LayoutConstraint(f[0] + f[2] - width + 20, .equal),
                LayoutConstraint(f[1] - l[1], .equal),
                LayoutConstraint(f[3] - 30, .equal),
                LayoutConstraint(f[2] - 150, .greaterThanOrEqual, strength: .strong),
            ]
            previousBottom = l[1] + l[3]
            form.lastFieldWidth = f[2]
            form.lastTop = l[1]
        }
        return form
    }

    static func run() {
        let form = makeForm(rows: 100)
        print("form: \(form.constraints.count) constraints, \(form.variables.count) variables")

        let first = measure(rounds: 60, batch: 1) {
            let solver = LayoutSolver()
            for c in form.constraints { try? solver.addConstraint(c) }
            solver.updateVariables()
        }
        report("first solve, 100-row form (add 1,001 constraints + updateVariables)", first, target: 5_000_000)

        let solver = LayoutSolver()
        for c in form.constraints {
            do { try solver.addConstraint(c) } catch { print("  unexpected: \(error)") }
        }
        solver.updateVariables()
        let expectedTop = 20 + 99 * 38.0
        if form.lastTop.value != expectedTop { print("  warning: last row's top \(form.lastTop.value), expected \(expectedTop)") }

        // Alternate between two constants so that every round changes one.
        func alternate(_ c: LayoutConstraint, _ a: Double, _ b: Double, write: Bool) -> (median: Double, p90: Double, min: Double) {
            var flip = false
            return measure(rounds: 2000, batch: 1) {
                flip.toggle()
                try? solver.updateConstant(of: c, to: flip ? a : b)
                if write { solver.updateVariables() }
            }
        }
        report("change one row's top spacing (row 50: 8 ↔ 12), re-solve", alternate(form.spacing[50], -12, -8, write: false), target: 50_000)
        report("  same, + updateVariables (801 values written)", alternate(form.spacing[50], -12, -8, write: true))
        report("change the first row's top (all 100 rows move), re-solve", alternate(form.spacing[0], -24, -20, write: false))
        report("change the container's width (400 ↔ 420, every field resizes), re-solve", alternate(form.containerWidth, -420, -400, write: false))

        // The answer must be the one a fresh solve gives.
        try? solver.updateConstant(of: form.spacing[50], to: -12)
        solver.updateVariables()
        if form.lastTop.value != expectedTop + 4 { print("  warning: last row's top \(form.lastTop.value), expected \(expectedTop + 4)") }
        try? solver.updateConstant(of: form.spacing[50], to: -8)
    }
}
