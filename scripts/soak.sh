#!/usr/bin/env bash
# F5: a soak of 1,000,000 input events through one window of the test
# compositor (waykit-soak, release build), printing resident memory as it
# goes and checking it is flat after warm-up (growth under 1 %), then the same
# stream, shorter, under LeakSanitizer (an AddressSanitizer build in
# .build-asan) with suppressions for system libraries only
# (scripts/lsan-system-libraries.supp).
#
# Usage: scripts/soak.sh [EVENTS] [LEAK_CHECK_EVENTS]   (defaults 1000000, 100000)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
events="${1:-1000000}"
leak_events="${2:-100000}"
cd "$repo"
bash scripts/install-deps.sh

swift build -c release --product waykit-soak >/dev/null
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$(swift build -c release --show-bin-path)/waykit-soak" "$events" $((events / 20)) | tee "$log"
# Flat after warm-up: the first sample past a fifth of the run against the last.
awk -v total="$events" '/events, resident/ {
    n = $2 + 0; kib = $5 + 0
    if (n >= total / 5 && warm == 0) warm = kib
    last = kib
  }
  END {
    growth = (last - warm) * 100.0 / warm
    printf "soak: resident after warm-up %d KiB, at the end %d KiB: %+.2f %%\n", warm, last, growth
    if (growth >= 1) { print "soak: memory grew by 1 % or more after warm-up"; exit 1 }
  }' "$log"
grep -q "no touch or press left open" "$log" || { echo "soak: something was left open"; exit 1; }

# LeakSanitizer: every allocation still reachable from nothing at exit is a leak.
swift build -c release --product waykit-soak --scratch-path .build-asan -Xswiftc -sanitize=address >/dev/null
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$repo/scripts/lsan-system-libraries.supp:print_suppressions=1" \
  "$(swift build -c release --scratch-path .build-asan --show-bin-path)/waykit-soak" "$leak_events" "$leak_events"
echo "soak: LeakSanitizer found no leak in $leak_events events"
