// Arithmetic for building expressions: `x + 2 * y - 10`. Only the overloads
// layouts need, so the type checker has few candidates to try.

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1) * rhs
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        var terms = rhs.terms
        for i in terms.indices { terms[i] = LayoutTerm(terms[i].variable, terms[i].coefficient * lhs) }
        return LinearExpression(terms, constant: rhs.constant * lhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}

extension LayoutVariable {
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression([LayoutTerm(rhs, lhs)])
    }
}
