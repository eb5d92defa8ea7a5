import Foundation

// The person's text size (U3). iOS takes it from Settings; WayKit from the
// environment (`WAYKIT_CONTENT_SIZE`: XS, S, M, L, XL, XXL, XXXL or AX1–AX5,
// large when unset), and an app can change it while it runs (a kiosk's
// operator menu, a settings screen): the change notification is posted, the
// views that adjust to it get their fonts again, and every controller and
// view hears `traitCollectionDidChange`.
extension UIApplication {
    /// The text size the app's fonts follow.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        if let c = _contentSizeCategory { return c }
        let c = Self._environmentContentSizeCategory(ProcessInfo.processInfo.environment["WAYKIT_CONTENT_SIZE"])
        _contentSizeCategory = c
        return c
    }

    /// Sets the text size (WayKit's: iOS apps can't). An unknown or
    /// unspecified category is logged once and ignored.
    public func _setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category.index != nil else {
            _lifecycle.log(once: "content size", "_setPreferredContentSizeCategory(\(category.rawValue)): not a text size; ignored")
            return
        }
        guard category != preferredContentSizeCategory else { return }
        // Each window's traits as they were, so it can tell what changed.
        for window in windows { _ = window._traits }
        _contentSizeCategory = category
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        for window in windows {
            DynamicTypeViews.adjust(in: window)
            window._updateTraits()
        }
    }

    /// The category an environment value names; large (iOS's default) when
    /// unset, and when unknown (logged once).
    static func _environmentContentSizeCategory(_ value: String?) -> UIContentSizeCategory {
        guard let value, !value.isEmpty else { return .large }
        if let c = UIContentSizeCategory.named(value) { return c }
        FileHandle.standardError.write(Data("WayKit: WAYKIT_CONTENT_SIZE=\(value) is not a text size (XS…XXXL, AX1…AX5); large is used\n".utf8))
        return .large
    }
}
