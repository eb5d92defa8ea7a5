/// What a piece of text asks for: a family (nil: the system font), a size in
/// points, a weight and a slant. The renderer's side of `UIFont`.
public struct FontSpec: Hashable, Sendable {
    public var family: String?
    public var pointSize: Double
    /// 100...900, CSS/OpenType scale; 400 regular, 700 bold.
    public var weight: Int
    public var italic: Bool

    public init(family: String? = nil, pointSize: Double, weight: Int = 400, italic: Bool = false) {
        self.family = family; self.pointSize = pointSize; self.weight = weight; self.italic = italic
    }

    /// The family fontconfig is asked for when none is named.
    public static let systemFamily = "sans-serif"
}
