#!/usr/bin/env bash
# SPEC Y2, end to end: waykit-demo read and driven through AT-SPI2 as a screen reader would,
# headless, in a private session (dbus-run-session, a private XDG_RUNTIME_DIR):
#
#   Weston (headless, desktop-shell)                  the demo's compositor
#   at-spi-bus-launcher --launch-immediately          org.a11y.Bus; starts the accessibility bus
#   at-spi2-registryd                                  org.a11y.atspi.Registry on it
#   waykit-demo, WAYKIT_ACCESSIBILITY_BUS=on          registers with the registry (Socket.Embed)
#   /usr/bin/python3 scripts/atspi-check.py main       pyatspi (libatspi 2.46): the tree with roles
#                                                      and names, a button activated through
#                                                      Action (the demo's status line and trace
#                                                      show it), an entry read and edited through
#                                                      Text/EditableText, a slider's Value, focus
#                                                      events, and libatspi's cache under its own
#                                                      main loop (what Orca reads from)
#   the bus launcher killed: the demo goes on; started again: the demo comes back to the desktop
#   a second demo in the default mode: absent while org.a11y.Status.IsEnabled is false, present
#   once it is set, gone again when it is cleared
#
# Every process is stopped by its PID. Needs (scripts/install-deps.sh installs them): weston,
# at-spi2-core, dbus, python3-pyatspi, gir1.2-atspi-2.0. Prints "atspi-check: ok" and exits 0
# when every check passed; KEEP=1 keeps the logs.
#
# Usage: scripts/atspi-check.sh            (WAYKIT_DEMO names a demo binary already built)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

. "$repo/scripts/lib/a11y-session.sh"      # the session's plumbing, shared with orca-check.sh
a11y_unblock_signals "$0" "$@"

if [[ "${1:-}" != --inside ]]; then
  for f in /usr/bin/weston /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd /usr/bin/dbus-run-session; do
    [[ -x $f ]] || { echo "atspi-check: missing $f (run scripts/install-deps.sh)" >&2; exit 2; }
  done
  /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "atspi-check: missing python3-pyatspi" >&2; exit 2; }
  a11y_session atspi-check "$0"
fi

# ---- inside the private session bus ---------------------------------------------------------
a11y_inside "$2"
demo="$WAYKIT_DEMO"
fail() { echo "atspi-check: $*"; for f in "$tmp"/*.log; do echo "--- $f"; tail -n 20 "$f"; done; exit 1; }
status() {                                # status NAME true|false: org.a11y.Status, as Orca sets it
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status "string:$1" "variant:boolean:$2" >/dev/null
}
registry=""
start_accessibility() {                   # the bus launcher and the registry on its bus
  /usr/libexec/at-spi-bus-launcher --launch-immediately >>"$tmp/launcher.log" 2>&1 &
  launcher=$!
  pids+=("$launcher")
  wait_for 10 has_owner --session org.a11y.Bus || fail "the bus launcher did not start"
  local address
  address=$(dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress |
            sed -n 's/^ *string "\(.*\)"$/\1/p')
  /usr/libexec/at-spi2-registryd >>"$tmp/registryd.log" 2>&1 &
  registry=$!
  pids+=("$registry")
  wait_for 10 has_owner "--bus=$address" org.a11y.atspi.Registry || fail "the registry did not start"
}

socket="waykit-atspi-$$"
weston --backend=headless-backend.so --use-pixman --shell=desktop-shell.so --socket="$socket" \
  --width=1280 --height=800 --idle-time=0 >"$tmp/weston.log" 2>&1 &
pids+=($!)
wait_for 10 test -S "$XDG_RUNTIME_DIR/$socket" || fail "weston made no socket"
start_accessibility

WAYLAND_DISPLAY="$socket" WAYKIT_ACCESSIBILITY_BUS=on "$demo" >"$tmp/demo.log" 2>&1 &
demo_pid=$!
pids+=("$demo_pid")
wait_for 15 grep -q "intro animation finished" "$tmp/demo.log" || fail "the demo did not show its window"

rc=0
/usr/bin/python3 "$repo/scripts/atspi-check.py" main "$tmp/demo.log" 2>&1 | tee "$tmp/check.log" || rc=1

# The accessibility bus vanishes: the demo goes on (and says so once); when org.a11y.Bus is back
# it registers again, with the new registry.
echo "--- the accessibility bus goes away and comes back ---"
stop "$registry"; stop "$launcher"
wait_for 5 grep -q "the accessibility bus closed" "$tmp/demo.log" || { echo "FAIL: the demo did not notice"; rc=1; }
sleep 0.3
kill -0 "$demo_pid" 2>/dev/null && echo "PASS: the demo goes on without it" || { echo "FAIL: the demo died"; rc=1; }
start_accessibility
/usr/bin/python3 "$repo/scripts/atspi-check.py" count 1 || rc=1
# Each kind of problem is logged once: the bus closing, and, depending on
# when the demo asks while the launcher comes back, an address or a connect
# that failed. So no line twice, and a handful at most.
n=$(grep -c "WayKit accessibility:" "$tmp/demo.log" || true)
repeated=$(grep "WayKit accessibility:" "$tmp/demo.log" | sort | uniq -d | wc -l)
if [[ $n -le 4 && $repeated -eq 0 ]]; then echo "PASS: the demo logged $n line(s) about it, none twice"
else echo "FAIL: $n log lines, $repeated repeated"; grep "WayKit accessibility:" "$tmp/demo.log"; rc=1; fi

# The default mode: off until org.a11y.Status says IsEnabled (as Orca sets it at start-up).
echo "--- a second demo, in the default mode ---"
WAYLAND_DISPLAY="$socket" "$demo" >"$tmp/demo2.log" 2>&1 &
pids+=($!)
wait_for 15 grep -q "intro animation finished" "$tmp/demo2.log" || fail "the second demo did not show its window"
sleep 0.3
/usr/bin/python3 "$repo/scripts/atspi-check.py" count 1 || rc=1
status IsEnabled true
/usr/bin/python3 "$repo/scripts/atspi-check.py" count 2 || rc=1
status IsEnabled false
/usr/bin/python3 "$repo/scripts/atspi-check.py" count 1 || rc=1

grep -q "FAIL" "$tmp/check.log" && rc=1
exit $rc
