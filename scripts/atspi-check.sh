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

# Started by the test runner (swift test), this script inherits a thread's signal mask with
# SIGTERM blocked: neither our kills nor the bus launcher's nor dbus-run-session's would stop
# anything, and the daemons left behind would hold the runner's pipe open. Start again with
# no signal blocked (bash cannot unblock one itself).
if [[ -z "${WAYKIT_SIGNALS_UNBLOCKED:-}" ]]; then
  export WAYKIT_SIGNALS_UNBLOCKED=1
  exec /usr/bin/python3 -c 'import os, signal, sys
signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGPIPE, signal.SIG_DFL)
os.execv("/bin/bash", ["bash"] + sys.argv[1:])' "$0" "$@"
fi

if [[ "${1:-}" != --inside ]]; then
  for f in /usr/bin/weston /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd /usr/bin/dbus-run-session; do
    [[ -x $f ]] || { echo "atspi-check: missing $f (run scripts/install-deps.sh)" >&2; exit 2; }
  done
  /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "atspi-check: missing python3-pyatspi" >&2; exit 2; }
  if [[ -n "${WAYKIT_DEMO:-}" ]]; then
    demo="$WAYKIT_DEMO"
  else
    (cd "$repo" && swift build --product waykit-demo >/dev/null)
    demo="$(cd "$repo" && swift build --show-bin-path)/waykit-demo"
  fi
  tmp="$(mktemp -d /tmp/waykit-atspi.XXXXXX)"
  start=$EPOCHREALTIME
  rc=0
  # env -i: nothing from the caller's desktop (DISPLAY, its session bus, AT_SPI_BUS_ADDRESS).
  env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$tmp" LANG=C.UTF-8 WAYKIT_DEMO="$demo" \
    WAYKIT_FONT_MATCH_CACHE="${WAYKIT_FONT_MATCH_CACHE:-}" \
    dbus-run-session -- bash "$0" --inside "$tmp" || rc=$?
  seconds=$(awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.1f", e - s }')
  if [[ $rc == 0 ]]; then echo "atspi-check: ok ($seconds s)"; else echo "atspi-check: FAILED (status $rc, $seconds s)"; fi
  if [[ -n "${KEEP:-}" ]]; then echo "atspi-check: logs in $tmp"; else rm -rf "$tmp"; fi
  exit $rc
fi

# ---- inside the private session bus ---------------------------------------------------------
tmp="$2"
demo="$WAYKIT_DEMO"
export XDG_RUNTIME_DIR="$tmp/runtime"     # the Wayland socket and the accessibility bus's
mkdir -m 700 -p "$XDG_RUNTIME_DIR"
export GSETTINGS_BACKEND=memory           # the bus launcher keeps toolkit-accessibility here
pids=()
stop() {                                  # stop one PID: TERM, up to 3 s, then KILL
  local n=30
  kill "$1" 2>/dev/null || return 0
  while kill -0 "$1" 2>/dev/null && [[ $(ps -o stat= -p "$1" 2>/dev/null) != Z* ]]; do
    (( n-- > 0 )) || { kill -KILL "$1" 2>/dev/null; break; }
    sleep 0.1
  done
  wait "$1" 2>/dev/null || true
}
cleanup() { local i; for (( i=${#pids[@]}-1; i>=0; i-- )); do stop "${pids[i]}"; done; }
trap cleanup EXIT
wait_for() {                              # wait_for SECONDS CMD...: until CMD succeeds
  local n=$(( $1 * 20 )); shift
  until "$@" >/dev/null 2>&1; do (( n-- > 0 )) || return 1; sleep 0.05; done
}
has_owner() {                             # has_owner BUS-OPTION NAME (never call org.a11y.Bus
  grep -q 'boolean true' <<<"$(dbus-send "$1" --print-reply --dest=org.freedesktop.DBus / \
    org.freedesktop.DBus.NameHasOwner "string:$2")"  # itself: that starts a 2nd launcher)
}
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
