import Testing
@testable import WayKit

/// Adds `constraints` to a new solver, failing the test on any error, and
/// writes the solution into the variables.
@discardableResult
func solved(_ constraints: [LayoutConstraint]) throws -> LayoutSolver {
    let solver = LayoutSolver()
    for c in constraints { try solver.addConstraint(c) }
    solver.updateVariables()
    return solver
}

/// Equal to within what a chain of pivots leaves (far below a pixel).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 * max(1, abs(b)) }

/// The constraint's expression evaluated at the variables' values.
func residual(_ c: LayoutConstraint) -> Double {
    var sum = c.expression.constant
    for term in c.expression.terms { sum += term.coefficient * term.variable.value }
    return sum
}

@MainActor
@Suite
struct LayoutSolverTests {
    @Test("A5: equalities solve to their one answer, whatever order they come in")
    func equalities() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        try solved([
            LayoutConstraint(z - 2 * x - y, .equal),   // z = 2x + y
            LayoutConstraint(y - x - 5, .equal),       // y = x + 5
            LayoutConstraint(x - 10, .equal),
        ])
        #expect(close(x.value, 10))
        #expect(close(y.value, 15))
        #expect(close(z.value, 35))
    }

    @Test("A5: required inequalities bound a preferred value; inside the bounds it is met exactly")
    func inequalities() throws {
        let x = LayoutVariable("x")
        let lower = LayoutConstraint(x - 10, .greaterThanOrEqual)
        let upper = LayoutConstraint(x - 20, .lessThanOrEqual)
        for (wanted, expected) in [(50.0, 20.0), (-5, 10), (13, 13)] {
            try solved([lower, upper, LayoutConstraint(x - wanted, .equal, strength: .weak)])
            #expect(close(x.value, expected), "x wanted at \(wanted)")
        }
        // Two variables: left + width <= 100, each pulled beyond it.
        let left = LayoutVariable("left"), width = LayoutVariable("width")
        try solved([
            LayoutConstraint(left + width - 100, .lessThanOrEqual),
            LayoutConstraint(left - 30, .equal, strength: .strong),
            LayoutConstraint(width - 200, .equal, strength: .weak),
        ])
        #expect(close(left.value, 30))
        #expect(close(width.value, 70))
    }

    @Test("A5: a higher priority wins over any number of lower ones; required over all")
    func priorities() throws {
        let x = LayoutVariable("x")
        // Fifty constraints at 250 pull x to 0, one at 251 to 100. A weighted
        // sum (50 × 250 > 251) would give 0; UIKit's rule gives 100.
        var constraints = (0..<50).map { _ in LayoutConstraint(LinearExpression(x), .equal, strength: .weak) }
        constraints.append(LayoutConstraint(x - 100, .equal, strength: LayoutStrength(priority: 251)))
        try solved(constraints)
        #expect(close(x.value, 100))

        // Fractional priorities are levels too.
        try solved([
            LayoutConstraint(x - 1, .equal, strength: LayoutStrength(priority: 500)),
            LayoutConstraint(x - 2, .equal, strength: LayoutStrength(priority: 500.5)),
        ])
        #expect(close(x.value, 2))

        // Required beats 999.
        try solved([
            LayoutConstraint(x - 40, .lessThanOrEqual),
            LayoutConstraint(x - 100, .equal, strength: LayoutStrength(priority: 999)),
        ])
        #expect(close(x.value, 40))

        // Within one level, weights decide: the heavier pull wins.
        try solved([
            LayoutConstraint(LinearExpression(x), .equal, strength: LayoutStrength(priority: 250, weight: 1)),
            LayoutConstraint(x - 10, .equal, strength: LayoutStrength(priority: 250, weight: 3)),
        ])
        #expect(close(x.value, 10))
    }

    @Test("A5: a conflicting required constraint is refused with an error naming it; nothing changes and nothing traps")
    func unsatisfiable() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let pin = LayoutConstraint(x - 10, .equal)
        let follow = LayoutConstraint(y - x - 5, .equal)
        let solver = try solved([pin, follow])

        let conflict = LayoutConstraint(x - 20, .equal, label: "x.pinnedElsewhere")
        #expect(throws: LayoutSolverError.unsatisfiable(conflict.reference)) { try solver.addConstraint(conflict) }
        #expect(conflict.reference.description == "x.pinnedElsewhere")
        #expect(!solver.hasConstraint(conflict))
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 15))

        // A cycle of inequalities with no variable left to solve for goes
        // through phase one (the artificial variable) and fails there.
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        try solver.addConstraint(LayoutConstraint(a - b - 10, .greaterThanOrEqual))
        let cycle = LayoutConstraint(b - a, .greaterThanOrEqual)
        #expect(throws: LayoutSolverError.unsatisfiable(cycle.reference)) { try solver.addConstraint(cycle) }
        #expect(solver.tableau.brokenInvariant() == nil)

        // The same wishes at a lower priority never fail: met as well as possible.
        try solver.addConstraint(LayoutConstraint(x - 20, .equal, strength: .strong))
        try solver.addConstraint(LayoutConstraint(b - a, .greaterThanOrEqual, strength: .strong))
        solver.updateVariables()
        #expect(close(x.value, 10))
        #expect(close(a.value - b.value, 10))

        // And the solver goes on.
        let z = LayoutVariable("z")
        try solver.addConstraint(LayoutConstraint(z - y - 1, .equal))
        solver.updateVariables()
        #expect(close(z.value, 16))
    }

    @Test("A5: NaN, infinite and overflowing coefficients, constants and strengths are refused with errors, not traps")
    func nonFinite() throws {
        let x = LayoutVariable("x")
        let solver = try solved([LayoutConstraint(x - 1, .equal)])
        let nanCoefficient = LayoutConstraint(LinearExpression([LayoutTerm(x, .nan)]), .equal, strength: .weak)
        #expect(throws: LayoutSolverError.nonFiniteValue(nanCoefficient.reference)) { try solver.addConstraint(nanCoefficient) }
        let infiniteConstant = LayoutConstraint(x - .infinity, .lessThanOrEqual)
        #expect(throws: LayoutSolverError.nonFiniteValue(infiniteConstant.reference)) { try solver.addConstraint(infiniteConstant) }
        // Finite but so large that sums could overflow to infinity and NaN.
        let huge = LayoutConstraint(x - 1e300, .lessThanOrEqual)
        #expect(throws: LayoutSolverError.nonFiniteValue(huge.reference)) { try solver.addConstraint(huge) }
        let nanPriority = LayoutConstraint(x - 2, .equal, strength: LayoutStrength(priority: .nan))
        #expect(throws: LayoutSolverError.invalidStrength(nanPriority.reference)) { try solver.addConstraint(nanPriority) }
        let zeroPriority = LayoutConstraint(x - 2, .equal, strength: LayoutStrength(priority: 0))
        #expect(throws: LayoutSolverError.invalidStrength(zeroPriority.reference)) { try solver.addConstraint(zeroPriority) }

        let held = LayoutConstraint(x - 5, .lessThanOrEqual, strength: .strong)
        try solver.addConstraint(held)
        #expect(throws: LayoutSolverError.nonFiniteValue(held.reference)) { try solver.updateConstant(of: held, to: .nan) }
        #expect(held.expression.constant == -5)
        #expect(solver.constraintCount == 2)
        solver.updateVariables()
        #expect(close(x.value, 1))
    }

    @Test("A5: hasConstraint, and errors for a constraint added twice or removed unheld")
    func bookkeeping() throws {
        let x = LayoutVariable("x")
        let c = LayoutConstraint(x - 3, .equal)
        let solver = LayoutSolver()
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        #expect(throws: LayoutSolverError.duplicateConstraint(c.reference)) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        #expect(throws: LayoutSolverError.unknownConstraint(c.reference)) { try solver.removeConstraint(c) }
        #expect(throws: LayoutSolverError.unknownConstraint(c.reference)) { try solver.updateConstant(of: c, to: 1) }
        #expect(c.description == "x - 3 == 0")

        // A term with a zero coefficient is no use of its variable: removing
        // its constraint must not take the variable from another one.
        let y = LayoutVariable("y")
        let zeroTerm = LayoutConstraint(0 * y + x - 1, .equal)
        try solver.addConstraint(zeroTerm)
        let usesY = LayoutConstraint(y - x - 1, .equal)
        try solver.addConstraint(usesY)
        try solver.removeConstraint(zeroTerm)
        try solver.addConstraint(LayoutConstraint(x - 4, .equal))
        solver.updateVariables()
        #expect(close(y.value, 5))
        #expect(solver.tableau.brokenInvariant() == nil)
        #expect(LayoutConstraint(2 * x + 1, .lessThanOrEqual, strength: .weak).description == "2*x + 1 <= 0 @250")
    }
}
