import Foundation
import WayKit

/// The Value interface's numbers for the controls that have a value: a
/// slider, a stepper, a page control, a progress view, and any adjustable
/// element (which has no numbers: its value is its `accessibilityValue`
/// text, and setting one steps it up or down).
@MainActor
enum ATSPIValueModel {
    struct Range {
        var minimum: Double
        var maximum: Double
        var increment: Double
        var current: Double
    }

    static func range(of object: UIResponder) -> Range? {
        switch object {
        case let slider as UISlider:
            let low = Double(slider.minimumValue), high = Double(slider.maximumValue)
            // accessibilityIncrement() moves a tenth of the range.
            return Range(minimum: low, maximum: high, increment: (high - low) / 10, current: Double(slider.value))
        case let stepper as UIStepper:
            return Range(minimum: stepper.minimumValue, maximum: stepper.maximumValue,
                         increment: stepper.stepValue, current: stepper.value)
        case let pages as UIPageControl:
            return Range(minimum: 0, maximum: Double(max(0, pages.numberOfPages - 1)), increment: 1,
                         current: Double(pages.currentPage))
        case let progress as UIProgressView:
            return Range(minimum: 0, maximum: 1, increment: 0, current: Double(progress.progress))
        default:
            guard object.accessibilityTraits.contains(.adjustable) else { return nil }
            return Range(minimum: 0, maximum: 0, increment: 0, current: 0)
        }
    }

    /// Sets the value as the user would (the control sends `.valueChanged`),
    /// clamped by the control; false for a progress view, or a value that is
    /// not a number.
    static func set(_ value: Double, of object: UIResponder) -> Bool {
        guard value.isFinite else { return false }
        switch object {
        case let slider as UISlider:
            let old = slider.value
            slider.setValue(Float(min(max(value, Double(slider.minimumValue)), Double(slider.maximumValue))), animated: false)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
            return true
        case let stepper as UIStepper:
            let old = stepper.value
            stepper.value = min(max(value, stepper.minimumValue), stepper.maximumValue)
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
            return true
        case let pages as UIPageControl:
            let page = Int(min(max(value.rounded(), 0), Double(max(0, pages.numberOfPages - 1))))
            if page != pages.currentPage {
                pages.currentPage = page
                pages.sendActions(for: .valueChanged)
            }
            return true
        case is UIProgressView:
            return false
        default:
            guard object.accessibilityTraits.contains(.adjustable) else { return false }
            if value > 0 { object.accessibilityIncrement() } else if value < 0 { object.accessibilityDecrement() }
            return true
        }
    }
}
