#!/usr/bin/env bash
# F4: coverage-guided fuzzing of the input path with libFuzzer. Builds
# waykit-fuzz with -sanitize=fuzzer,address (its own build folder,
# .build-fuzz) and runs it: each input is a byte stream the event-stream
# fuzzer (Sources/WayKitFuzzing) turns into compositor events through the
# test compositor into a WayKit client; a trap, or a broken invariant (a touch
# begun twice or never ended, a recognizer or control left holding a touch),
# aborts and libFuzzer saves the input in out/fuzz/. Fix it, then copy the
# input into Fuzz/Regressions, which the test command replays.
#
# Usage: scripts/fuzz.sh [SECONDS] [libFuzzer options…]   (default 60)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
shift || true
cd "$repo"
bash scripts/install-deps.sh
swift build -c release --product waykit-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DWAYKIT_LIBFUZZER >/dev/null
mkdir -p out/fuzz/corpus
cp Fuzz/Regressions/* out/fuzz/corpus/ 2>/dev/null || true
rm -f out/fuzz/corpus/README.md
bin="$(swift build -c release --scratch-path .build-fuzz --show-bin-path)/waykit-fuzz"
# One process; leaks are checked by scripts/soak.sh.
ASAN_OPTIONS=detect_leaks=0 "$bin" -max_total_time="$seconds" -max_len=4096 -timeout=30 \
  -artifact_prefix=out/fuzz/ -print_final_stats=1 "$@" out/fuzz/corpus
