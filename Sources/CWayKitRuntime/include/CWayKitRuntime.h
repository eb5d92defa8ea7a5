#ifndef CWAYKITRUNTIME_H
#define CWAYKITRUNTIME_H

/// Makes an instance of the `WayKit.UIResponder` subclass whose class
/// metadata is `metadata`, by the `init()` it inherits or overrides: what
/// UIKit's Objective-C runtime does (`[[cls alloc] init]`) for a delegate
/// class named by a string (Info.plist, `UIApplicationMain`).
///
/// Swift has no source form for it: constructing through a metatype needs a
/// `required` initializer, and UIKit's `UIResponder.init()` is not one (were
/// it required, every subclass with an initializer of its own would have to
/// write `required init()`, which iOS code doesn't). The class's vtable still
/// has an entry for `UIResponder.init()`'s allocating entry point: the
/// subclass's synthesized override when it inherits `init()`, a trap naming
/// the class ("Use of unimplemented initializer") when it doesn't. This
/// looks the entry up with the runtime's `swift_lookUpClassMethod` and calls
/// it with the metatype as `self` (swiftcall, `swift_context` is LLVM's
/// `swiftself`). The caller checks that `metadata` is a UIResponder subclass.
///
/// Returns the new object at +1.
void *_Nonnull waykit_make_responder(const void *_Nonnull metadata);

#endif
