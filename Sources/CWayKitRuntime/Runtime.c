// See include/CWayKitRuntime.h for why this is C.
#include "CWayKitRuntime.h"

typedef __attribute__((swiftcall)) void *(*allocating_init)(__attribute__((swift_context)) const void *metatype);

// The Swift runtime's (swift/Runtime/Metadata.h).
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// WayKit.UIResponder.init()'s method descriptor and UIResponder's class
// descriptor (`$s6WayKit11UIResponderCACycfCTq`, `...CMn`): they change only
// if UIResponder or its module is renamed.
extern const char waykit_responder_init_descriptor __asm__("$s6WayKit11UIResponderCACycfCTq");
extern const char waykit_responder_class_descriptor __asm__("$s6WayKit11UIResponderCMn");

void *waykit_make_responder(const void *metadata) {
    allocating_init init = (allocating_init)swift_lookUpClassMethod(
        metadata, &waykit_responder_init_descriptor, &waykit_responder_class_descriptor);
    return init(metadata);
}
