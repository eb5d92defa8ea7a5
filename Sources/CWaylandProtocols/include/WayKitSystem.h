// Linux calls Swift's Glibc module hides (they need _GNU_SOURCE): memfd and
// file seals, for wl_shm pools and keymaps. Not generated; see WayKitSystem.c.
#ifndef WAYKIT_SYSTEM_H
#define WAYKIT_SYSTEM_H

/// An anonymous, close-on-exec, sealable memory file; -1 with errno on failure.
int waykit_memfd_create(const char *name);

/// Seals the file against shrinking (the compositor maps it; a shrink would
/// make its reads fault), and against further seal changes.
int waykit_seal_shrink(int fd);
#endif
