import Foundation

/// A tab in a tab bar (V5): title, image, selected image and badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    open var selectedImage: UIImage? { didSet { _changed() } }
    /// A badge at the image's corner; nil for none.
    open var badgeValue: String? { didSet { _changed() } }
    open var badgeColor: UIColor? { didSet { _changed() } }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
        self.tag = tag
    }

    public convenience init(tabBarSystemItem: SystemItem, tag: Int) {
        self.init(title: tabBarSystemItem.title, image: nil, tag: tag)
    }

    /// Made by a controller for itself: its title follows the controller's
    /// until set here.
    var _followsControllerTitle = false

    func _controllerTitleDidChange(_ title: String?) {
        guard _followsControllerTitle else { return }
        self.title = title
    }
}
