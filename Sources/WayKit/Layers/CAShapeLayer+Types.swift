import Foundation

/// How a shape layer's open line ends look.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap("butt")
    public static let round = CAShapeLayerLineCap("round")
    public static let square = CAShapeLayerLineCap("square")
}

/// How a shape layer's line corners look.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin("miter")
    public static let round = CAShapeLayerLineJoin("round")
    public static let bevel = CAShapeLayerLineJoin("bevel")
}

/// Which parts of an overlapping path a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule("non-zero")
    public static let evenOdd = CAShapeLayerFillRule("even-odd")
}
