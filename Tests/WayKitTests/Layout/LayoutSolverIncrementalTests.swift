import Testing
@testable import WayKit

/// The incremental half of the solver: edit variables, removal, constant
/// changes, and a seeded run of all of them checked against fresh solves.
@MainActor
@Suite
struct LayoutSolverIncrementalTests {
    @Test("A5: a dragged edit variable follows suggestions within its required bounds, and what depends on it follows")
    func drag() throws {
        let left = LayoutVariable("knob.left"), right = LayoutVariable("knob.right")
        let solver = try solved([
            LayoutConstraint(LinearExpression(left), .greaterThanOrEqual),      // track from 0
            LayoutConstraint(right - 300, .lessThanOrEqual),                    // to 300
            LayoutConstraint(right - left - 40, .equal),                        // a 40-wide knob
            LayoutConstraint(left - 100, .equal, strength: .weak),              // resting place
        ])
        #expect(close(left.value, 100))

        try solver.addEditVariable(left, strength: LayoutStrength(priority: 999))
        solver.updateVariables()
        #expect(close(left.value, 100), "adding the edit variable moves nothing")
        for (suggested, expected) in [(150.0, 150.0), (290, 260), (-30, 0), (75, 75)] {
            try solver.suggestValue(left, suggested)
            solver.updateVariables()
            #expect(close(left.value, expected), "suggested \(suggested)")
            #expect(close(right.value, expected + 40))
        }

        // Let go: the weak resting place takes over again.
        try solver.removeEditVariable(left)
        solver.updateVariables()
        #expect(close(left.value, 100))
        #expect(!solver.hasEditVariable(left))

        #expect(throws: LayoutSolverError.unknownEditVariable(variable: "knob.left")) { try solver.suggestValue(left, 1) }
        #expect(throws: LayoutSolverError.requiredEditStrength(variable: "knob.left")) {
            try solver.addEditVariable(left, strength: .required)
        }
        try solver.addEditVariable(left, strength: .strong)
        #expect(throws: LayoutSolverError.duplicateEditVariable(variable: "knob.left")) {
            try solver.addEditVariable(left, strength: .strong)
        }
        #expect(throws: LayoutSolverError.nonFiniteSuggestion(variable: "knob.left")) { try solver.suggestValue(left, .nan) }
        #expect(solver.tableau.brokenInvariant() == nil)
    }

    @Test("A5: removing a constraint restores the solution from before it was added")
    func removalRestores() throws {
        let form = SmallForm()
        let solver = try solved(form.constraints)
        let before = form.values

        // A required and a strong constraint that both move things.
        let squeeze = LayoutConstraint(form.fieldWidth - 100, .lessThanOrEqual)
        let wide = LayoutConstraint(form.labelWidth - 150, .equal, strength: LayoutStrength(priority: 800))
        try solver.addConstraint(squeeze)
        try solver.addConstraint(wide)
        solver.updateVariables()
        #expect(form.values != before, "the added constraints must change the layout for this test to mean anything")

        try solver.removeConstraint(wide)
        try solver.removeConstraint(squeeze)
        solver.updateVariables()
        #expect(zip(form.values, before).allSatisfy { close($0, $1) })
        #expect(solver.tableau.brokenInvariant() == nil)
    }

    @Test("A5: the last-resort rebuild from the held constraints gives the same solution, edits included")
    func rebuild() throws {
        let form = SmallForm()
        let solver = try solved(form.constraints)
        try solver.updateConstant(of: form.containerWidth, to: -300)
        try solver.addEditVariable(form.labelWidth, strength: LayoutStrength(priority: 800))
        try solver.suggestValue(form.labelWidth, 120)
        solver.updateVariables()
        let before = form.values
        #expect(close(form.labelWidth.value, 120))

        // Damage the tableau the way rounding might, then start again.
        let symbol = try #require(solver.variables[ObjectIdentifier(form.fieldWidth)]?.symbol)
        #expect(solver.tableau.isBasic[Int(symbol)])
        solver.tableau.rows[Int(symbol)].constant += 50
        solver.rebuild()
        solver.updateVariables()
        #expect(solver.tableau.brokenInvariant() == nil)
        #expect(zip(form.values, before).allSatisfy { close($0, $1) })
        try solver.suggestValue(form.labelWidth, 100)
        solver.updateVariables()
        #expect(close(form.labelWidth.value, 100))
        #expect(solver.constraintCount == form.constraints.count + 1)
    }

    @Test("A5: activating and deactivating constraints again and again does not grow the solver")
    func noGrowth() throws {
        let form = SmallForm()
        let solver = try solved(form.constraints)
        let extra = LayoutConstraint(form.labelWidth - 120, .equal, strength: .strong)
        let symbols = solver.tableau.symbolCount
        for _ in 0..<1000 {
            try solver.addConstraint(extra)
            try solver.removeConstraint(extra)
        }
        #expect(solver.tableau.symbolCount <= symbols + 3)
        for c in form.constraints { try solver.removeConstraint(c) }
        #expect(solver.variables.isEmpty)
        #expect(solver.tableau.kinds.allSatisfy { $0 == .unused })
    }

    @Test("A5: a chain of 100 views (left and width) solves, and one width's constant moves every view after it")
    func chainOf100() throws {
        var lefts: [LayoutVariable] = [], widths: [LayoutVariable] = [], widthConstraints: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<100 {
            let left = LayoutVariable("v\(i).left"), width = LayoutVariable("v\(i).width")
            let w = LayoutConstraint(width - Double(10 + i % 7), .equal)
            widthConstraints.append(w)
            constraints.append(w)
            // Each view 2 after the previous one's right edge.
            constraints.append(i == 0
                ? LayoutConstraint(left - 5, .equal)
                : LayoutConstraint(left - lefts[i - 1] - widths[i - 1] - 2, .equal))
            lefts.append(left)
            widths.append(width)
        }
        let solver = try solved(constraints)
        func expectedLeft(_ i: Int, widthOf: (Int) -> Double) -> Double {
            (0..<i).reduce(5.0) { $0 + widthOf($1) + 2 }
        }
        for i in [1, 50, 99] { #expect(close(lefts[i].value, expectedLeft(i) { Double(10 + $0 % 7) })) }

        try solver.updateConstant(of: widthConstraints[30], to: -50)   // width 30 becomes 50
        solver.updateVariables()
        let changed: (Int) -> Double = { $0 == 30 ? 50 : Double(10 + $0 % 7) }
        #expect(close(lefts[30].value, expectedLeft(30, widthOf: changed)), "views before it stay")
        #expect(close(lefts[31].value, expectedLeft(31, widthOf: changed)))
        #expect(close(lefts[99].value, expectedLeft(99, widthOf: changed)))
        #expect(widthConstraints[30].expression.constant == -50)
        #expect(solver.hasConstraint(widthConstraints[30]))
    }

    @Test("A5: changing one constant re-solves to what a fresh solve gives; a conflicting change is refused and undone")
    func constantChange() throws {
        let form = SmallForm()
        let solver = try solved(form.constraints)
        // The container narrows: the field gives way first, and at 100 the
        // field is at 0 and the label shrinks.
        let expectedLabelWidth = [400.0: 80.0, 300: 80, 200: 80, 100: 52, 420: 80]
        for width in [400.0, 300, 200, 100, 420] {
            try solver.updateConstant(of: form.containerWidth, to: -width)
            solver.updateVariables()
            #expect(close(form.labelWidth.value, expectedLabelWidth[width] ?? .nan), "container \(width)")
            #expect(close(form.fieldWidth.value, max(0, width - 48 - 80)), "container \(width)")
            let incremental = form.values
            let fresh = SmallForm()
            fresh.containerWidth.expression.constant = -width
            try solved(fresh.constraints)
            #expect(zip(incremental, fresh.values).allSatisfy { close($0, $1) }, "container \(width)")
        }
        // A required bound: the container may not be narrower than 100.
        let minimum = LayoutConstraint(form.container - 100, .greaterThanOrEqual, label: "container.minimum")
        try solver.addConstraint(minimum)
        solver.updateVariables()
        let before = form.values
        #expect(throws: LayoutSolverError.unsatisfiable(form.containerWidth.reference)) {
            try solver.updateConstant(of: form.containerWidth, to: -60)
        }
        #expect(form.containerWidth.expression.constant == -420)
        solver.updateVariables()
        #expect(zip(form.values, before).allSatisfy { close($0, $1) })
        #expect(solver.tableau.brokenInvariant() == nil)
    }
}
