// See include/CWayKitRuntime.h for why this is C.
#include "CWayKitRuntime.h"

typedef __attribute__((swiftcall)) void *(*allocating_init)(__attribute__((swift_context)) const void *metatype);
typedef __attribute__((swiftcall)) void *(*allocating_init_any)(void *argument, __attribute__((swift_context)) const void *metatype);

// The Swift runtime's (swift/Runtime/Metadata.h).
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// UIKit's classes are NSObjects, as in UIKit, and their `init()` overrides
// NSObject's, so the vtable slot is the one NSObject's `init()` introduced:
// Foundation.NSObject.init()'s method descriptor and NSObject's class
// descriptor (`$s10Foundation8NSObjectCACycfCTq`, `...CMn`). They change
// only if corelibs Foundation renames NSObject or its module.
extern const char waykit_object_init_descriptor __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char waykit_object_class_descriptor __asm__("$s10Foundation8NSObjectCMn");

// WayKit.CALayer.init(layer: Any)'s method descriptor and CALayer's class
// descriptor: they change only if CALayer, that initializer or the module
// is renamed.
extern const char waykit_layer_copy_descriptor __asm__("$s6WayKit7CALayerC5layerACyp_tcfCTq");
extern const char waykit_layer_class_descriptor __asm__("$s6WayKit7CALayerCMn");

void *waykit_make_object(const void *metadata) {
    allocating_init init = (allocating_init)swift_lookUpClassMethod(
        metadata, &waykit_object_init_descriptor, &waykit_object_class_descriptor);
    return init(metadata);
}

void *waykit_make_layer_copy(const void *metadata, void *layer) {
    allocating_init_any init = (allocating_init_any)swift_lookUpClassMethod(
        metadata, &waykit_layer_copy_descriptor, &waykit_layer_class_descriptor);
    return init(layer, metadata);
}
