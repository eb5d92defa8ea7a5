import Foundation
import Testing
@testable import WayKit

/// A4: intrinsic sizes and sizeThatFits of UIKit's views and controls.
@MainActor
@Suite("Intrinsic content sizes (A4)")
struct IntrinsicSizeTests {
    @Test("A4: the controls' intrinsic sizes are UIKit's")
    func controls() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let pages = UIPageControl()
        pages.numberOfPages = 5
        #expect(pages.intrinsicContentSize == CGSize(width: 71, height: 37))
        let segments = UISegmentedControl(items: ["One", "Two"])
        #expect(segments.intrinsicContentSize.height == 32)
        let one = UISegmentedControl(items: ["One"])
        #expect(segments.intrinsicContentSize.width == 2 * one.intrinsicContentSize.width)
    }

    @Test("A4: a button fits its title, at least 30 high")
    func button() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        button.setTitle("Go", for: .normal)
        let short = button.intrinsicContentSize
        button.setTitle("Go somewhere far away", for: .normal)
        let long = button.intrinsicContentSize
        #expect(short.height >= 30)
        #expect(long.width > short.width)
        button.sizeToFit()
        #expect(button.bounds.size == long)
    }

    @Test("A4: an image view is its image's size, none without an image; a label with no text is zero")
    func imageAndLabel() throws {
        let imageView = UIImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.image = UIImage(color: .systemRed, size: CGSize(width: 12, height: 34))
        #expect(imageView.intrinsicContentSize == CGSize(width: 12, height: 34))
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("A4: a multi-line label wraps at preferredMaxLayoutWidth")
    func multiLineLabel() {
        let label = UILabel()
        label.text = "the quick brown fox jumps over the lazy dog again and again"
        let oneLine = label.intrinsicContentSize
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > oneLine.height)
    }

    @Test("A4: a multi-line label under Auto Layout without preferredMaxLayoutWidth wraps at the width it is given")
    func multiLineLabelAutomaticWidth() {
        let container = makeContainer(300, 400)
        let label = UILabel()
        label.text = "the quick brown fox jumps over the lazy dog again and again and again"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let oneLine = label.sizeThatFits(.zero)
        let wrapped = label.sizeThatFits(CGSize(width: 300, height: 0))
        #expect(oneLine.width > 300, "the text needs more than one line at 300")
        #expect(label.frame.width == 300)
        #expect(label.frame.height == wrapped.height)
        #expect(label.frame.height > oneLine.height)
    }

    @Test("A4: invalidateIntrinsicContentSize re-solves the views constrained by it")
    func invalidation() {
        let container = makeContainer()
        let v = SizedView(40, 20)
        container.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(v.frame.size == CGSize(width: 40, height: 20))
        v.size = CGSize(width: 70, height: 25)
        container.layoutIfNeeded()
        #expect(v.frame.size == CGSize(width: 70, height: 25))
    }
}
