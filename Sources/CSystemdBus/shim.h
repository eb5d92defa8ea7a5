// sd-bus from libsystemd (docs/accessibility.md, "AT-SPI2 (Y2)"): the D-Bus
// library of the AT-SPI bridge. Everything it calls is a plain function, so
// Swift calls them directly; no C shim (tools/atspi-prototype/NOTES.md §8
// lists the variadic and macro parts the bridge avoids).
#include <systemd/sd-bus.h>
