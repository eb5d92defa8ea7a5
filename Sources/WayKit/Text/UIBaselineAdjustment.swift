/// Where shrunk text sits vertically (UIKit's `UIBaselineAdjustment`).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters
    case none
}
