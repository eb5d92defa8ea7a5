#!/usr/bin/env bash
# Wayland backend measurements that need a real compositor: the demo under a
# headless Weston it starts and stops. Prints
# - process start to first commit (spawn → the demo's "first commit" line),
# - idle CPU over IDLE_SECONDS with nothing happening (CPU time from /proc),
# - resident memory (VmRSS, VmHWM) of the idle demo.
# Then runs the in-process benchmarks (waykit-wayland-bench).
#
# Usage: scripts/wayland-bench.sh [IDLE_SECONDS]   (default 5; release build)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
idle="${1:-5}"
cd "$repo"
swift build -c release --product waykit-demo >/dev/null
swift build -c release --product waykit-wayland-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

runtime="$(mktemp -d /tmp/waykit-bench.XXXXXX)"
chmod 700 "$runtime"
socket="waykit-bench-$$"
weston_pid=""
demo_pid=""
cleanup() {
  [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null || true
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT
XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --use-pixman --socket="$socket" \
  --width=1280 --height=800 --idle-time=0 >"$runtime/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do [ -S "$runtime/$socket" ] && break; sleep 0.05; done

mkfifo "$runtime/out"
start=$(date +%s%N)
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" "$bin/waykit-demo" --exit-after $((idle + 2)) >"$runtime/out" 2>&1 &
demo_pid=$!
exec 3<"$runtime/out"
while IFS= read -r line <&3; do
  case "$line" in *"first commit"*) end=$(date +%s%N); echo "start to first commit (spawn to commit, under Weston): $(( (end - start) / 1000000 )) ms; demo says: ${line#waykit-demo: }"; break ;; esac
done
# Drain the rest in the background so the demo never blocks on a full pipe.
cat <&3 >/dev/null &
sleep 1
ticks() { awk '{print $14 + $15}' "/proc/$demo_pid/stat"; }
hz=$(getconf CLK_TCK)
t0=$(ticks)
sleep "$idle"
t1=$(ticks)
echo "idle CPU over ${idle} s: $(( t1 - t0 )) ticks of 1/${hz} s = $(awk -v d=$((t1 - t0)) -v hz="$hz" -v s="$idle" 'BEGIN{printf "%.2f", 100*d/hz/s}') %"
grep -E 'VmRSS|VmHWM' "/proc/$demo_pid/status" | tr -s ' \t' ' ' | sed 's/^/resident memory of the idle demo: /'
wait "$demo_pid" || true
demo_pid=""
"$bin/waykit-wayland-bench" 500
