import Foundation

/// A size class: how much room an interface has along one axis (V8).
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// Light or dark (V8; the colours that follow it are U4's).
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// The idiom an interface is built for; WayKit's windows are pads' (a
/// touchscreen of any size), as iPadOS windows are.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// The text size a person chose (Dynamic Type; the fonts that follow it are
/// U3's).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
}

/// Whether colours should have more contrast (Y4: Increase Contrast).
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
/// Whether text should be drawn heavier (Y4: Bold Text).
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }

/// The traits of the environment an interface is shown in (V8): the size
/// classes from the window's size, the display's scale (D5), the
/// appearance, the text size and the idiom. The interface's orientation is
/// the scene's `interfaceOrientation`, as in UIKit.
public struct UITraitCollection: Equatable, Sendable {
    /// Pixels per point of the screen (`UIScreen.scale`); 0 when unknown,
    /// as in UIKit.
    public var displayScale: CGFloat
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var preferredContentSizeCategory: UIContentSizeCategory
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// High when Increase Contrast is on (Y4): system colours take their
    /// high-contrast values.
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    /// Bold when Bold Text is on (Y4): text is drawn a weight heavier.
    public var legibilityWeight: UILegibilityWeight = .unspecified

    public init(displayScale: CGFloat = 0) {
        self.displayScale = displayScale
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        userInterfaceStyle = .unspecified
        preferredContentSizeCategory = .unspecified
        userInterfaceIdiom = .unspecified
    }

    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A width at least this wide is regular, as an iPad's full screen or
    /// half of it on the larger models; narrower is compact (a phone in
    /// portrait, a slide-over window).
    public static let regularWidth: CGFloat = 600
    /// A height at least this tall is regular; a phone in landscape is
    /// compact.
    public static let regularHeight: CGFloat = 500

    /// The traits of a window `size` points large on a screen of `scale`.
    @MainActor
    static func forWindow(size: CGSize, scale: CGFloat) -> UITraitCollection {
        var t = UITraitCollection(displayScale: scale)
        t.horizontalSizeClass = size.width >= regularWidth ? .regular : .compact
        t.verticalSizeClass = size.height >= regularHeight ? .regular : .compact
        t.userInterfaceStyle = UITraitCollection._appStyle
        t.preferredContentSizeCategory = UIApplication.shared.preferredContentSizeCategory
        t.userInterfaceIdiom = .pad
        let settings = AccessibilitySettings.shared
        t.accessibilityContrast = settings.increaseContrast ? .high : .normal
        t.legibilityWeight = settings.boldText ? .bold : .regular
        return t
    }

    /// Whether the traits a size change can move differ (UIKit's
    /// `hasDifferentSizeClass…`).
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }
}

/// An object with traits that tells of their change (V8): views and view
/// controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What a size transition hands its participants (V8): run changes
/// alongside it and after it. WayKit resizes at once, so the alongside
/// blocks run in the resize and the completions right after its layout.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The window being resized.
    let containerView: UIView
    init(containerView: UIView) { self.containerView = containerView }
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongside() { for a in alongside { a(self) }; alongside.removeAll() }
    func complete() { runAlongside(); for c in completions { c(self) }; completions.removeAll() }
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
