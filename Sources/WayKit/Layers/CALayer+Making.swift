import CWayKitRuntime

// Making layers by their class, as Core Animation does: a view's
// `layerClass` and presentation copies. UIKit's `init()` and
// `init(layer:)` are not `required`, so Swift cannot call them through a
// metatype; CWayKitRuntime calls the class's vtable entry for them instead
// (its header says how). The entries exist for every subclass: the
// subclass's override, the inherited initializer, or a trap naming the
// class when it has initializers of its own and overrides neither, as iOS
// stops with "unimplemented initializer" there.
extension CALayer {
    /// A layer of `type`, by its `init()`.
    static func _make(_ type: CALayer.Type) -> CALayer {
        let object = waykit_make_object(unsafeBitCast(type, to: UnsafeRawPointer.self))
        return Unmanaged<CALayer>.fromOpaque(object).takeRetainedValue()
    }

    /// A layer of this layer's class made by its `init(layer:)` from this
    /// one: what `presentation()` copies.
    func _makeCopy() -> CALayer {
        // The initializer consumes its argument: the box is deallocated,
        // not deinitialized.
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        argument.initialize(to: self)
        defer { argument.deallocate() }
        let object = waykit_make_layer_copy(unsafeBitCast(type(of: self), to: UnsafeRawPointer.self), argument)
        return Unmanaged<CALayer>.fromOpaque(object).takeRetainedValue()
    }
}
