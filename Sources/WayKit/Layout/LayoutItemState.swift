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
    /// Unowned and unchecked: an item is in its engine only while its view
    /// is in the engine's tree (removing a view from the tree takes its
    /// constraints, and so its item, out: `LayoutEngine.split(off:)`), and
    /// otherwise is reached only through the view's own state. A weak
    /// reference would cost every retain and release of the view a side
    /// table (see ViewLayoutState.swift).
    unowned(unsafe) var view: UIView?
    weak var guide: UILayoutGuide?
    weak var engine: LayoutEngine?
    /// The engine's serial number: hot paths compare it rather than load
    /// the weak reference (which costs the engine's side table on every
    /// retain and release).
    var engineSerial: UInt64 = 0
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

    /// Variables get plain names: naming them after the view (its type's
    /// name, its identifier) was an eighth of a 100-row form's first layout,
    /// and messages name constraints through `NSLayoutConstraint.description`.
    init() {
        minX = LayoutVariable("minX")
        minY = LayoutVariable("minY")
        width = LayoutVariable("width")
        height = LayoutVariable("height")
    }

    /// The solved frame, rounded to 1/256 point (an exact binary fraction)
    /// so that a frame read back from a view compares equal to it.
    var frame: CGRect {
        CGRect(x: Self.round(minX.value), y: Self.round(minY.value),
               width: Swift.max(0, Self.round(width.value)), height: Swift.max(0, Self.round(height.value)))
    }

    static func round(_ v: Double) -> CGFloat { CGFloat((v * 256).rounded() / 256) }
}
