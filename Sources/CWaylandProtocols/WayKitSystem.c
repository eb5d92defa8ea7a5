// Not generated: see include/WayKitSystem.h.
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/mman.h>
#include "WayKitSystem.h"

int waykit_memfd_create(const char *name) { return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING); }

int waykit_seal_shrink(int fd) { return fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_SEAL); }
