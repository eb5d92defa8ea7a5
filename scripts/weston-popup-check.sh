#!/usr/bin/env bash
# D6 against Weston: runs the popup probe (Tests/WayKitWaylandTests/
# PopupProbeTests.swift, a kiosk window with a button whose tap opens a
# menu) under Weston's headless backend with kiosk-shell and our input module
# (tools/weston-inject), performs the input the probe asks for (touches and
# keys through the compositor), and checks from the probe's report and its
# WAYLAND_DEBUG=client log that: the menu was an xdg_popup of the toplevel,
# made with a positioner and grabbed with the touch down's serial; Weston
# configured it; a tap on an item and then keys (down, down, down, return)
# chose items; a tap on the toplevel outside the menu closed it; every popup
# was destroyed and no touch was left down. Works as root; installs nothing.
#
# Usage: scripts/weston-popup-check.sh [SHELL]   (kiosk-shell.so by default;
#        WAYKIT_TESTS names a test binary already built; KEEP=1 keeps the logs)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
shell="${1:-kiosk-shell.so}"
cd "$repo"
command -v weston >/dev/null || { echo "weston-popup-check: weston is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
module="$(bash "$repo/scripts/build-weston-inject.sh")"
if [ -n "${WAYKIT_TESTS:-}" ]; then
  tests="$WAYKIT_TESTS"
else
  swift build --build-tests >/dev/null
  tests="$(swift build --show-bin-path)/WayKitPackageTests.xctest"
fi
runtime="$(mktemp -d /tmp/waykit-popup.XXXXXX)"
chmod 700 "$runtime"
socket="waykit-popup-$$"
weston_pid=""
probe_pid=""
cleanup() {
  if [ -n "$probe_pid" ]; then kill "$probe_pid" 2>/dev/null || true; wait "$probe_pid" 2>/dev/null || true; fi
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  if [ -n "${KEEP:-}" ]; then echo "weston-popup-check: logs in $runtime" >&2; else rm -rf "$runtime"; fi
}
trap cleanup EXIT
fail() { echo "weston-popup-check: $1" >&2; [ -n "${2:-}" ] && tail -40 "$2" >&2; exit 1; }

XDG_RUNTIME_DIR="$runtime" WESTON_INJECT_FIFO="$runtime/inject" weston --backend=headless-backend.so --use-pixman \
  --shell="$shell" --socket="$socket" --width=1280 --height=800 --idle-time=0 --modules="$module" \
  >"$runtime/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do
  [ -S "$runtime/$socket" ] && [ -p "$runtime/inject" ] && break
  kill -0 "$weston_pid" 2>/dev/null || fail "weston exited" "$runtime/weston.log"
  sleep 0.05
done
[ -S "$runtime/$socket" ] || fail "weston made no socket" "$runtime/weston.log"

log="$runtime/probe.log"
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" WAYLAND_DEBUG=client WAYKIT_POPUP_PROBE=20 \
  "$tests" --testing-library swift-testing --filter PopupProbeTests >"$log" 2>&1 &
probe_pid=$!
exec 3>"$runtime/inject"
done_steps=0
while kill -0 "$probe_pid" 2>/dev/null; do
  mapfile -t steps < <(grep -E "^popup-probe: input " "$log" || true)
  for ((i = done_steps; i < ${#steps[@]}; i++)); do
    read -r _ _ kind a b _ <<<"${steps[$i]}"
    case "$kind" in
      touch) printf 'touch down 1 %s %s\ntouch frame\n' "$a" "$b" >&3; sleep 0.05; printf 'touch up 1\ntouch frame\n' >&3 ;;
      key) printf 'key %s down\n' "$a" >&3; sleep 0.03; printf 'key %s up\n' "$a" >&3 ;;
    esac
    sleep 0.2
  done
  done_steps=${#steps[@]}
  sleep 0.05
done
exec 3>&-
status=0
wait "$probe_pid" || status=$?
probe_pid=""
grep "^popup-probe: " "$log" | grep -v " input " >&2 || true
[ "$status" -eq 0 ] || fail "the probe failed (status $status)" "$log"
grep -q "xdg_wm_base@[0-9]*.create_positioner" "$log" || fail "no xdg_positioner was made" "$log"
grep -qE "xdg_surface@[0-9]*.get_popup\(new id xdg_popup@[0-9]*, xdg_surface@[0-9]*, xdg_positioner" "$log" \
  || fail "no xdg_popup with a parent was made" "$log"
grep -qE "xdg_popup@[0-9]*.grab\(wl_seat@[0-9]*, [0-9]+\)" "$log" || fail "no grab" "$log"
grep -qE "xdg_popup@[0-9]*.configure\(" "$log" || fail "Weston never configured a popup" "$log"
grep -q "popup-probe: finished: chosen \[\"Paste\", \"Delete\"\], popups 3, popups alive 0, touches down 0" "$log" \
  || fail "the probe did not see what it expected" "$log"
done_events="$(grep -cE "xdg_popup@[0-9]*.popup_done\(" "$log" || true)"
echo "weston-popup-check: ok ($shell): 3 menus opened as xdg_popups (grabbed, configured by Weston), an item chosen by touch," \
  "one by keys, one closed by a tap outside ($done_events popup_done from Weston); $(weston --version)"
