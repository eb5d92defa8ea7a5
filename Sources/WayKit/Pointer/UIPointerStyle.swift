import Foundation

/// What the pointer looks like over a region (iPadOS 13.4's pointer styles,
/// D2). On Linux the pointer is the cursor theme's: a style picks one of its
/// shapes — the arrow, a pointing hand for a control's effect, an I-beam for
/// text — or hides it.
public struct UIPointerStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case system, hidden, effect(UIPointerEffect), shape(UIPointerShape) }
    let kind: Kind

    private init(kind: Kind) { self.kind = kind }

    /// The system pointer: the arrow.
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }
    /// No pointer over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// A pointer that morphs into `shape` (`.verticalBeam` over text).
    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) { kind = .shape(shape) }

    /// A pointer effect on a control (highlight, lift, hover): over a
    /// control, a pointing hand.
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) { kind = .effect(effect) }

    /// The cursor theme's shape for the style.
    var cursor: UIPointerCursorShape {
        switch kind {
        case .system: .arrow
        case .hidden: .hidden
        case .effect: .pointingHand
        case .shape(.verticalBeam): .iBeam
        case .shape(.horizontalBeam): .verticalText
        case .shape: .pointingHand
        }
    }
}

/// UIKit's pointer shapes.
public enum UIPointerShape: Hashable, Sendable {
    case path(CGRect)
    case roundedRect(CGRect, radius: CGFloat)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
}

/// UIKit's pointer effects (without their previews: WayKit's pointer is the
/// compositor's cursor and doesn't morph).
public enum UIPointerEffect: Hashable, Sendable {
    case automatic, highlight, lift, hover
}

/// Axes a pointer is constrained to.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
}

/// The cursor shapes backends draw, as the XDG cursor names map them: what a
/// style resolves to.
public enum UIPointerCursorShape: Hashable, Sendable {
    case arrow, pointingHand, iBeam, verticalText, hidden

    /// Names to try in a cursor theme, CSS name first, then the X11 names
    /// older themes (and libwayland-cursor's built-in set) use.
    public var themeNames: [String] {
        switch self {
        case .arrow: ["default", "left_ptr"]
        case .pointingHand: ["pointer", "hand2", "hand1"]
        case .iBeam: ["text", "xterm"]
        case .verticalText: ["vertical-text", "xterm"]
        case .hidden: []
        }
    }
}
