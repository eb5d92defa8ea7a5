import Foundation

/// The accessibility defaults of WayKit's own views and controllers (Y1),
/// in one table by class. UIKit's built-in classes override the NSObject
/// properties; here UIResponder's getters fall back on these, because a
/// Swift extension cannot override and the controls' files should not each
/// grow an accessibility section. An app subclass that sets or overrides a
/// property wins over the table.
@MainActor
enum _BuiltInAccessibility {
    static func isElement(_ object: UIResponder) -> Bool {
        switch object {
        case is UIAccessibilityElement: return true
        case is UITableViewCell: return true
        case is UIControl, is UILabel, is UITextView, is UIProgressView: return true
        case let spinner as UIActivityIndicatorView: return spinner.isAnimating
        default: return false
        }
    }

    static func label(_ object: UIResponder) -> String? {
        switch object {
        case let tab as TabBarButton: return tab.item.title
        case let action as AlertActionView: return action.action.title
        case let button as UIButton:
            if let title = button.currentTitle ?? button.configuration?.title, !title.isEmpty { return title }
            if let attributed = button.currentAttributedTitle?.string, !attributed.isEmpty { return attributed }
            return imageLabel(button.currentImage ?? button.configuration?.image)
        case let label as UILabel:
            // `text` is the attributed text's string when there is one, without
            // building a copy of the attributed string (`attributedText` does).
            return label.text
        case let field as UITextField:
            return field.placeholder ?? field.attributedPlaceholder?.string
        case let imageView as UIImageView:
            return imageLabel(imageView.image)
        case let cell as UITableViewCell:
            return joined(of: cell.contentView, \.accessibilityLabel)
        case is UIActivityIndicatorView:
            return "In progress"
        case let controller as UIViewController:
            return controller.title
        default:
            return nil
        }
    }

    static func value(_ object: UIResponder) -> String? {
        switch object {
        case let field as UITextField:
            let text = field.text ?? ""
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let textView as UITextView:
            return textView.text
        case let toggle as UISwitch:
            return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return percent(Double(fraction))
        case let progress as UIProgressView:
            return percent(Double(progress.progress))
        case let stepper as UIStepper:
            return stepper.value.formatted()
        case let pages as UIPageControl:
            return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        case let tab as TabBarButton:
            return tab.item.badgeValue
        case let cell as UITableViewCell:
            return joined(of: cell.contentView, \.accessibilityValue)
        default:
            return nil
        }
    }

    static func traits(_ object: UIResponder) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if let control = object as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        switch object {
        case is TabBarButton: traits.insert(.button)
        case is UISwitch: traits.formUnion([.button, .toggleButton])
        case is UISlider, is UIPageControl: traits.insert(.adjustable)
        case is UIStepper: traits.insert(.adjustable)
        case is UIButton, is AlertActionView: traits.insert(.button)
        case let label as UILabel:
            traits.insert(.staticText)
            if !label.isEnabled { traits.insert(.notEnabled) }
            if label.superview is UINavigationBar { traits.insert(.header) }
        case is UIImageView: traits.insert(.image)
        case is UIProgressView, is UIActivityIndicatorView: traits.insert(.updatesFrequently)
        case let cell as UITableViewCell:
            if cell.isSelected { traits.insert(.selected) }
            traits.insert(.button)
        case is UITabBar: traits.insert(.tabBar)
        default: break
        }
        return traits
    }

    static func containerType(_ object: UIResponder) -> UIAccessibilityContainerType {
        switch object {
        case is UITableView, is UICollectionView: return .list
        case is UINavigationBar, is UITabBar, is UIToolbar: return .semanticGroup
        default: return .none
        }
    }

    static func isModal(_ object: UIResponder) -> Bool {
        switch object {
        case is AlertView: return true
        // A sheet hides what is behind it while that is dimmed (above its
        // largest undimmed detent); the dimming view is its sibling.
        case let sheet as SheetView:
            return sheet.superview?.subviews.contains { $0 is SheetDimmingView && $0.alpha > 0.01 && !$0.isHidden } ?? false
        default: return false
        }
    }

    /// The elements of built-in views whose parts are not views.
    static func elements(_ object: UIResponder) -> [Any]? {
        guard let segmented = object as? UISegmentedControl else { return nil }
        return segmentElements(segmented)
    }

    // MARK: Actions

    static func adjust(_ object: UIResponder, by step: Int) {
        switch object {
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            let old = slider.value
            slider.setValue(old + Float(step) * range / 10, animated: false)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let old = stepper.value
            var next = old + Double(step) * stepper.stepValue
            if stepper.wraps {
                if next > stepper.maximumValue { next = stepper.minimumValue }
                if next < stepper.minimumValue { next = stepper.maximumValue }
            }
            stepper.value = next
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let next = pages.currentPage + step
            guard next >= 0, next < pages.numberOfPages else { return }
            pages.currentPage = next
            pages.sendActions(for: .valueChanged)
        default:
            return
        }
        AccessibilityCenter.shared._valueChanged(object)
    }

    static func scroll(_ object: UIResponder, _ direction: UIAccessibility.ScrollDirection) -> Bool {
        guard let scrollView = object as? UIScrollView, scrollView.isScrollEnabled else { return false }
        let page = scrollView.bounds.size
        var offset = scrollView.contentOffset
        // VoiceOver's three-finger swipe up shows what is below: the content
        // moves up, so the offset grows (UIKit's convention).
        switch direction {
        case .up, .next: offset.y += page.height
        case .down, .previous: offset.y -= page.height
        case .left: offset.x += page.width
        case .right: offset.x -= page.width
        }
        let inset = scrollView.adjustedContentInset
        let maxX = max(-inset.left, scrollView.contentSize.width + inset.right - page.width)
        let maxY = max(-inset.top, scrollView.contentSize.height + inset.bottom - page.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        guard offset != scrollView.contentOffset else { return false }
        scrollView.setContentOffset(offset, animated: false)
        UIAccessibility.post(notification: .pageScrolled, argument: scrollStatus(scrollView))
        return true
    }

    /// "Page 2 of 5", as VoiceOver says after a three-finger swipe.
    /// The delegate's own words first (UIScrollViewAccessibilityDelegate).
    static func scrollStatus(_ scrollView: UIScrollView) -> String {
        if let delegate = scrollView.delegate as? UIScrollViewAccessibilityDelegate {
            if let status = delegate.accessibilityAttributedScrollStatus(for: scrollView)?.string, !status.isEmpty { return status }
            if let status = delegate.accessibilityScrollStatus(for: scrollView), !status.isEmpty { return status }
        }
        let vertical = scrollView.contentSize.height > scrollView.bounds.height
        let page = vertical ? scrollView.bounds.height : scrollView.bounds.width
        let length = vertical ? scrollView.contentSize.height : scrollView.contentSize.width
        let offset = vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
        guard page > 0, length.isFinite, offset.isFinite else { return "Page 1 of 1" }
        let count = max(1, Int((length / page).rounded(.up)))
        let current = min(count, max(1, Int((offset / page).rounded()) + 1))
        return "Page \(current) of \(count)"
    }

    static func escape(_ object: UIResponder) -> Bool {
        if let alert = object as? UIAlertController {
            guard let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return false }
            alert._choose(cancel)
            return true
        }
        guard let controller = object as? UIViewController else { return false }
        if let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 {
            return navigation.popViewController(animated: true) != nil
        }
        // A presented controller (a sheet, a full-screen modal) is dismissed;
        // its presenter stays.
        if controller.presentingViewController != nil, !controller.isBeingDismissed, controller.parent == nil {
            controller.dismiss(animated: true)
            return true
        }
        return false
    }

    // MARK: Helpers

    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "0%" }
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    /// A symbol image's name, said as words ("square and arrow up"), or the
    /// image's own label.
    static func imageLabel(_ image: UIImage?) -> String? {
        guard let image else { return nil }
        if let label = image.accessibilityLabel { return label }
        guard let name = image._symbolName else { return nil }
        return name.split(whereSeparator: { $0 == "." || $0 == "_" }).joined(separator: " ")
    }

    /// The labels (or values) of the elements inside `view`, joined as
    /// VoiceOver reads a cell: "Inbox, 3".
    static func joined(of view: UIView, _ part: KeyPath<UIResponder, String?>) -> String? {
        let parts = AccessibilityHierarchy.elements(inside: view).compactMap { $0[keyPath: part] }
            .filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// One element per segment, made once per segment and kept, so each
    /// keeps its identity while the control lives.
    static func segmentElements(_ control: UISegmentedControl) -> [Any] {
        let storage = control._accessibility
        let count = control.numberOfSegments
        while storage.generatedElements.count < count {
            storage.generatedElements.append(UIAccessibilityElement(accessibilityContainer: control))
        }
        if storage.generatedElements.count > count { storage.generatedElements.removeLast(storage.generatedElements.count - count) }
        let width = count > 0 ? control.bounds.width / CGFloat(count) : 0
        for (i, element) in storage.generatedElements.enumerated() {
            element.accessibilityLabel = control.titleForSegment(at: i)
            var traits: UIAccessibilityTraits = [.button]
            if control.selectedSegmentIndex == i { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: i) { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i) * width, y: 0,
                                                                width: width, height: control.bounds.height)
        }
        return storage.generatedElements
    }
}
