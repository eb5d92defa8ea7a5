#!/usr/bin/env bash
# F4: coverage-guided fuzzing of every protocol WayKit speaks, with
# libFuzzer. Builds waykit-fuzz with -sanitize=fuzzer,address (its own build
# folder, .build-fuzz) and runs it: each input is a mode byte (libdecor or
# not) and a byte stream the event-stream fuzzer (Sources/WayKitFuzzing)
# turns into compositor events through the test compositor into a WayKit
# client; a trap, or a broken invariant (a touch or press begun twice or
# never ended, a recognizer or control left holding a touch, a preedit left
# after leave, a paste never answered, a popup left open, an shm pool past
# the ceiling, the connection failed), aborts and libFuzzer saves the input
# in out/fuzz/. Fix it, then copy the input into Fuzz/Regressions, which the
# test command replays (`swift run waykit-fuzz --trace FILE` says what it
# sends, step by step).
#
# The corpus starts from Fuzz/Regressions and from long streams of the
# seeded generator (the bounded run's, written by `waykit-fuzz
# --write-seeds`), and -len_control=0 lets inputs be long from the start:
# left to grow from nothing at a few inputs a second, libFuzzer's inputs
# stay a few bytes long, which end before a window has drawn. At the end it
# prints libFuzzer's figures (executions a second, coverage) and the depth
# (steps and protocol events per input).
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
bin="$(swift build -c release --scratch-path .build-fuzz --show-bin-path)/waykit-fuzz"
mkdir -p out/fuzz/corpus
rm -rf out/fuzz/seeds
# 16 streams of 400 steps (about 6.4 KB each): what the test command runs.
ASAN_OPTIONS=detect_leaks=0 "$bin" --write-seeds out/fuzz/seeds 16 400
cp Fuzz/Regressions/* out/fuzz/seeds/ 2>/dev/null || true
rm -f out/fuzz/seeds/README.md
log=out/fuzz/last-run.log
# One process; leaks are checked by scripts/soak.sh.
set +e
ASAN_OPTIONS=detect_leaks=0 "$bin" -max_total_time="$seconds" -max_len=8192 -len_control=0 -timeout=60 \
  -artifact_prefix=out/fuzz/ -print_final_stats=1 "$@" out/fuzz/corpus out/fuzz/seeds 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
echo "--- scripts/fuzz.sh $seconds: summary"
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$log" | tail -2 || true
grep -E 'stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" || true
grep -E '^waykit-fuzz depth' "$log" || true
exit "$status"
