#!/usr/bin/env bash
# Issue 23 (docs/reliability.md, "App-level soak"): the app-level soak. The demo app's
# own delegates and controllers run on the headless backend
# (`waykit-demo --soak CYCLES`, release build) through a kiosk's flows, each
# CYCLES times, in virtual time: push and pop, tab switches, an alert typed
# into, a sheet swiped away, a field typed into and cleared, a table flung,
# with 10 virtual seconds between flows. It prints the footprint (resident
# memory plus shared memory held but not mapped) as it goes and checks it is
# flat after warm-up (growth under 1 %); the demo itself checks that every
# controller and view that left the screen was freed and that no touch,
# timer or animation is left running, and at the end closes the scene and
# checks the scene and its window are freed (so nothing of the app is alive
# at exit: an object alive then that has had a weak reference shows up as a
# 32-byte formWeakReference "leak", docs/reliability.md). Then a shorter run under
# LeakSanitizer (an AddressSanitizer build in .build-asan, suppressions for
# system libraries only: scripts/lsan-system-libraries.supp).
#
# Usage: scripts/app-soak.sh [CYCLES] [LEAK_CHECK_CYCLES]   (defaults 10000, 500)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cycles="${1:-10000}"
leak_cycles="${2:-500}"
cd "$repo"

swift build -c release --product waykit-demo >/dev/null
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
"$(swift build -c release --show-bin-path)/waykit-demo" --soak "$cycles" | tee "$log" || status=$?
# Flat after warm-up: the first sample past a fifth of the run against the last.
awk -v total="$cycles" '/cycles, footprint/ {
    n = $3 + 0; kib = $6 + 0
    if (n >= total / 5 && warm == 0) warm = kib
    last = kib
  }
  END {
    growth = (last - warm) * 100.0 / warm
    printf "app-soak: footprint after warm-up %d KiB, at the end %d KiB: %+.2f %%\n", warm, last, growth
    if (growth >= 1) { print "app-soak: memory grew by 1 % or more after warm-up"; exit 1 }
  }' "$log"
[ "$status" -eq 0 ] || { echo "app-soak: the soak's checks failed"; exit 1; }

# LeakSanitizer: every allocation still reachable from nothing at exit is a leak.
swift build -c release --product waykit-demo --scratch-path .build-asan -Xswiftc -sanitize=address >/dev/null
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$repo/scripts/lsan-system-libraries.supp:print_suppressions=1" \
  "$(swift build -c release --scratch-path .build-asan --show-bin-path)/waykit-demo" --soak "$leak_cycles"
echo "app-soak: LeakSanitizer found no leak in $leak_cycles cycles"
