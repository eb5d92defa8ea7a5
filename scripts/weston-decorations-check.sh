#!/usr/bin/env bash
# D1 by touch against Weston: runs the demo under Weston 10's desktop shell
# (headless, pixman), which offers no xdg-decoration, so libdecor's cairo
# plugin draws the title bar; then, through our input module
# (tools/weston-inject):
# 1. the pointer rests on the content: its wl_pointer.enter (from the demo's
#    WAYLAND_DEBUG=client log) gives where Weston put the window;
# 2. a finger drags the title bar by (+DX, +DY);
# 3. the pointer moves again: its surface coordinates say where the window
#    is now.
# Checks that the demo asked for xdg_toplevel.move quoting the touch-down
# serial, and that the window moved by the drag. Leaves two screenshots
# (before and after) with KEEP=1. Works as root; installs nothing.
#
# Usage: scripts/weston-decorations-check.sh   (WAYKIT_DEMO names a demo binary
#        already built; KEEP=1 keeps the logs and screenshots)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
command -v weston >/dev/null || { echo "weston-decorations-check: weston is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
module="$(bash "$repo/scripts/build-weston-inject.sh")"
if [ -n "${WAYKIT_DEMO:-}" ]; then
  demo="$WAYKIT_DEMO"
else
  swift build --product waykit-demo >/dev/null
  demo="$(swift build --show-bin-path)/waykit-demo"
fi
runtime="$(mktemp -d /tmp/waykit-decorations.XXXXXX)"
chmod 700 "$runtime"
socket="waykit-decorations-$$"
weston_pid=""
demo_pid=""
cleanup() {
  if [ -n "$demo_pid" ]; then kill "$demo_pid" 2>/dev/null || true; wait "$demo_pid" 2>/dev/null || true; fi
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  if [ -n "${KEEP:-}" ]; then echo "weston-decorations-check: logs in $runtime" >&2; else rm -rf "$runtime"; fi
}
trap cleanup EXIT
fail() { echo "weston-decorations-check: $1" >&2; [ -n "${2:-}" ] && tail -40 "$2" >&2; exit 1; }

# An output larger than the demo's window (1276 × 800 and the title bar), so
# the desktop shell has room to place it, and its middle is on the content.
width=1600 height=1100 dx=60 dy=40
XDG_RUNTIME_DIR="$runtime" WESTON_INJECT_FIFO="$runtime/inject" weston --backend=headless-backend.so --use-pixman \
  --debug --shell=desktop-shell.so --socket="$socket" --width=$width --height=$height --idle-time=0 \
  --modules="$module" >"$runtime/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do
  [ -S "$runtime/$socket" ] && [ -p "$runtime/inject" ] && break
  kill -0 "$weston_pid" 2>/dev/null || fail "weston exited" "$runtime/weston.log"
  sleep 0.05
done
[ -S "$runtime/$socket" ] || fail "weston made no socket" "$runtime/weston.log"

log="$runtime/demo.log"
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" WAYLAND_DEBUG=client "$demo" --exit-after 20 >"$log" 2>&1 &
demo_pid=$!
for _ in $(seq 200); do
  grep -q "waykit-demo: intro animation finished" "$log" 2>/dev/null && break
  sleep 0.05
done
grep -q "waykit-demo: intro animation finished" "$log" || fail "the demo did not show its window" "$log"
sleep 0.3
shoot() {
  command -v weston-screenshooter >/dev/null || return 0
  (cd "$runtime" && XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" timeout 10 weston-screenshooter >/dev/null 2>&1) || true
  local shot
  shot="$(ls -t "$runtime"/wayland-screenshot-*.png 2>/dev/null | head -1 || true)"
  [ -n "$shot" ] && mv "$shot" "$runtime/$1"
}
exec 3>"$runtime/inject"
# The content's origin in Weston's coordinates, from the last pointer event's
# surface coordinates (WAYLAND_DEBUG prints them as decimals).
origin() {
  local line sx sy
  line="$(grep -E "wl_pointer@[0-9]+\.(enter|motion)\(" "$log" | tail -1)"
  sx="$(sed -E 's/.*\(([^)]*)\).*/\1/' <<<"$line" | awk -F', ' '{ print $(NF-1) }')"
  sy="$(sed -E 's/.*\(([^)]*)\).*/\1/' <<<"$line" | awk -F', ' '{ print $NF }')"
  awk -v px="$1" -v py="$2" -v sx="$sx" -v sy="$sy" 'BEGIN { printf "%d %d\n", px - sx, py - sy }'
}
cx=$((width / 2)) cy=$((height / 2))
printf 'pointer motion %s %s\n' $((cx - 1)) "$cy" >&3
sleep 0.1
printf 'pointer motion %s %s\n' "$cx" "$cy" >&3
sleep 0.3
read -r ox oy < <(origin "$cx" "$cy")
shoot before.png
# The title bar is the 24 points above the content: a finger (id 0, a
# touchscreen's first slot) 300 points along it, dragged by (dx, dy). The
# pointer leaves the window first, so only the finger is on it.
tx=$((ox + 300)) ty=$((oy - 12))
printf 'pointer motion 2 2\n' >&3
sleep 0.1
printf 'touch down 0 %s %s\ntouch frame\n' "$tx" "$ty" >&3
for k in 1 2 3 4 5; do
  sleep 0.03
  printf 'touch motion 0 %s %s\ntouch frame\n' $((tx + dx * k / 5)) $((ty + dy * k / 5)) >&3
done
sleep 0.03
printf 'touch up 0\ntouch frame\n' >&3
sleep 0.3
printf 'pointer motion %s %s\n' $((cx - 1)) "$cy" >&3
sleep 0.1
printf 'pointer motion %s %s\n' "$cx" "$cy" >&3
sleep 0.3
read -r nx ny < <(origin "$cx" "$cy")
shoot after.png
exec 3>&-

down_serial="$(grep -E "wl_touch@[0-9]+\.down\(" "$log" | tail -1 | sed -E 's/.*down\(([0-9]+),.*/\1/')"
[ -n "$down_serial" ] || fail "the demo got no wl_touch.down" "$log"
grep -qE "xdg_toplevel@[0-9]+\.move\(wl_seat@[0-9]+, $down_serial\)" "$log" \
  || fail "no xdg_toplevel.move quoting the touch-down serial $down_serial" "$log"
[ "$((nx - ox))" -eq "$dx" ] && [ "$((ny - oy))" -eq "$dy" ] \
  || fail "the window went from ($ox, $oy) to ($nx, $ny), not by ($dx, $dy)" "$log"
echo "weston-decorations-check: ok: a finger on libdecor's title bar ($(grep -c . <<<"$down_serial") down," \
  "serial $down_serial) sent xdg_toplevel.move and Weston's desktop shell moved the window from ($ox, $oy) by ($dx, $dy);" \
  "$(weston --version)"
