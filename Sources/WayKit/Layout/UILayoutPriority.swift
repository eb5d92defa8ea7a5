/// How much a constraint matters (A5): 1000 is required; below that,
/// constraints are met as well as possible, higher priorities first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    /// Compression resistance's default.
    public static let defaultHigh = UILayoutPriority(750)
    /// Content hugging's default.
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting` uses to pull towards the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }

    /// The solver's strength. Priorities at or below 0 are not meaningful to
    /// the solver (it refuses them); UIKit's smallest is 1, so they are met at 1.
    var strength: LayoutStrength {
        guard rawValue.isFinite else { return .required }
        return LayoutStrength(priority: Double(Swift.max(1, rawValue)))
    }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}
