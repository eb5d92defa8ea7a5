import Foundation
import WayKit

/// A view that records the touches and presses it gets, by identity only (a
/// view that keeps its touches would keep them alive: UIKit's docs say not to).
final class LedgerView: UIView {
    let name: String
    unowned let ledger: TouchLedger
    var acceptsFirstResponder = false

    init(frame: CGRect, name: String, ledger: TouchLedger) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledger.began(Array(t), in: name) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {}
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledger.finished(Array(t), in: name) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledger.finished(Array(t), in: name) }
    override func pressesBegan(_ p: Set<UIPress>, with e: UIPressesEvent?) { ledger.pressBegan(Array(p), in: name) }
    override func pressesEnded(_ p: Set<UIPress>, with e: UIPressesEvent?) { ledger.pressFinished(Array(p), in: name) }
    override func pressesCancelled(_ p: Set<UIPress>, with e: UIPressesEvent?) { ledger.pressFinished(Array(p), in: name) }
}
