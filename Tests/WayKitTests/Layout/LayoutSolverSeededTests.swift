import Testing
@testable import WayKit

/// A small deterministic generator, so that a failing seed fails again.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// Random adds, removals, constant changes and drags on one solver, each
/// step compared with a fresh solver given the same constraints: the
/// incremental paths (phase one, marker pivots on removal, the dual simplex
/// and its rollback) must land where a solve from scratch does.
///
/// Every variable has an anchor of its own at a priority below all others,
/// so the optimum is unique and the comparison exact.
@MainActor
@Suite
struct LayoutSolverSeededTests {
    private static let count = 8

    @Test("A5: incremental adds, removals, constant changes and suggestions agree with a fresh solve (24 seeds)")
    func agreesWithFreshSolve() throws {
        var refusals = 0
        for seed in 1...24 { try run(seed: seed, refusals: &refusals) }
        // The seeds must reach the refusal paths (phase one failing, the
        // dual simplex's rollback), or the run proves less than it says.
        #expect(refusals > 10)
    }

    private func run(seed: Int, refusals: inout Int) throws {
        var rng = SplitMix64(state: UInt64(seed))
        let vars = (0..<Self.count).map { LayoutVariable("x\($0)") }
        let anchors = vars.indices.map { i in
            LayoutConstraint(vars[i] - Double(Int.random(in: -50...50, using: &rng)), .equal,
                             strength: LayoutStrength(priority: 0.5 + Double(i) * 0.01))
        }
        let solver = try solved(anchors)
        var held: [LayoutConstraint] = []
        var drag: Double? = nil

        for step in 0..<80 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                let c = randomConstraint(vars, &rng)
                do {
                    try solver.addConstraint(c)
                    held.append(c)
                } catch {
                    refusals += 1
                    let reference = try fresh(held, anchors, drag, vars)
                    #expect(throws: LayoutSolverError.self, "seed \(seed) step \(step): refused, so a fresh solve must refuse it too") {
                        try reference.addConstraint(copy(c, constant: c.expression.constant))
                    }
                }
            case 4..<6 where !held.isEmpty:
                try solver.removeConstraint(held.remove(at: Int.random(in: held.indices, using: &rng)))
            case 6..<8 where !held.isEmpty:
                let c = held[Int.random(in: held.indices, using: &rng)]
                let constant = Double(Int.random(in: -40...40, using: &rng))
                do {
                    try solver.updateConstant(of: c, to: constant)
                } catch {
                    refusals += 1
                    let reference = try fresh(held.filter { $0 !== c }, anchors, drag, vars)
                    #expect(throws: LayoutSolverError.self, "seed \(seed) step \(step): refused change") {
                        try reference.addConstraint(copy(c, constant: constant))
                    }
                }
            default:
                if drag == nil {
                    try solver.addEditVariable(vars[0], strength: LayoutStrength(priority: 900))
                    drag = solver.value(of: vars[0])
                } else if Int.random(in: 0..<5, using: &rng) == 0 {
                    try solver.removeEditVariable(vars[0])
                    drag = nil
                } else {
                    let value = Double(Int.random(in: -60...60, using: &rng))
                    try solver.suggestValue(vars[0], value)
                    drag = value
                }
            }
            let reference = try fresh(held, anchors, drag, vars)
            for v in vars {
                #expect(close(solver.value(of: v), reference.value(of: v)), "seed \(seed) step \(step): \(v.name)")
            }
            #expect(solver.tableau.brokenInvariant() == nil, "seed \(seed) step \(step)")
        }
    }

    private func randomConstraint(_ vars: [LayoutVariable], _ rng: inout SplitMix64) -> LayoutConstraint {
        let i = Int.random(in: vars.indices, using: &rng), j = Int.random(in: vars.indices, using: &rng)
        var e = vars[i] - Double(Int.random(in: -30...30, using: &rng))
        if i != j && Bool.random(using: &rng) {
            e = e - [0.5, 1, 1.5, 2][Int.random(in: 0..<4, using: &rng)] * vars[j]
        }
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual]
        let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250]
        return LayoutConstraint(e, relations[Int.random(in: 0..<4, using: &rng)],
                                strength: LayoutStrength(priority: priorities[Int.random(in: 0..<6, using: &rng)]))
    }

    private func copy(_ c: LayoutConstraint, constant: Double) -> LayoutConstraint {
        LayoutConstraint(LinearExpression(c.expression.terms, constant: constant), c.relation, strength: c.strength)
    }

    /// A new solver holding copies of `held` (and the drag as a plain
    /// constraint); all of them must be accepted.
    private func fresh(
        _ held: [LayoutConstraint], _ anchors: [LayoutConstraint], _ drag: Double?, _ vars: [LayoutVariable]
    ) throws -> LayoutSolver {
        let solver = LayoutSolver()
        for c in anchors + held { try solver.addConstraint(copy(c, constant: c.expression.constant)) }
        if let drag {
            try solver.addConstraint(LayoutConstraint(vars[0] - drag, .equal, strength: LayoutStrength(priority: 900)))
        }
        return solver
    }
}
