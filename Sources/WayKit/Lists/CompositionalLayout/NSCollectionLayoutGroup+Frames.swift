import Foundation

// How a group places its subitems (U1): the cells' frames of one group,
// computed once per section and reused for every repeat of the group.
extension NSCollectionLayoutGroup {
    /// No group makes more cells than this (subitems of zero length would
    /// otherwise repeat for ever).
    static let maximumCells = 10_000

    /// The frames of the cells of one group of `size`, from its top-left
    /// corner, in item order: a nested group's cells in its place.
    func cellFrames(size: CGSize) -> [CGRect] {
        var frames: [CGRect] = []
        appendCellFrames(in: CGRect(origin: .zero, size: size), to: &frames)
        return frames
    }

    private func appendCellFrames(in frame: CGRect, to frames: inout [CGRect]) {
        let content = frame.inset(by: contentInsets.leftToRight).nonNegative
        let horizontal = axis == .horizontal
        let room = horizontal ? content.width : content.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The subitems in order and their sizes.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count, let item = subitems.first {
            let length = max(0, (room - spacing * CGFloat(count - 1)) / CGFloat(count))
            let size = item.layoutSize.resolved(in: content.size)
            for _ in 0..<count {
                placed.append((item, horizontal ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)))
            }
        } else if !subitems.isEmpty {
            // Again from the first while the next still fits (a little
            // slack for thirds that do not add up exactly).
            var used: CGFloat = 0
            var index = 0
            while frames.count + placed.count < Self.maximumCells {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolved(in: content.size)
                let length = horizontal ? size.width : size.height
                let end = used + (placed.isEmpty ? 0 : spacing) + length
                if !placed.isEmpty && end > room + 0.01 { break }
                placed.append((item, size))
                used = end
                index += 1
                // A round of nothing but zero lengths would never end.
                if index % subitems.count == 0 && used <= 0 { break }
            }
        }
        // Flexible spacing shares the room left over between the gaps.
        var gap = spacing
        if let interItemSpacing, interItemSpacing.isFlexibleSpacing, placed.count > 1 {
            let lengths = placed.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap += max(0, room - lengths - spacing * CGFloat(placed.count - 1)) / CGFloat(placed.count - 1)
        }
        var position = horizontal ? content.minX : content.minY
        for (item, size) in placed {
            let itemFrame = horizontal ? CGRect(x: position, y: content.minY, width: size.width, height: size.height)
                                       : CGRect(x: content.minX, y: position, width: size.width, height: size.height)
            if let group = item as? NSCollectionLayoutGroup {
                group.appendCellFrames(in: itemFrame, to: &frames)
            } else if frames.count < Self.maximumCells {
                frames.append(itemFrame.inset(by: item.contentInsets.leftToRight).nonNegative)
            }
            position += (horizontal ? size.width : size.height) + gap
        }
    }
}

extension CGRect {
    /// No negative width or height: insets larger than the rectangle leave
    /// it empty at its middle rather than turned inside out.
    var nonNegative: CGRect {
        let w = size.width, h = size.height
        guard w < 0 || h < 0 else { return self }
        return CGRect(x: w < 0 ? origin.x + w / 2 : origin.x, y: h < 0 ? origin.y + h / 2 : origin.y,
                      width: Swift.max(0, w), height: Swift.max(0, h))
    }
}
