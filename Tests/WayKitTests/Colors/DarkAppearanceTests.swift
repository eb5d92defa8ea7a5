import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U4: light and dark appearance, dynamic colours, overrides and the
/// change callbacks.
@MainActor
struct DarkAppearanceTests {
    func hex(_ c: UIColor) -> UInt32 {
        func b(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
        return b(c.red) << 16 | b(c.green) << 8 | b(c.blue)
    }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)

    @Test("U4: system and semantic colours resolve to iOS's dark values in a dark trait collection")
    func darkValues() {
        #expect(hex(UIColor.systemBlue.resolvedColor(with: dark)) == 0x0A84FF)
        #expect(hex(UIColor.systemBlue.resolvedColor(with: light)) == 0x007AFF)
        #expect(hex(UIColor.label.resolvedColor(with: dark)) == 0xFFFFFF)
        #expect(hex(UIColor.systemBackground.resolvedColor(with: dark)) == 0x000000)
        #expect(hex(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == 0x1C1C1E)
        #expect(hex(UIColor.systemGroupedBackground.resolvedColor(with: dark)) == 0x000000)
        #expect(hex(UIColor.secondaryLabel.resolvedColor(with: dark)) == 0xEBEBF5)
        #expect(abs(UIColor.secondaryLabel.resolvedColor(with: dark).alpha - 0.6) < 0.001)
        #expect(hex(UIColor.systemGray6.resolvedColor(with: dark)) == 0x1C1C1E)
        #expect(hex(UIColor.separator.resolvedColor(with: dark)) == 0x545458)
        // Unspecified resolves as light, as on iOS.
        #expect(hex(UIColor.label.resolvedColor(with: UITraitCollection())) == 0x000000)
        // A fixed colour is itself in every appearance.
        let fixed = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(fixed.resolvedColor(with: dark) === fixed)
    }

    @Test("U4: UIColor(dynamicProvider:) is asked with the traits; current traits decide its components; performAsCurrent restores them")
    func dynamicProvider() {
        let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? .orange : .purple }
        #expect(brand.resolvedColor(with: dark) == .orange)
        #expect(brand.resolvedColor(with: light) == .purple)
        dark.performAsCurrent {
            #expect(hex(brand) == hex(.orange))
            #expect(brand.cgColor == UIColor.orange.cgColor)
            light.performAsCurrent { #expect(hex(brand) == hex(.purple)) }
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(hex(brand) == hex(.purple))
        // withAlphaComponent keeps a dynamic colour dynamic.
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(hex(faded.resolvedColor(with: dark)) == 0xFFFFFF)
        #expect(faded.resolvedColor(with: dark).alpha == 0.5)
        // A dynamic colour is equal only to itself.
        #expect(brand == brand && brand != UIColor.purple)
        // A provider that answers itself does not recurse forever.
        let holder = Holder()
        let looping = UIColor { _ in holder.color ?? .red }
        holder.color = looping
        #expect(looping.resolvedColor(with: dark).alpha == 0)
    }

    final class Holder: @unchecked Sendable { var color: UIColor? }

    final class TraitView: UIView {
        var changes: [UIUserInterfaceStyle] = []
        var colourSeen: UInt32 = 0
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }
            changes.append(traitCollection.userInterfaceStyle)
            // The classic pattern: CGColors taken again in the callback,
            // with the new traits current.
            let c = UIColor.label.cgColor
            colourSeen = UInt32((c.red * 255).rounded())
            layer.borderColor = c
        }
    }

    final class TraitController: UIViewController {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { changes.append(traitCollection.userInterfaceStyle) }
        }
    }

    @Test("U4: overrideUserInterfaceStyle on views, controllers and windows: traits inherit, the views whose appearance changed hear it")
    func overrides() {
        let backend = HeadlessBackend()
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = TraitController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let outer = TraitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = TraitView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let pinned = TraitView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        pinned.overrideUserInterfaceStyle = .light
        vc.view.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(pinned)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        // Setting the override outside a window told it (unspecified to light).
        #expect(pinned.changes == [.light])
        pinned.changes = []

        outer.overrideUserInterfaceStyle = .dark
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        #expect(outer.changes == [.dark] && inner.changes == [.dark] && pinned.changes.isEmpty)
        #expect(inner.colourSeen == 255)           // label is white in dark
        #expect(vc.changes.isEmpty)

        vc.overrideUserInterfaceStyle = .dark
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
        #expect(vc.changes == [.dark])
        #expect(outer.changes == [.dark])          // already dark: no second call

        window.overrideUserInterfaceStyle = .dark
        vc.overrideUserInterfaceStyle = .unspecified
        #expect(vc.changes == [.dark])             // the window's dark: unchanged
        window.overrideUserInterfaceStyle = .unspecified
        #expect(vc.changes == [.dark, .light])
        #expect(vc.view.traitCollection.userInterfaceStyle == .light)
    }

    @Test("U4: the app's appearance switches at run time: every window's traits change, the views hear it and are redrawn; overrides keep theirs")
    func appSwitch() {
        let backend = HeadlessBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = TraitController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let view = TraitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pinned = TraitView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        pinned.overrideUserInterfaceStyle = .light
        vc.view.addSubview(view)
        vc.view.addSubview(pinned)
        pinned.changes = []
        backend.advanceTime(by: 0.1)
        defer { UIApplication.shared._setUserInterfaceStyle(.light) }
        UIApplication.shared._setUserInterfaceStyle(.dark)
        #expect(UIApplication.shared._userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes == [.dark] && vc.changes == [.dark])
        #expect(pinned.changes.isEmpty && pinned.traitCollection.userInterfaceStyle == .light)
        #expect(view.colourSeen == 255)
        // A colour read outside drawing follows the app's appearance.
        #expect(hex(.label) == 0xFFFFFF)
        UIApplication.shared._setUserInterfaceStyle(.light)
        #expect(view.changes == [.dark, .light])
        #expect(hex(.label) == 0x000000)
    }

    @Test("U4: WAYKIT_APPEARANCE names the app's appearance; unknown values are light")
    func environment() {
        #expect(UITraitCollection._environmentStyle("dark") == .dark)
        #expect(UITraitCollection._environmentStyle("DARK") == .dark)
        #expect(UITraitCollection._environmentStyle(nil) == .light)
        #expect(UITraitCollection._environmentStyle("purple") == .light)
        #expect(UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)]).userInterfaceStyle == .dark)
        #expect(UITraitCollection(traitsFrom: [dark, light]).userInterfaceStyle == .light)
        #expect(dark.hasDifferentColorAppearance(comparedTo: light))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: dark))
    }
}
