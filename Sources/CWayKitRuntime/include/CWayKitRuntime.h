#ifndef CWAYKITRUNTIME_H
#define CWAYKITRUNTIME_H

/// Makes an instance of the `NSObject` subclass whose class metadata is
/// `metadata`, by the `init()` it inherits or overrides: what UIKit's
/// Objective-C runtime does (`[[cls alloc] init]`) for a delegate class named
/// by a string (Info.plist, `UIApplicationMain`) or a view's `layerClass`.
///
/// Swift has no source form for it: constructing through a metatype needs a
/// `required` initializer, and UIKit's `init()`s are not (were they required,
/// every subclass with an initializer of its own would have to write
/// `required init()`, which iOS code doesn't). The class's vtable still has
/// an entry for `init()`'s allocating entry point (introduced by NSObject):
/// the subclass's synthesized override when it inherits `init()`, a trap
/// naming the class ("Use of unimplemented initializer") when it doesn't.
/// This looks the entry up with the runtime's `swift_lookUpClassMethod` and
/// calls it with the metatype as `self` (swiftcall, `swift_context` is LLVM's
/// `swiftself`). The caller checks that `metadata` is the right subclass.
///
/// Returns the new object at +1.
void *_Nonnull waykit_make_object(const void *_Nonnull metadata);

/// Makes an instance of the `WayKit.CALayer` subclass `metadata` by its
/// `init(layer:)`, as Core Animation makes presentation copies: the same
/// lookup as above, for that initializer's slot. `layer` points at an
/// initialized `Any` holding the layer to copy, which the call consumes
/// (an initializer's arguments are owned): the caller deallocates the
/// memory without deinitializing it. Returns the new layer at +1.
void *_Nonnull waykit_make_layer_copy(const void *_Nonnull metadata, void *_Nonnull layer);

#endif
