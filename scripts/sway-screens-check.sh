#!/usr/bin/env bash
# Issue 23 under a real compositor with two screens: headless sway
# (WLR_BACKENDS=headless, WLR_HEADLESS_OUTPUTS=2, WLR_RENDERER=pixman)
# runs the demo, which logs the screens it sees and shows its customer
# display (a .windowExternalDisplayNonInteractive scene) on the second.
# Checks, from the demo's log and sway's tree (swaymsg -t get_tree):
#   - two screens, HEADLESS-1 (main) and HEADLESS-2, with xdg_output names;
#   - the customer display's toplevel is fullscreen on HEADLESS-2, and
#     committed at that output's size;
#   - `swaymsg create_output` plugs in HEADLESS-3 while the demo runs: the
#     screen connects and a new customer display is fullscreen there.
# Not unplugging: sway 1.7 has no `output … unplug` (1.8 added it), and
# `output HEADLESS-2 disable` fails on wlroots 0.15's headless backend
# ("Unsupported output state fields: 0x8"), so the wl_output stays. The
# unplug is checked in the test compositor (ScreensTests,
# ExternalDisplayTests).
# sway refuses root, so it runs as the user scripts/sway-check.sh uses
# (`waykit-sway`, created if missing). Stopped by PID. About 2 s.
#
# Usage: scripts/sway-screens-check.sh [DEMO_BINARY]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
command -v sway >/dev/null || { echo "sway-screens-check: sway is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
if [ $# -ge 1 ]; then
  demo="$1"
else
  swift build --product waykit-demo >/dev/null
  demo="$(swift build --show-bin-path)/waykit-demo"
fi
[ -x "$demo" ] || { echo "sway-screens-check: no demo at $demo" >&2; exit 1; }
user=waykit-sway
id "$user" >/dev/null 2>&1 || useradd -m "$user"
work="$(mktemp -d /tmp/waykit-sway-screens.XXXXXX)"
chmod 755 "$work"
cp "$demo" "$work/waykit-demo"
chmod 755 "$work/waykit-demo"
runtime="$(runuser -u "$user" -- mktemp -d /tmp/waykit-sway-rt.XXXXXX)"
chmod 700 "$runtime"
log="$work/demo.log"
touch "$log"
chown "$user" "$log" "$work"
cat >"$work/sway.conf" <<CONF
output HEADLESS-1 resolution 1280x800 position 0 0
output HEADLESS-2 resolution 800x480 position 1280 0
output HEADLESS-3 resolution 640x480 position 2080 0
exec sh -c '$work/waykit-demo --exit-after 25 > $log 2>&1; swaymsg exit'
CONF
sway_pid=""
cleanup() {
  if [ -n "$sway_pid" ]; then kill "$sway_pid" 2>/dev/null || true; wait "$sway_pid" 2>/dev/null || true; fi
  rm -rf "$work" "$runtime"
}
trap cleanup EXIT
runuser -u "$user" -- env XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_HEADLESS_OUTPUTS=2 \
  WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c "$work/sway.conf" >"$work/sway.log" 2>&1 &
sway_pid=$!

fail() {
  echo "sway-screens-check: $1" >&2
  echo "--- demo log (waykit-demo lines) ---" >&2
  grep "waykit-demo\|waykit-wayland" "$log" | grep -v "trace:" | tail -30 >&2 || true
  echo "--- sway log ---" >&2
  tail -15 "$work/sway.log" >&2
  exit 1
}
# Waits up to 10 s for a line of the demo's log matching $1.
wait_for() {
  for _ in $(seq 100); do
    grep -q -- "$1" "$log" 2>/dev/null && return 0
    kill -0 "$sway_pid" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}
swaymsg_() {
  local sock
  sock="$(ls "$runtime"/sway-ipc.*.sock 2>/dev/null | head -1)"
  [ -n "$sock" ] || fail "no sway IPC socket"
  runuser -u "$user" -- env XDG_RUNTIME_DIR="$runtime" SWAYSOCK="$sock" swaymsg "$@"
}

wait_for "waykit-demo: first commit" || fail "the demo mapped no window"
wait_for "customer display committed 800×480 on HEADLESS-2" || fail "no customer display drawn at 800×480 on HEADLESS-2"
grep -q "waykit-demo: screen HEADLESS-1 1280×800 at (0, 0) main" "$log" || fail "HEADLESS-1 is not the main screen"
grep -q "waykit-demo: screen HEADLESS-2 800×480 at (1280, 0)" "$log" || fail "HEADLESS-2 not seen at (1280, 0)"
# Where sway put the customer displays: fullscreen, each on its output.
placement() {
  local tree="$work/tree.json"
  swaymsg_ -t get_tree >"$tree"
  python3 - "$tree" <<'PY'
import json, sys
tree = json.load(open(sys.argv[1]))
def walk(node, output=None):
    if node.get("type") == "output":
        output = node.get("name")
    if node.get("name") == "WayKit customer display":
        yield output, node.get("fullscreen_mode")
    for child in node.get("nodes", []) + node.get("floating_nodes", []):
        yield from walk(child, output)
found = list(walk(tree))
print(" ".join(sorted(f"{o}:{m}" for o, m in found)) or "none")
PY
}
placed="$(placement)"
[ "$placed" = "HEADLESS-2:1" ] || fail "the customer display is at '$placed', not fullscreen on HEADLESS-2"

swaymsg_ create_output >/dev/null
wait_for "waykit-demo: screen connected HEADLESS-3" || fail "no connect for HEADLESS-3"
wait_for "waykit-demo: customer display scene on HEADLESS-3" || fail "no customer display for HEADLESS-3"
wait_for "customer display committed .* on HEADLESS-3" || fail "the new customer display drew nothing"
placed="$(placement)"
[ "$placed" = "HEADLESS-2:1 HEADLESS-3:1" ] || fail "the customer displays are at '$placed', not fullscreen on HEADLESS-2 and HEADLESS-3"
kill -0 "$sway_pid" 2>/dev/null || fail "sway ended early"
grep -q "Fatal\|fatal error\|Segmentation" "$log" && fail "the demo crashed"
swaymsg_ exit >/dev/null 2>&1 || true
echo "sway-screens-check: ok: two screens (HEADLESS-1 main, HEADLESS-2 at 1280,0), the customer display fullscreen on HEADLESS-2 at 800×480; HEADLESS-3 plugged in: connected, a second customer display fullscreen there"
