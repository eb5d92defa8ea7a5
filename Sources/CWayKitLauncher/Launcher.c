// Installs the Wayland backend as the platform UIApplicationMain and @main
// run on (V1), before main, so that an app that imports only WayKit gets it:
// the WayKit library product links this object into the app (SwiftPM links a
// target's objects, not an archive the linker could leave unread), and the
// core never imports the backend. docs/app-structure.md.
#include "CWayKitLauncher.h"

// WayKitLauncher/WaylandAppPlatform.swift (@_cdecl).
extern void waykit_launcher_install(void);

__attribute__((constructor)) static void waykit_launcher_constructor(void) {
    waykit_launcher_install();
}
