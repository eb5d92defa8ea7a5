#ifndef CWAYKITLAUNCHER_H
#define CWAYKITLAUNCHER_H
// Nothing to call: Launcher.c's constructor installs the Wayland platform
// (WayKitLauncher's `waykit_launcher_install`) before main runs.
#endif
