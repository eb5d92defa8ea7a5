import Foundation
import Testing
@testable import WayKit

/// A5: constraints as the view tree changes, and the update-constraints
/// phase.
@MainActor
@Suite("Auto Layout across tree changes (A5)")
struct AutoLayoutTreeTests {
    @Test("A5: a subtree keeps its own constraints when it is removed and added elsewhere")
    func subtreeMoves() {
        let first = makeContainer(300, 300), second = makeContainer(500, 500)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.addSubview(card)
        let badge = SizedView(20, 20)
        card.addSubview(badge)
        let pinned = [badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                      badge.bottomAnchor.constraint(equalTo: card.bottomAnchor)]
        NSLayoutConstraint.activate(pinned)
        let crossing = card.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([crossing, card.topAnchor.constraint(equalTo: first.topAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 100),
                                     card.heightAnchor.constraint(equalToConstant: 100)])
        first.layoutIfNeeded()
        #expect(card.frame.minX == 10)
        #expect(badge.frame == CGRect(x: 80, y: 80, width: 20, height: 20))
        second.addSubview(card)
        #expect(!crossing.isActive, "the constraint to the old superview is gone")
        #expect(pinned.allSatisfy { $0.isActive })
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 50),
                                     card.topAnchor.constraint(equalTo: second.topAnchor, constant: 60)])
        second.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 50, y: 60, width: 100, height: 100))
        #expect(badge.frame == CGRect(x: 80, y: 80, width: 20, height: 20))
    }

    @Test("A5: a constraint between views with no common ancestor is logged and stays inactive")
    func noCommonAncestor() {
        let a = SizedView(10, 10, "a"), b = SizedView(10, 10, "b")
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let messages = collectingLayoutMessages { c.isActive = true }
        #expect(!c.isActive)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("no common ancestor") == true)
    }

    @Test("A5: updateConstraints runs before the layout pass for views that asked, subviews first")
    func updateConstraintsPhase() {
        final class Updating: UIView {
            var log: LayoutLog?
            var name = ""
            var extra: NSLayoutConstraint?
            override func updateConstraints() {
                log?.entries.append("update \(name)")
                extra?.isActive = true
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log?.entries.append("layout \(name)")
            }
        }
        let log = LayoutLog()
        let outer = Updating(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = Updating(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.log = log; outer.name = "outer"
        inner.log = log; inner.name = "inner"
        outer.addSubview(inner)
        let v = SizedView(10, 10)
        inner.addSubview(v)
        inner.extra = v.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 33)
        v.topAnchor.constraint(equalTo: inner.topAnchor).isActive = true
        outer.layoutIfNeeded()
        log.entries = []
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        outer.layoutIfNeeded()
        #expect(log.entries == ["update inner", "update outer", "layout outer", "layout inner"])
        #expect(!inner.needsUpdateConstraints())
        #expect(v.frame.minX == 33, "a constraint activated in updateConstraints is solved in the same pass")
    }

    @Test("A5: deactivating every constraint releases the views from the engine")
    func itemsReleased() {
        let container = makeContainer()
        let v = SizedView(10, 10)
        container.addSubview(v)
        let cs = [v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                  v.topAnchor.constraint(equalTo: container.topAnchor)]
        NSLayoutConstraint.activate(cs)
        container.layoutIfNeeded()
        #expect(v._layoutState?.item != nil)
        let engine = container._layoutState?.engine
        #expect(engine?.solver.constraintCount ?? 0 > 0)
        NSLayoutConstraint.deactivate(cs)
        container.layoutIfNeeded()
        #expect(v._layoutState?.item == nil)
        #expect(container._layoutState?.item == nil)
        #expect(engine?.solver.constraintCount == 0)
    }
}
