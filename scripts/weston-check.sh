#!/usr/bin/env bash
# Runs the demo under Weston's headless backend (pixman renderer) and checks that
# it mapped a window and committed frames (desktop-shell), and that in kiosk mode
# it commits exactly the fullscreen size kiosk-shell configures (P7) and
# answers taps that come through the compositor: Weston loads our module
# tools/weston-inject (built on demand by scripts/build-weston-inject.sh),
# scripts/inject-demo-input.sh taps and drags the demo's controls and scenes
# through it, and the demo (--input-test) checks that exactly the expected
# actions fired; the script checks a frame was committed after them. Starts
# and stops its own Weston on a private socket in a private XDG_RUNTIME_DIR;
# installs nothing (see scripts/install-deps.sh). Works as root.
#
# Usage: scripts/weston-check.sh [FRAMES]   (default 10)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
frames="${1:-10}"
command -v weston >/dev/null || { echo "weston-check: weston is not installed (run scripts/install-deps.sh)" >&2; exit 1; }

cd "$repo"
module="$(bash "$repo/scripts/build-weston-inject.sh")"
# WAYKIT_DEMO names a demo binary already built (the test suite passes its own,
# since a nested `swift build` would wait for the lock its `swift test` holds).
if [ -n "${WAYKIT_DEMO:-}" ]; then
  demo="$WAYKIT_DEMO"
else
  swift build --product waykit-demo >/dev/null
  demo="$(swift build --show-bin-path)/waykit-demo"
fi

runtime="$(mktemp -d /tmp/waykit-weston.XXXXXX)"
chmod 700 "$runtime"
socket="waykit-check-$$"
weston_pid=""
demo_pid=""
cleanup() {
  if [ -n "$demo_pid" ]; then kill "$demo_pid" 2>/dev/null || true; wait "$demo_pid" 2>/dev/null || true; fi
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT

# Starts Weston with the shell given ($1, a module name) on a fresh socket.
start_weston() {
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  socket="waykit-check-$$-$1"
  rm -f "$runtime/inject"
  XDG_RUNTIME_DIR="$runtime" WESTON_INJECT_FIFO="$runtime/inject" weston --backend=headless-backend.so --use-pixman \
    --shell="$1" --socket="$socket" --width=1280 --height=800 --idle-time=0 --modules="$module" \
    >"$runtime/weston.log" 2>&1 &
  weston_pid=$!
  for _ in $(seq 100); do
    [ -S "$runtime/$socket" ] && [ -p "$runtime/inject" ] && break
    kill -0 "$weston_pid" 2>/dev/null || { cat "$runtime/weston.log" >&2; echo "weston-check: weston exited" >&2; exit 1; }
    sleep 0.05
  done
  [ -S "$runtime/$socket" ] || { echo "weston-check: weston made no socket $runtime/$socket" >&2; exit 1; }
}

start_weston desktop-shell.so
status=0
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" timeout 30 "$demo" --frames "$frames" >"$runtime/demo.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  cat "$runtime/demo.log" >&2
  echo "weston-check: the demo exited with status $status" >&2
  exit 1
fi
grep -q "waykit-demo: first commit" "$runtime/demo.log" || { cat "$runtime/demo.log" >&2; echo "weston-check: no window was mapped" >&2; exit 1; }
grep -q "waykit-demo: committed frame $frames\$" "$runtime/demo.log" || {
  cat "$runtime/demo.log" >&2; echo "weston-check: fewer than $frames frames were committed" >&2; exit 1; }
for line in "main queue ran" "main-actor task ran" "Foundation timer fired"; do
  grep -q "waykit-demo: $line" "$runtime/demo.log" || {
    cat "$runtime/demo.log" >&2; echo "weston-check: the run loop did not drain the main queue or run Foundation's timers ($line)" >&2; exit 1; }
done
desktop="$(grep 'first commit' "$runtime/demo.log" | sed 's/waykit-demo: //')"

# Kiosk (P7): kiosk-shell configures the window fullscreen at the output's size;
# the demo must commit exactly that (Weston disconnects a client whose window
# outgrows a fullscreen configure). Then taps through the compositor: the
# window sits at the output's origin, so the demo's window points are
# Weston's coordinates.
start_weston kiosk-shell.so
status=0
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" timeout 70 "$demo" --kiosk --input-test --exit-after 50 \
  >"$runtime/kiosk.log" 2>&1 &
demo_pid=$!
bash "$repo/scripts/inject-demo-input.sh" "$runtime/kiosk.log" "$runtime/inject" || true
wait "$demo_pid" || status=$?
demo_pid=""
if [ "$status" -ne 0 ] || ! grep -q "waykit-demo: first commit .*(1280×800)" "$runtime/kiosk.log"; then
  cat "$runtime/kiosk.log" >&2
  echo "weston-check: the kiosk demo did not commit at the fullscreen size 1280×800 (status $status)" >&2
  exit 1
fi
grep -q "waykit-demo: input test passed" "$runtime/kiosk.log" || {
  cat "$runtime/kiosk.log" >&2; echo "weston-check: taps through Weston did not fire the expected actions" >&2; exit 1; }
# A frame after the last action (the status line shows it): the demo finishes at that commit.
# (awk reads the whole log: `grep -q` in a pipe would stop early and fail
# the pipeline with sed's SIGPIPE under pipefail.)
awk '/waykit-demo: input ready/ { r = 1 } r && /waykit-demo: committed frame/ { f = 1 } END { exit !f }' \
  "$runtime/kiosk.log" || {
  cat "$runtime/kiosk.log" >&2; echo "weston-check: no frame was committed after the taps" >&2; exit 1; }
taps="$(grep -cE "waykit-demo: input (tap|drag) " "$runtime/kiosk.log")"
echo "weston-check: ok: $desktop; $frames frames committed; kiosk: fullscreen 1280×800 honoured," \
  "$taps taps and drags through Weston fired the expected actions, and the pointer over a button made WayKit give Weston the pointing hand; $(weston --version)"
