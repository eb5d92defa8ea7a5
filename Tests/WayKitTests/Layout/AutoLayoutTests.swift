import Foundation
import Testing
@testable import WayKit

/// A5: Auto Layout through UIKit's API, after UIKit's documented behaviour.
@MainActor
@Suite("Auto Layout (A5)")
struct AutoLayoutTests {
    @Test("A5: a label centred in its superview")
    func centred() {
        let container = makeContainer(320, 480)
        let label = SizedView(100, 20, "label")
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 110, y: 230, width: 100, height: 20))
        // The container resized: the label follows in the next pass.
        container.frame.size = CGSize(width: 400, height: 600)
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 150, y: 290, width: 100, height: 20))
    }

    @Test("A5: a form: labels hug their text, fields stretch to the trailing edge")
    func form() {
        let container = makeContainer(400, 300)
        var rows: [(SizedView, SizedView)] = []
        var constraints: [NSLayoutConstraint] = []
        var above = container.topAnchor
        for (i, labelWidth) in [60.0, 90.0].enumerated() {
            let label = SizedView(labelWidth, 20, "label\(i)")
            let field = SizedView(50, 30, "field\(i)")
            // Interface Builder's label default: hugs a little harder than a field.
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            container.addSubview(label)
            container.addSubview(field)
            constraints += [
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
                field.topAnchor.constraint(equalTo: above, constant: 8),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ]
            above = field.bottomAnchor
            rows.append((label, field))
        }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(rows[0].0.frame == CGRect(x: 20, y: 13, width: 60, height: 20))
        #expect(rows[0].1.frame == CGRect(x: 88, y: 8, width: 292, height: 30))
        #expect(rows[1].0.frame == CGRect(x: 20, y: 51, width: 90, height: 20))
        #expect(rows[1].1.frame == CGRect(x: 118, y: 46, width: 262, height: 30))
        #expect(!rows[1].1.hasAmbiguousLayout)
    }

    @Test("A5: priorities break ties: the higher priority wins, whatever the count below it")
    func priorities() {
        let container = makeContainer()
        let v = SizedView(UIView.noIntrinsicMetric, UIView.noIntrinsicMetric)
        container.addSubview(v)
        let low = (0..<5).map { _ in v.widthAnchor.constraint(equalToConstant: 100) }
        for c in low { c.priority = UILayoutPriority(500) }
        let high = v.widthAnchor.constraint(equalToConstant: 200)
        high.priority = UILayoutPriority(501)
        NSLayoutConstraint.activate(low + [high, v.heightAnchor.constraint(equalToConstant: 10),
                                           v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                           v.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        #expect(v.frame.width == 200)
        high.priority = UILayoutPriority(499)
        container.layoutIfNeeded()
        #expect(v.frame.width == 100)
        high.isActive = false
        low[0].constant = 150
        container.layoutIfNeeded()
        // Five equal pulls at the same level: the four at 100 outweigh one.
        #expect(v.frame.width == 100)
    }

    /// Two labels in a row filling `width`: a then b, in the container returned
    /// (which the caller keeps: a superview is not retained by its subviews).
    func row(width: CGFloat) -> (UIView, SizedView, SizedView) {
        let container = makeContainer(width, 100)
        let a = SizedView(100, 20, "a"), b = SizedView(100, 20, "b")
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (container, a, b)
    }

    @Test("A5: with room to spare the view with the lower hugging priority stretches")
    func hugging() {
        let (row1, a, b) = row(width: 300)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        row1.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 200)
        let (row2, c, d) = row(width: 300)
        d.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        row2.layoutIfNeeded()
        #expect(c.frame.width == 200)
        #expect(d.frame.width == 100)
    }

    @Test("A5: too narrow, the view with the lower compression resistance shrinks")
    func compression() {
        let (container, a, b) = row(width: 150)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        container.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 50)
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(a.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test("A5: changing a constant moves the views in the next pass without reinstalling the constraint")
    func constantChange() {
        let container = makeContainer()
        let v = SizedView(50, 50)
        container.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        let installed = leading._solverConstraint
        leading.constant = 30
        container.layoutIfNeeded()
        #expect(v.frame.minX == 30)
        #expect(leading._solverConstraint === installed && installed != nil)
    }

    @Test("A5: isActive, activate and deactivate; multipliers; greater and less than")
    func activation() {
        let container = makeContainer(300, 300)
        let v = SizedView(UIView.noIntrinsicMetric, UIView.noIntrinsicMetric)
        container.addSubview(v)
        let half = v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        let atLeast = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)
        let atMost = v.heightAnchor.constraint(lessThanOrEqualTo: v.widthAnchor, multiplier: 0.1)
        atMost.priority = UILayoutPriority(500)
        let pull = v.heightAnchor.constraint(equalToConstant: 100)
        pull.priority = .defaultLow
        let pins = [v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    v.topAnchor.constraint(equalTo: container.topAnchor)]
        #expect(!half.isActive)
        NSLayoutConstraint.activate([half, atLeast, atMost, pull] + pins)
        #expect(half.isActive)
        // UIKit installs each on the items' nearest common ancestor.
        #expect(container.constraints.count == 3)
        #expect(v.constraints.count == 3)
        container.layoutIfNeeded()
        #expect(v.frame.width == 150)
        #expect(v.frame.height == 40, "required at least 40 beats at most 15 at 500")
        atLeast.isActive = false
        container.layoutIfNeeded()
        #expect(v.frame.height == 15, "at most 15 at 500 beats the pull to 100 at 250")
        NSLayoutConstraint.deactivate([half])
        #expect(!half.isActive)
        #expect(container.constraints.count == 2)
    }

    @Test("A5: an unsatisfiable constraint is logged once, naming it, and layout goes on")
    func unsatisfiable() {
        let container = makeContainer()
        let v = SizedView(UIView.noIntrinsicMetric, UIView.noIntrinsicMetric)
        container.addSubview(v)
        let bad = v.widthAnchor.constraint(equalToConstant: 200)
        bad.identifier = "too-wide"
        var messages = collectingLayoutMessages {
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 100), bad,
                                         v.heightAnchor.constraint(equalToConstant: 10),
                                         v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                                         v.topAnchor.constraint(equalTo: container.topAnchor)])
            container.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("too-wide") == true)
        #expect(v.frame == CGRect(x: 5, y: 0, width: 100, height: 10))
        messages = collectingLayoutMessages {
            container.setNeedsLayout()
            container.frame.size.width = 100
            container.layoutIfNeeded()
        }
        #expect(messages.isEmpty, "logged once")
        #expect(bad.isActive, "UIKit keeps the broken constraint active")
    }

    @Test("A5: non-finite constants and multipliers are refused and logged; a constraint cycle does not hang")
    func badNumbers() {
        let container = makeContainer()
        let a = SizedView(10, 10, "a"), b = SizedView(10, 10, "b")
        container.addSubview(a)
        container.addSubview(b)
        let width = a.widthAnchor.constraint(equalToConstant: 30)
        let infinite = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: .infinity)
        let nanHeight = b.heightAnchor.constraint(equalToConstant: .nan)
        let messages = collectingLayoutMessages {
            width.isActive = true
            width.constant = .nan
            infinite.isActive = true
            nanHeight.isActive = true
            // a = b + 10 and b = a + 10: no solution; neither traps nor hangs.
            NSLayoutConstraint.activate([
                a.heightAnchor.constraint(equalTo: b.heightAnchor, constant: 10),
                b.heightAnchor.constraint(equalTo: a.heightAnchor, constant: 10),
            ])
            container.layoutIfNeeded()
        }
        #expect(width.constant == 30)
        #expect(!infinite.isActive)
        #expect(!nanHeight.isActive)
        #expect(messages.contains { $0.contains("refused constant nan") && $0.contains("SizedView(\"b\").height") })
        #expect(a.frame.width == 30)
        #expect(messages.contains { $0.contains("nan") && $0.contains("SizedView(\"a\")") })
        #expect(messages.contains { $0.contains("multiplier") })
        #expect(messages.contains { $0.contains("unable to simultaneously satisfy") })
    }

    @Test("A5: translatesAutoresizingMaskIntoConstraints keeps a view's frame and autoresizing as constraints")
    func translatedFrames() {
        let container = makeContainer(300, 200)
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        panel.autoresizingMask = [.flexibleWidth]
        container.addSubview(panel)
        let badge = SizedView(40, 20)
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -10),
        ])
        container.layoutIfNeeded()
        #expect(panel.translatesAutoresizingMaskIntoConstraints)
        #expect(badge.frame == CGRect(x: 250, y: 70, width: 40, height: 20))
        container.frame.size.width = 500
        #expect(panel.frame.width == 500, "autoresizing applies at once")
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 450, y: 70, width: 40, height: 20))
    }

    @Test("A5: constraints across levels of the tree, layout guides, and removal from the tree")
    func acrossTheTree() {
        let container = makeContainer(300, 300)
        let box = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        container.addSubview(box)
        let inner = SizedView(10, 10)
        box.addSubview(inner)
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100),
            guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 120),
            guide.widthAnchor.constraint(equalToConstant: 30),
            guide.heightAnchor.constraint(equalToConstant: 30),
            inner.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 100, y: 120, width: 30, height: 30))
        // In box's coordinates: 130 - 50, 120 - 60.
        #expect(inner.frame == CGRect(x: 80, y: 60, width: 10, height: 10))
        box.removeFromSuperview()
        #expect(container.constraints.count == 4, "the two constraints crossing the cut are deactivated")
    }

    @Test("A5: systemLayoutSizeFitting sizes a view to its content")
    func fitting() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 999, height: 999))
        let title = SizedView(120, 20), body = SizedView(80, 40)
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 140, height: 85))
        #expect(card.frame.size == CGSize(width: 999, height: 999), "fitting does not resize the view")
    }

    @Test("A5: hasAmbiguousLayout finds a view whose position no constraint fixes")
    func ambiguity() {
        let container = makeContainer()
        let v = SizedView(50, 50)
        container.addSubview(v)
        v.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        container.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout, "nothing fixes its top")
        v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        container.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
    }

    @Test("A5: constraints made before the tree is put together move into the window's engine")
    func joiningTrees() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let v = SizedView(20, 20)
        content.addSubview(v)
        v.trailingAnchor.constraint(equalTo: content.trailingAnchor).isActive = true
        v.topAnchor.constraint(equalTo: content.topAnchor).isActive = true
        window.addSubview(content)
        window.layoutIfNeededForDisplay()
        #expect(v.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
        #expect(content._layoutState?.engine == nil)
        #expect(window._layoutState?.engine != nil)
    }
}
