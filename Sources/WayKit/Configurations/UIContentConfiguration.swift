import Foundation

/// U6: what a cell shows, as a value (UIKit's content configurations): it
/// makes the view that shows it, and answers itself for a state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a new view is made).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
