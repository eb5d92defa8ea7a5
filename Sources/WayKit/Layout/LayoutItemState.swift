import Foundation

/// The solver variables of one view or layout guide taking part in Auto
/// Layout, and the constraints the engine makes for it (A5): its frame
/// under `translatesAutoresizingMaskIntoConstraints`, its intrinsic size
/// (hugging and compression resistance), or a generated guide's insets.
///
/// Variables are a frame in the coordinates of the item's superview (a
/// guide's: its owning view), as UIKit's engine keeps them; an item exists
/// while some active constraint uses it.
///
/// - Important: main actor only; owned by its engine.
@MainActor
final class LayoutItemState {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    weak var engine: LayoutEngine?
    /// How many active constraints (and generated guides) use it.
    var uses = 0
    /// A generated guide's pins use its owning view's size.
    var dependency: LayoutItemState?
    /// Waiting in the engine's list of items to bring up to date.
    var needsSync = false

    /// Whether the frame is an input (translated autoresizing constraints),
    /// not an output, as of the last sync.
    var translates = false
    /// `minX, minY, width, height == frame`, while translating.
    var translated: [LayoutConstraint] = []
    var translatedFrame = CGRect.null

    /// Width `>=` and `<=`, height `>=` and `<=` the intrinsic size, each
    /// present when that dimension has an intrinsic metric.
    var intrinsic: [LayoutConstraint?] = [nil, nil, nil, nil]
    var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var intrinsicPriorities: [UILayoutPriority] = []

    init(name: String) {
        minX = LayoutVariable(name + ".minX")
        minY = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }

    /// The solved frame, rounded to 1/256 point (an exact binary fraction)
    /// so that a frame read back from a view compares equal to it.
    var frame: CGRect {
        CGRect(x: Self.round(minX.value), y: Self.round(minY.value),
               width: Swift.max(0, Self.round(width.value)), height: Swift.max(0, Self.round(height.value)))
    }

    static func round(_ v: Double) -> CGFloat { CGFloat((v * 256).rounded() / 256) }
}
