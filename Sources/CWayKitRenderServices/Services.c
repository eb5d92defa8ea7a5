// Registers WayKitRender's image coder (libpng, libjpeg-turbo) and symbol
// renderer (FreeType) with the core before main, so that images load in any
// program that links WayKitRender, before a backend or renderer exists
// (U5): an app's property initialisers and tests alike. SwiftPM links a
// target's object files into the program (not an archive the linker could
// leave unread), so this constructor runs whenever WayKitRender is linked.
// Registering stores two small values; nothing is loaded until an image or
// symbol is first drawn. docs/rendering.md, "Images".
#include "CWayKitRenderServices.h"

// WayKitRender/Image/ImageServices.swift (@_cdecl). Weak, so a program that
// somehow links this object without WayKitRender still starts.
extern void waykit_render_install_image_services(void) __attribute__((weak));

__attribute__((constructor)) static void waykit_render_services_constructor(void) {
    if (waykit_render_install_image_services) waykit_render_install_image_services();
}
