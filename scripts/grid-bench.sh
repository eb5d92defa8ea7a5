#!/usr/bin/env bash
# The project's performance bar, end to end: the 100-button grid app
# (waykit-button-grid, release build) under a headless Weston this script
# starts on a private socket in a private XDG_RUNTIME_DIR and stops by PID.
# Works as root. Prints, per run:
# - exec → first commit: CLOCK_MONOTONIC just before exec (a python3 wrapper
#   reads it and execs the app) to the app's CLOCK_MONOTONIC reading when it
#   committed its first buffer (it prints it);
# - touch → commit: headless Weston has no input device, so touches are
#   injected inside the app into the event model and timed to the commit of
#   the highlighted frame (the app prints the figures);
# - resident memory of the idle app after its first draw (VmRSS, VmHWM, and
#   where it goes: /proc/PID/smaps_rollup and the largest mappings).
# Then the in-process figures through the test compositor (waykit-wayland-bench).
#
# Usage: scripts/grid-bench.sh [RUNS] [TOUCHES]   (defaults 5 and 100)
# GRID_SIZE=WxH sets the window size (default 1280x720). The app is linked
# with the Swift runtime and Foundation static (--static-swift-stdlib: 6 MB
# less resident and about 10 ms less start, docs/performance.md);
# GRID_DYNAMIC=1 links them as shared libraries instead, to compare.
# GRID_SKIP_INPROCESS=1 leaves out waykit-wayland-bench.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-5}"
touches="${2:-100}"
size="${GRID_SIZE:-1280x720}"
cd "$repo"
command -v weston >/dev/null || { echo "grid-bench: weston is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "grid-bench: python3 is needed for the monotonic exec timestamp" >&2; exit 1; }
static="--static-swift-stdlib"
[ -n "${GRID_DYNAMIC:-}" ] && static=""
swift build -c release $static --product waykit-button-grid >/dev/null
swift build -c release --product waykit-wayland-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"
app="$bin/waykit-button-grid"

runtime="$(mktemp -d /tmp/waykit-grid.XXXXXX)"
chmod 700 "$runtime"
socket="waykit-grid-$$"
weston_pid=""
app_pid=""
cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; fi
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT

XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --use-pixman --socket="$socket" \
  --width=1920 --height=1080 --idle-time=0 >"$runtime/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do
  [ -S "$runtime/$socket" ] && break
  kill -0 "$weston_pid" 2>/dev/null || { cat "$runtime/weston.log" >&2; echo "grid-bench: weston exited" >&2; exit 1; }
  sleep 0.05
done
[ -S "$runtime/$socket" ] || { echo "grid-bench: weston made no socket" >&2; exit 1; }
echo "grid-bench: $(weston --version), headless, pixman, desktop-shell; window ${size}; release build," \
  "Swift runtime and Foundation $([ -n "$static" ] && echo static || echo shared)"

# Runs the app once; prints exec → first commit; leaves its output in $runtime/app.log.
# $1: extra arguments for the app.
run_app() {
  rm -f "$runtime/app.log" "$runtime/exec.ns"
  XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" python3 -c '
import os, sys, time
with open(sys.argv[1], "w") as f: f.write(str(time.clock_gettime_ns(time.CLOCK_MONOTONIC)))
os.execv(sys.argv[2], sys.argv[2:])' "$runtime/exec.ns" "$app" --size "$size" "$@" >"$runtime/app.log" 2>&1 &
  app_pid=$!
  for _ in $(seq 400); do
    grep -q "idle" "$runtime/app.log" 2>/dev/null && break
    kill -0 "$app_pid" 2>/dev/null || { cat "$runtime/app.log" >&2; echo "grid-bench: the app exited" >&2; exit 1; }
    sleep 0.05
  done
  grep -q "idle" "$runtime/app.log" || { cat "$runtime/app.log" >&2; echo "grid-bench: the app never went idle" >&2; exit 1; }
  local committed exec_ns
  committed=$(sed -n 's/.*first commit at monotonic \([0-9]*\) ns.*/\1/p' "$runtime/app.log")
  exec_ns=$(cat "$runtime/exec.ns")
  echo "exec → first commit: $(awk -v a="$committed" -v b="$exec_ns" 'BEGIN{printf "%.1f", (a - b) / 1e6}') ms" \
    "($(sed -n 's/.*ns, \(.*\) after main.*/\1/p' "$runtime/app.log") of it after main)"
}

stop_app() {
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
}

for i in $(seq "$runs"); do
  printf 'run %d: ' "$i"
  run_app
  if [ "$i" -eq "$runs" ]; then
    # Memory of the last run, idle after its first draw.
    sleep 1
    grep -E 'VmRSS|VmHWM|RssAnon|RssFile|RssShmem' "/proc/$app_pid/status" | tr -s ' \t' ' ' | sed 's/^/memory: /'
    # Pss divides each shared page among the processes that map it (other
    # Swift programs share the runtime's pages when it is a shared library).
    grep -E '^Pss:' "/proc/$app_pid/smaps_rollup" | tr -s ' \t' ' ' | sed 's/^/memory: /'
    echo "memory: largest mappings by resident size (kB):"
    awk '/^[0-9a-f]+-[0-9a-f]+ /{name = (NF >= 6 ? $6 : "[anon]")} /^Rss:/{rss[name] += $2}
         END{for (n in rss) if (rss[n] > 0) printf "%8d  %s\n", rss[n], n}' "/proc/$app_pid/smaps" | sort -rn | head -20
  fi
  stop_app
done

printf 'touches: '
run_app --touches "$touches"
grep "touch (injected" "$runtime/app.log" | sed 's/waykit-button-grid: //'
stop_app

[ -n "${GRID_SKIP_INPROCESS:-}" ] || "$bin/waykit-wayland-bench" 300
