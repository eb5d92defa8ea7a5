import Foundation
import Testing
@testable import WayKit

/// A6: UIStackView's distributions and alignments, after UIKit's documented
/// behaviour, on views of known intrinsic size.
@MainActor
@Suite("Stack view (A6)")
struct StackViewTests {
    /// A stack of `sizes` filling a 300 × 50 container.
    func stack(_ sizes: [(CGFloat, CGFloat)], axis: NSLayoutConstraint.Axis = .horizontal,
               configure: (UIStackView) -> Void) -> (UIView, UIStackView, [SizedView]) {
        let container = makeContainer(axis == .horizontal ? 300 : 50, axis == .horizontal ? 50 : 300)
        let views = sizes.enumerated().map { SizedView($1.0, $1.1, "v\($0)") }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        return (container, stack, views)
    }

    @Test("A6: fill: intrinsic lengths, the view with the lowest hugging takes the rest")
    func fill() {
        let (_, _, v) = stack([(50, 20), (100, 30)]) { s in
            s.spacing = 10
            s.arrangedSubviews[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        }
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(v[1].frame == CGRect(x: 60, y: 0, width: 240, height: 50))
    }

    @Test("A6: fill: too little room, the view with the lowest compression resistance shrinks")
    func fillCompressed() {
        let (_, _, v) = stack([(200, 20), (200, 30)]) { s in
            s.arrangedSubviews[0].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        }
        #expect(v[0].frame.width == 100)
        #expect(v[1].frame.width == 200)
    }

    @Test("A6: fillEqually: equal lengths whatever the intrinsic sizes")
    func fillEqually() {
        let (_, _, v) = stack([(50, 20), (100, 30)]) { s in
            s.distribution = .fillEqually
            s.spacing = 10
        }
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 145, height: 50))
        #expect(v[1].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
    }

    @Test("A6: fillProportionally: lengths in proportion to the intrinsic lengths")
    func fillProportionally() {
        let (_, _, v) = stack([(50, 20), (100, 30)]) { s in s.distribution = .fillProportionally }
        #expect(v[0].frame.width == 100)
        #expect(v[1].frame.width == 200)
        #expect(v[1].frame.minX == 100)
    }

    @Test("A6: equalSpacing: intrinsic lengths, equal gaps")
    func equalSpacing() {
        let (_, _, v) = stack([(50, 20), (50, 20), (50, 20)]) { s in s.distribution = .equalSpacing }
        #expect(v.map(\.frame.minX) == [0, 125, 250])
        #expect(v.map(\.frame.width) == [50, 50, 50])
    }

    @Test("A6: equalCentering: intrinsic lengths, centres equally far apart")
    func equalCentering() {
        let (_, _, v) = stack([(40, 20), (60, 20), (80, 20)]) { s in s.distribution = .equalCentering }
        #expect(v.map(\.frame.midX) == [20, 140, 260])
        #expect(v.map(\.frame.width) == [40, 60, 80])
    }

    @Test("A6: alignments across the axis: fill, top, center, bottom")
    func alignments() {
        let expected: [(UIStackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 250, height: 50)]),
            (.top, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 250, height: 30)]),
            (.center, [CGRect(x: 0, y: 15, width: 50, height: 20), CGRect(x: 50, y: 10, width: 250, height: 30)]),
            (.bottom, [CGRect(x: 0, y: 30, width: 50, height: 20), CGRect(x: 50, y: 20, width: 250, height: 30)]),
        ]
        for (alignment, frames) in expected {
            let (_, _, v) = stack([(50, 20), (100, 30)]) { s in
                s.alignment = alignment
                s.arrangedSubviews[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            }
            #expect(v.map(\.frame) == frames, "alignment \(alignment)")
        }
    }

    @Test("A6: a vertical stack with leading alignment")
    func vertical() {
        let (_, _, v) = stack([(20, 30), (40, 30)], axis: .vertical) { s in
            s.alignment = .leading
            s.distribution = .fillEqually
        }
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 20, height: 150))
        #expect(v[1].frame == CGRect(x: 0, y: 150, width: 40, height: 150))
    }

    @Test("A6: firstBaseline alignment lines up the labels' first baselines")
    func firstBaseline() {
        let container = makeContainer(300, 100)
        let small = UILabel(), large = UILabel()
        small.text = "small"; small.font = .systemFont(ofSize: 12)
        large.text = "Large"; large.font = .systemFont(ofSize: 30)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        func baseline(_ l: UILabel) -> CGFloat { l.frame.midY + l._baselineOffsetFromCenter(last: false) }
        #expect(Swift.abs(baseline(small) - baseline(large)) < 0.01)
        #expect(small.frame.minY > large.frame.minY)
        #expect(large.frame.minY == 0)
    }

    @Test("A6: spacing and layout-margins-relative arrangement")
    func marginsRelative() {
        let (_, _, v) = stack([(50, 20), (50, 20)]) { s in
            s.isLayoutMarginsRelativeArrangement = true
            s.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
            s.distribution = .fillEqually
            s.spacing = 30
        }
        #expect(v[0].frame == CGRect(x: 10, y: 5, width: 120, height: 40))
        #expect(v[1].frame == CGRect(x: 160, y: 5, width: 120, height: 40))
    }

    @Test("A6: a hidden arranged subview takes no space; shown again it comes back")
    func hidden() {
        let (container, stack, v) = stack([(10, 10), (10, 10), (10, 10)]) { s in s.distribution = .fillEqually }
        #expect(v.map(\.frame.width) == [100, 100, 100])
        v[1].isHidden = true
        container.layoutIfNeeded()
        #expect(v[0].frame.width == 150)
        #expect(v[2].frame == CGRect(x: 150, y: 0, width: 150, height: 50))
        v[1].isHidden = false
        container.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 100, 200])
        stack.removeArrangedSubview(v[0])
        container.layoutIfNeeded()
        #expect(v[0].superview === stack, "removeArrangedSubview leaves it a subview")
        #expect(v[1].frame == CGRect(x: 0, y: 0, width: 150, height: 50))
        stack.insertArrangedSubview(v[0], at: 2)
        container.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [200, 0, 100])
    }
}
