#!/usr/bin/env bash
# SPEC Y2 with a real screen reader: Orca 43 reads waykit-demo. Not part of scripts/test.sh (Orca
# brings GTK, speech-dispatcher and espeak-ng, and needs an X display); run it by hand:
#
#   apt-get install -y orca xvfb          (plus what scripts/install-deps.sh installs)
#   scripts/orca-check.sh                 (WAYKIT_DEMO names a demo binary already built)
#
# In a private session (dbus-run-session, a private XDG_RUNTIME_DIR): a headless Weston for the
# demo, Xvfb for Orca (Orca 43 exits without an X display: bin/orca needs Gdk's default display
# and orca.py runs `xkbcomp $DISPLAY`), at-spi2-core's bus launcher and registry, the demo in
# its default mode (off until org.a11y.Status.IsEnabled, which Orca sets when it starts), and
# Orca with --debug-file. Then the demo's "Buy now" button takes the focus (Component.GrabFocus
# through pyatspi, as a Tab would) and Orca's log must show it speaking it:
#   SPEECH OUTPUT: 'Buy now push button'
# There is no sound device: speech-dispatcher fails to play, the text is in the log all the same.
# Prints what Orca said and "orca-check: ok"; exits 0 when Orca spoke the button. Every process
# is stopped by its PID (speech-dispatcher, which detaches, by its pid file). KEEP=1 keeps logs.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

. "$repo/scripts/lib/a11y-session.sh"      # the session's plumbing, shared with atspi-check.sh
a11y_unblock_signals "$0" "$@"

if [[ "${1:-}" != --inside ]]; then
  for f in /usr/bin/orca /usr/bin/Xvfb /usr/bin/speech-dispatcher /usr/bin/weston /usr/bin/script \
           /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd /usr/bin/dbus-run-session; do
    [[ -x $f ]] || { echo "orca-check: missing $f (apt-get install orca xvfb; scripts/install-deps.sh)" >&2; exit 2; }
  done
  a11y_session orca-check "$0"
fi

a11y_inside "$2"
demo="$WAYKIT_DEMO"
stop_speechd() {                          # speech-dispatcher detaches: stop it by its pid file
  local f="$XDG_RUNTIME_DIR/speech-dispatcher/pid/speech-dispatcher.pid" p
  [[ -f $f ]] && p=$(<"$f") && [[ -n $p ]] || return 0
  stop "$p"
}
a11y_cleanup_extra() { stop_speechd; }

d=90; while [[ -e /tmp/.X11-unix/X$d || -e /tmp/.X$d-lock ]]; do d=$((d + 1)); done
Xvfb ":$d" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
pids+=($!)
wait_for 10 test -S "/tmp/.X11-unix/X$d" || { echo "orca-check: Xvfb did not start"; exit 1; }
export DISPLAY=":$d"

socket="waykit-orca-$$"
weston --backend=headless-backend.so --use-pixman --shell=desktop-shell.so --socket="$socket" \
  --width=1280 --height=800 --idle-time=0 >"$tmp/weston.log" 2>&1 &
pids+=($!)
wait_for 10 test -S "$XDG_RUNTIME_DIR/$socket" || { echo "orca-check: weston did not start"; exit 1; }

/usr/libexec/at-spi-bus-launcher --launch-immediately >"$tmp/launcher.log" 2>&1 &
pids+=($!)
wait_for 10 has_owner --session org.a11y.Bus || { echo "orca-check: the bus launcher did not start"; exit 1; }
/usr/libexec/at-spi2-registryd >"$tmp/registryd.log" 2>&1 &
pids+=($!)

# The demo in its default mode: accessibility is off (IsEnabled false) until Orca turns it on.
WAYLAND_DISPLAY="$socket" "$demo" >"$tmp/demo.log" 2>&1 &
pids+=($!)
wait_for 15 grep -q "intro animation finished" "$tmp/demo.log" || { echo "orca-check: the demo did not start"; exit 1; }

# Orca writes --debug-file block-buffered and may end itself with SIGKILL, losing the tail; under
# `script` (a pty) and to /dev/stdout it is line-buffered (tools/atspi-prototype/NOTES.md §10).
script -qfec "exec orca -u '$tmp/orca-prefs' --debug-file=/dev/stdout" "$tmp/orca.log" >/dev/null 2>&1 </dev/null &
script_pid=$!
pids+=($script_pid)
wait_for 30 grep -q "Startup complete" "$tmp/orca.log" || { echo "orca-check: Orca did not start"; tail "$tmp/orca.log"; exit 1; }
orca=$(pgrep -P "$script_pid" | head -1 || true)
[[ -n $orca ]] && pids+=($orca)

# Orca set IsEnabled; the demo registers and Orca hears of it. Then the button takes the focus.
/usr/bin/python3 - <<'PY'
import sys, time
import pyatspi

def demo():
    for _ in range(100):
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "WayKit demo":
                return app
        time.sleep(0.1)
    sys.exit("orca-check: the demo did not register (Orca should have set org.a11y.Status.IsEnabled)")

def find(node, name, role):
    if node.name == name and node.getRole() == role:
        return node
    for child in node:
        found = find(child, name, role) if child is not None else None
        if found is not None:
            return found
    return None

button = find(demo(), "Buy now", pyatspi.ROLE_PUSH_BUTTON)
if button is None:
    sys.exit("orca-check: no 'Buy now' push button")
time.sleep(0.5)
button.queryComponent().grabFocus()
PY
wait_for 10 grep -q "SPEECH OUTPUT: 'Buy now push button" "$tmp/orca.log" && ok=0 || ok=1
echo "--- what Orca said (SPEECH OUTPUT lines of its debug log) ---"
grep "SPEECH OUTPUT" "$tmp/orca.log" || true
exit $ok
