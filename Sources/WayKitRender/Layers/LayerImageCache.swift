import Foundation

/// Images drawn for layers that are worth keeping between frames: blurred
/// shadow masks and rendered gradients, keyed by everything that shapes
/// them (in device pixels), not by layer, so twenty identical cards share
/// one shadow. An entry unused for a few frames goes once the cache holds
/// more than `limit`.
///
/// `renders` counts images made: a frame that draws an unchanged shadow or
/// gradient again adds nothing (the tests check it).
@MainActor
public final class LayerImageCache<Key: Hashable> {
    private final class Entry {
        let image: PixmanImage
        var lastUsed: Int
        init(image: PixmanImage, lastUsed: Int) { self.image = image; self.lastUsed = lastUsed }
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    let limit: Int
    /// Images made so far.
    public private(set) var renders = 0
    public var count: Int { entries.count }

    init(limit: Int) { self.limit = limit }

    /// The image for `key`, made by `make` when missing.
    func image(for key: Key, make: () -> PixmanImage?) -> PixmanImage? {
        if let e = entries[key] {
            e.lastUsed = frame
            return e.image
        }
        guard let image = make() else { return nil }
        renders += 1
        entries[key] = Entry(image: image, lastUsed: frame)
        return image
    }

    /// A frame was drawn: old entries go when there are too many.
    func endFrame() {
        frame += 1
        guard entries.count > limit else { return }
        entries = entries.filter { frame - $0.value.lastUsed <= 2 }
    }
}

/// What a shadow mask depends on: the shape's points in mask pixels, the
/// blur, the mask's size.
struct ShadowKey: Hashable {
    var shape: [Int32]
    var blur: Int32
    var width: Int
    var height: Int
}

/// What a drawn gradient depends on.
struct GradientKey: Hashable {
    var stops: [GradientStop]
    var geometry: [Int32]
    var radial: Bool
    var width: Int
    var height: Int
}
