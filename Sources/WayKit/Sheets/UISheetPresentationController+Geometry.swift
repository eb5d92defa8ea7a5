import Foundation

/// A place the sheet rests at: its detent (nil for a card, which has one
/// place), the sheet's top in the container and the height shown.
struct SheetRest {
    var id: UISheetPresentationController.Detent.Identifier?
    var y: CGFloat
    var height: CGFloat
}

// M3: where the sheet goes. Compact: the window's width, `.large()` 10
// points below the safe area's top, each detent its height up from the
// bottom. Regular width: a centred card. All in the container's coordinates
// (the window's bounds).
extension UISheetPresentationController {
    var _containerBounds: CGRect { _container?.bounds ?? .zero }
    var _safeInsets: UIEdgeInsets { _container?.safeAreaInsets ?? .zero }

    /// A regular-width window shows a card (iPad), else an edge-to-edge
    /// sheet (iPhone), by the window's size class (V8).
    var _isCard: Bool {
        (_container?.traitCollection ?? traitCollection).horizontalSizeClass == .regular
    }

    /// The sheet's top at `.large()`.
    var _largeY: CGFloat { _safeInsets.top + SheetMetrics.largeTopInset }
    var _maximumDetentValue: CGFloat { max(0, _containerBounds.height - _largeY) }

    /// The detents' heights, smallest first, one per identifier. A custom
    /// resolver's nil leaves its detent out (UIKit's inactive detent); a
    /// negative, zero or non-finite height is left out and logged, a height
    /// above the largest is clamped and logged; with none left, `.large()`.
    func _resolvedDetents() -> [(id: Detent.Identifier, height: CGFloat)] {
        let maximum = _maximumDetentValue
        let context = SheetDetentResolutionContext(traits: _container?.traitCollection ?? traitCollection,
                                                   maximumDetentValue: maximum)
        var result: [(id: Detent.Identifier, height: CGFloat)] = []
        for detent in detents where !result.contains(where: { $0.id == detent.identifier }) {
            guard var height = detent.resolvedValue(in: context) else { continue }
            guard height.isFinite, height > 0 else {
                presentedViewController._log("sheet-detent-invalid", "custom detent \(detent.identifier.rawValue) resolved to \(height); left out")
                continue
            }
            if height > maximum {
                presentedViewController._log("sheet-detent-clamped", "custom detent \(detent.identifier.rawValue) resolved to \(height), above the largest (\(maximum)); clamped")
                height = maximum
            }
            result.append((detent.identifier, height.rounded()))
        }
        if result.isEmpty { result = [(Detent.Identifier.large, maximum)] }
        return result.sorted { $0.height < $1.height }
    }

    /// Where the sheet may rest, lowest on screen (smallest) first.
    func _rests() -> [SheetRest] {
        if _isCard {
            let card = _cardFrame()
            return [SheetRest(id: _selectedDetentIdentifier, y: card.minY, height: card.height)]
        }
        let h = _containerBounds.height
        return _resolvedDetents().map { SheetRest(id: $0.id, y: h - $0.height, height: $0.height) }
    }

    /// The selected detent's rest, or the smallest when none is selected or
    /// the selected one is not active now.
    func _selectedRest() -> SheetRest {
        let rests = _rests()
        if let id = _selectedDetentIdentifier, let rest = rests.first(where: { $0.id == id }) { return rest }
        return rests.first ?? SheetRest(id: nil, y: _containerBounds.height, height: 0)
    }

    func _restY(of rest: SheetRest) -> CGFloat { rest.y }

    /// The card of a regular-width window: a form sheet 540 × 620 (or its
    /// controller's `preferredContentSize`) at most, centred; a page sheet up to 704 wide, from 20 points below the safe
    /// area's top to 20 above its bottom.
    func _cardFrame() -> CGRect {
        let b = _containerBounds, safe = _safeInsets, m = SheetMetrics.cardMargin
        let availableHeight = max(0, b.height - safe.top - safe.bottom - 2 * m)
        let availableWidth = max(0, b.width - 2 * m)
        if presentationStyle == .formSheet {
            // The presented controller's preferredContentSize when it has
            // one, as on iPad; else UIKit's 540 × 620.
            let preferred = presentedViewController.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 && preferred.width.isFinite && preferred.height.isFinite
                ? preferred : SheetMetrics.formSheetSize
            let w = min(size.width.rounded(), availableWidth)
            let h = min(size.height.rounded(), availableHeight)
            return CGRect(x: ((b.width - w) / 2).rounded(), y: (safe.top + (b.height - safe.top - safe.bottom - h) / 2).rounded(),
                          width: w, height: h)
        }
        let w = min(SheetMetrics.pageSheetWidth, availableWidth)
        return CGRect(x: ((b.width - w) / 2).rounded(), y: safe.top + m, width: w, height: availableHeight)
    }

    /// The sheet view's frame with its top at `y`: a card's size, or the
    /// window's width and the `.large()` height with room below.
    func _sheetFrame(atY y: CGFloat) -> CGRect {
        if _isCard {
            let card = _cardFrame()
            return CGRect(x: card.minX, y: y, width: card.width, height: card.height)
        }
        let b = _containerBounds
        return CGRect(x: 0, y: y, width: b.width, height: _maximumDetentValue + SheetMetrics.overdraw)
    }

    /// The presented view's height at `rest`.
    func _contentHeight(at rest: SheetRest) -> CGFloat { max(0, rest.height) }

    /// The dimming's alpha with the sheet's top at `y`: 0 at or below the
    /// largest undimmed detent, 1 at or above the next one, linear between;
    /// with every detent dimmed, 1 at the rests and fading out below the
    /// lowest as the sheet is dragged away.
    func _dimmingAlpha(atY y: CGFloat) -> CGFloat {
        let rests = _rests()
        guard let lowest = rests.first else { return 0 }
        if !_isCard, let undimmed = largestUndimmedDetentIdentifier,
           let index = rests.firstIndex(where: { $0.id == undimmed }) {
            guard index + 1 < rests.count else { return 0 }
            let clearY = rests[index].y, dimY = rests[index + 1].y
            if y >= clearY { return 0 }
            if y <= dimY { return 1 }
            return (clearY - y) / max(1, clearY - dimY)
        }
        if y <= lowest.y { return 1 }
        let span = max(1, _containerBounds.height - lowest.y)
        return max(0, 1 - (y - lowest.y) / span)
    }
}
