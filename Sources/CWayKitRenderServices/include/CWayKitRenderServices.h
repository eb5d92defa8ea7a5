// Registers WayKitRender's image decoders and symbol renderer with the core
// before main (U5): see Services.c.
#pragma once
