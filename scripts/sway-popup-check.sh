#!/usr/bin/env bash
# D6 against sway: runs the popup probe (Tests/WayKitWaylandTests/
# PopupProbeTests.swift) under a headless sway in its keys-only mode: there
# is no touch or pointer to inject into headless sway here, so the probe
# opens its button's menu itself; wtype's virtual keyboard closes it
# (Escape), and the probe opens and closes a second one. Checks from the
# probe's report and its WAYLAND_DEBUG=client log that each menu was an
# xdg_popup of the toplevel that sway configured under the button, that the
# key reached the menu while it was up, and that every popup was destroyed. sway 1.7 refuses
# to run as root, so sway and the probe run as an ordinary user this script
# creates (`waykit-sway`). Installs nothing (apt-get install sway wtype).
#
# Usage: scripts/sway-popup-check.sh   (WAYKIT_TESTS names a test binary
#        already built; KEEP=1 keeps the logs in /tmp/waykit-sway-popup.*)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
command -v sway >/dev/null || { echo "sway-popup-check: sway is not installed" >&2; exit 1; }
command -v wtype >/dev/null || { echo "sway-popup-check: wtype is not installed" >&2; exit 1; }
if [ -n "${WAYKIT_TESTS:-}" ]; then
  tests="$WAYKIT_TESTS"
else
  swift build --build-tests >/dev/null
  tests="$(swift build --show-bin-path)/WayKitPackageTests.xctest"
fi
user=waykit-sway
id "$user" >/dev/null 2>&1 || useradd -m "$user"
home="$(getent passwd "$user" | cut -d: -f6)"
work="$(mktemp -d /tmp/waykit-sway-popup.XXXXXX)"
chmod 755 "$work"
cp "$tests" "$work/probe"
chmod 755 "$work/probe"
chown "$user" "$work"
sway_pid=""
runtime="$(runuser -u "$user" -- mktemp -d /tmp/waykit-sway-rt.XXXXXX)"
chmod 700 "$runtime"
cleanup() {
  if [ -n "$sway_pid" ]; then kill "$sway_pid" 2>/dev/null || true; wait "$sway_pid" 2>/dev/null || true; fi
  [ -n "${KEEP:-}" ] || rm -rf "$work"
  rm -rf "$runtime"
}
trap cleanup EXIT
fail() { echo "sway-popup-check: $1" >&2; tail -30 "$2" >&2; exit 1; }

log="$work/probe.log"
# Inside sway's session: the probe, and wtype for each `input keys` line it prints.
cat >"$work/run.sh" <<RUN
WAYLAND_DEBUG=client WAYKIT_POPUP_PROBE=20 WAYKIT_POPUP_PROBE_KEYS_ONLY=1 \\
  $work/probe --testing-library swift-testing --filter PopupProbeTests >$log 2>&1 &
probe=\$!
done_steps=0
while kill -0 \$probe 2>/dev/null; do
  n=\$(grep -c "^popup-probe: input keys" $log || true)
  if [ "\$n" -gt "\$done_steps" ]; then
    grep "^popup-probe: input keys" $log | tail -n +\$((done_steps + 1)) | while read -r _ _ _ keys; do
      sleep 0.2
      args="-s 300"
      for k in \$keys; do args="\$args -k \$k -s 50"; done
      wtype \$args
    done
    done_steps=\$n
  fi
  sleep 0.1
done
wait \$probe
echo "probe status \$?" >>$log
swaymsg exit
RUN
touch "$log"; chown "$user" "$log" "$work/run.sh"
echo "exec sh $work/run.sh" >"$work/sway.conf"
runuser -u "$user" -- env -i HOME="$home" PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless \
  WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c "$work/sway.conf" >"$work/sway.log" 2>&1 &
sway_pid=$!
for _ in $(seq 400); do
  grep -q "probe status" "$log" 2>/dev/null && break
  kill -0 "$sway_pid" 2>/dev/null || break
  sleep 0.1
done
kill "$sway_pid" 2>/dev/null || true
wait "$sway_pid" 2>/dev/null || true
sway_pid=""
grep "^popup-probe: " "$log" | grep -v " input " >&2 || true
grep -q "probe status 0" "$log" || fail "the probe failed" "$log"
grep -qE "xdg_surface@[0-9]*.get_popup\(new id xdg_popup@[0-9]*, xdg_surface@[0-9]*, xdg_positioner" "$log" \
  || fail "no xdg_popup with a parent was made" "$log"
grep -qE "xdg_popup@[0-9]*.configure\(" "$log" || fail "sway never configured a popup" "$log"
grep -q "popup-probe: finished: chosen \[\], popups 2, popups alive 0" "$log" || fail "the probe did not see what it expected" "$log"
where="$(grep -m1 -o "popup 1 configured at [0-9 ×-]*" "$log")"
echo "sway-popup-check: ok: 2 menus opened as xdg_popups that sway configured ($where); Escape (wtype) closed the first; both destroyed; $(sway --version)"
