#!/usr/bin/env bash
# Runs the demo under Weston's headless backend (pixman renderer) and checks that
# it mapped a window and committed frames (desktop-shell), and that in kiosk mode
# it commits exactly the fullscreen size kiosk-shell configures (P7). Starts and stops its own Weston on a
# private socket in a private XDG_RUNTIME_DIR; installs nothing (see
# scripts/install-deps.sh). Works as root.
#
# Usage: scripts/weston-check.sh [FRAMES]   (default 10)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
frames="${1:-10}"
command -v weston >/dev/null || { echo "weston-check: weston is not installed (run scripts/install-deps.sh)" >&2; exit 1; }

cd "$repo"
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
cleanup() {
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT

# Starts Weston with the shell given ($1, a module name) on a fresh socket.
start_weston() {
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  socket="waykit-check-$$-$1"
  XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --use-pixman --shell="$1" --socket="$socket" \
    --width=1024 --height=768 --idle-time=0 >"$runtime/weston.log" 2>&1 &
  weston_pid=$!
  for _ in $(seq 100); do
    [ -S "$runtime/$socket" ] && break
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
for line in "main queue ran" "main-actor task ran"; do
  grep -q "waykit-demo: $line" "$runtime/demo.log" || {
    cat "$runtime/demo.log" >&2; echo "weston-check: the run loop did not drain the main queue ($line)" >&2; exit 1; }
done
desktop="$(grep 'first commit' "$runtime/demo.log" | sed 's/waykit-demo: //')"

# Kiosk (P7): kiosk-shell configures the window fullscreen at the output's size;
# the demo must commit exactly that (Weston disconnects a client whose window
# outgrows a fullscreen configure). Frame callbacks stall on this shell with
# the headless backend (weston-simple-shm's too), so the demo leaves on a timer.
start_weston kiosk-shell.so
status=0
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" timeout 30 "$demo" --kiosk --exit-after 1 >"$runtime/kiosk.log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || ! grep -q "waykit-demo: first commit .*(1024×768)" "$runtime/kiosk.log"; then
  cat "$runtime/kiosk.log" >&2
  echo "weston-check: the kiosk demo did not commit at the fullscreen size 1024×768 (status $status)" >&2
  exit 1
fi
echo "weston-check: ok: $desktop; $frames frames committed; kiosk: fullscreen 1024×768 honoured; $(weston --version)"
