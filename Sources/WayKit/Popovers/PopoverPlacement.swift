import Foundation

/// Where a popover goes (M1), worked out from plain numbers so it can be
/// tested alone: the area it may use (the container less its safe area and
/// `popoverLayoutMargins`), the source rect, the content size wanted and
/// the permitted arrow directions.
///
/// The order the directions are tried in, WayKit's reading of iPadOS: an
/// up arrow (the popover below the source), a down arrow (above), a left
/// arrow (to the right of the source), a right arrow (to its left); the
/// first permitted one where the whole content fits wins. When none fits,
/// the permitted direction with the most room is taken and the content is
/// shrunk to it. The card slides along the source's side to stay in the
/// area; the arrow stays on the source's middle, but never closer to a
/// corner than the corner radius.
struct PopoverPlacement: Equatable {
    /// The card (the content, without the arrow), in container coordinates.
    var cardFrame: CGRect
    /// The way the arrow points; `.unknown` when there is none (centred).
    var arrowDirection: UIPopoverArrowDirection
    /// The arrow's tip, in container coordinates (meaningless without an
    /// arrow).
    var arrowTip: CGPoint

    static let tryOrder: [UIPopoverArrowDirection] = [.up, .down, .left, .right]

    /// A card of `size`, at most `area`, centred in it, with no arrow: the
    /// placement for a popover without a usable source.
    static func centred(size: CGSize, in area: CGRect) -> PopoverPlacement {
        let w = max(0, min(size.width, area.width)), h = max(0, min(size.height, area.height))
        let frame = CGRect(x: (area.midX - w / 2).rounded(), y: (area.midY - h / 2).rounded(), width: w, height: h)
        return PopoverPlacement(cardFrame: frame, arrowDirection: .unknown, arrowTip: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Places a card of `size` by `source` in `area`, its arrow in one of
    /// `permitted` (an empty or unknown set is taken as `.any` by the caller).
    static func place(size: CGSize, source: CGRect, in area: CGRect,
                      permitted: UIPopoverArrowDirection) -> PopoverPlacement {
        let a = PopoverMetrics.arrowHeight
        // The source, kept inside the area, so that a source partly off it
        // still gets a popover on screen.
        let s = source.intersection(area).isNull ? source : source.intersection(area)
        let room: [(UIPopoverArrowDirection, CGSize)] = tryOrder.filter { permitted.contains($0) }.map { d in
            switch d {
            case .up: return (d, CGSize(width: area.width, height: area.maxY - s.maxY - a))
            case .down: return (d, CGSize(width: area.width, height: s.minY - area.minY - a))
            case .left: return (d, CGSize(width: area.maxX - s.maxX - a, height: area.height))
            default: return (d, CGSize(width: s.minX - area.minX - a, height: area.height))
            }
        }
        guard !room.isEmpty else { return centred(size: size, in: area) }
        let fitting = room.first { $0.1.width >= size.width && $0.1.height >= size.height }
        let (direction, space) = fitting ?? room.max { $0.1.width * $0.1.height < $1.1.width * $1.1.height } ?? room[0]
        let w = max(0, min(size.width, space.width)), h = max(0, min(size.height, space.height))
        let r = PopoverMetrics.cornerRadius + PopoverMetrics.arrowBase / 2
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, max(lo, hi))) }
        var card: CGRect, tip: CGPoint
        switch direction {
        case .up, .down:
            let x = clamp((s.midX - w / 2).rounded(), area.minX, area.maxX - w)
            let y = direction == .up ? s.maxY + a : s.minY - a - h
            card = CGRect(x: x, y: y, width: w, height: h)
            tip = CGPoint(x: clamp(s.midX, card.minX + r, card.maxX - r), y: direction == .up ? s.maxY : s.minY)
        default:
            let y = clamp((s.midY - h / 2).rounded(), area.minY, area.maxY - h)
            let x = direction == .left ? s.maxX + a : s.minX - a - w
            card = CGRect(x: x, y: y, width: w, height: h)
            tip = CGPoint(x: direction == .left ? s.maxX : s.minX, y: clamp(s.midY, card.minY + r, card.maxY - r))
        }
        return PopoverPlacement(cardFrame: card, arrowDirection: direction, arrowTip: tip)
    }

    /// The popover view's frame: the card and the band the arrow is in.
    var viewFrame: CGRect {
        let a = PopoverMetrics.arrowHeight
        switch arrowDirection {
        case .up: return CGRect(x: cardFrame.minX, y: cardFrame.minY - a, width: cardFrame.width, height: cardFrame.height + a)
        case .down: return CGRect(x: cardFrame.minX, y: cardFrame.minY, width: cardFrame.width, height: cardFrame.height + a)
        case .left: return CGRect(x: cardFrame.minX - a, y: cardFrame.minY, width: cardFrame.width + a, height: cardFrame.height)
        case .right: return CGRect(x: cardFrame.minX, y: cardFrame.minY, width: cardFrame.width + a, height: cardFrame.height)
        default: return cardFrame
        }
    }
}
