#!/usr/bin/env bash
# orca.sh: optional. Runs Orca 43 against the prototype and shows what it would say when the
# "OK" button takes focus, from Orca's --debug-file log.
#
# Orca 43 is not display-less: bin/orca exits unless Gdk opens a display, and orca.py runs
# `xkbcomp $DISPLAY` at start-up, so it needs X. Xvfb is enough; no sound device is needed
# (speech-dispatcher fails to play, the text is in the log all the same).
#   apt-get install -y orca xvfb        (pulls in speech-dispatcher, espeak-ng, GTK 3)
# Exits 0 if Orca's log shows it speaking the focused push button.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [[ "${1:-}" != --inside ]]; then
    for f in /usr/bin/orca /usr/bin/Xvfb /usr/bin/speech-dispatcher; do
        [[ -x $f ]] || { echo "missing $f (apt-get install orca xvfb)" >&2; exit 2; }
    done
    tmp="$(mktemp -d /tmp/atspi-orca.XXXXXX)"
    gcc -std=c11 -O1 -Wall -Wextra -o "$tmp/prototype" "$here/prototype.c" \
        $(pkg-config --cflags --libs libsystemd)
    rc=0
    env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$tmp" LANG=C.UTF-8 \
        dbus-run-session -- bash "$here/orca.sh" --inside "$tmp" || rc=$?
    if [[ -n "${KEEP:-}" ]]; then echo "logs kept in $tmp"; else rm -rf "$tmp"; fi
    exit $rc
fi

tmp="$2"
export XDG_RUNTIME_DIR="$tmp/runtime" GSETTINGS_BACKEND=memory
mkdir -m 700 -p "$XDG_RUNTIME_DIR"
pids=()
gone() { local st; st=$(ps -o stat= -p "$1" 2>/dev/null) || return 0; [[ $st == Z* ]]; }
stop() {        # stop one PID (not necessarily our child): TERM, up to 5 s, then KILL
    local n=50
    kill "$1" 2>/dev/null || return 0
    until gone "$1"; do (( n-- > 0 )) || { kill -KILL "$1" 2>/dev/null; break; }; sleep 0.1; done
    wait "$1" 2>/dev/null || true
}
cleanup() {     # newest first
    local i
    for (( i=${#pids[@]}-1; i>=0; i-- )); do stop "${pids[i]}"; done
}
trap cleanup EXIT
wait_for() { local n=$(( $1 * 20 )); shift; until "$@" >/dev/null 2>&1; do (( n-- > 0 )) || return 1; sleep 0.05; done; }

# A free X display number
d=90; while [[ -e /tmp/.X11-unix/X$d || -e /tmp/.X$d-lock ]]; do d=$((d + 1)); done
Xvfb ":$d" -screen 0 1024x768x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
pids+=($!)
wait_for 10 test -S "/tmp/.X11-unix/X$d" || { echo "Xvfb did not start"; exit 1; }
export DISPLAY=":$d"

# Accessibility is off (IsEnabled false): the prototype waits until Orca turns it on.
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$tmp/launcher.log" 2>&1 &
pids+=($!)
has_owner() {   # poll with NameHasOwner: a call to org.a11y.Bus itself would bus-activate a 2nd launcher
    dbus-send --session --print-reply --dest=org.freedesktop.DBus / \
        org.freedesktop.DBus.NameHasOwner "string:$1" | grep -q 'boolean true'
}
wait_for 10 has_owner org.a11y.Bus || { echo "bus launcher did not start"; exit 1; }
/usr/libexec/at-spi2-registryd >"$tmp/registryd.log" 2>&1 &
pids+=($!)
addr=$(dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress |
       sed -n 's/^ *string "\(.*\)"$/\1/p')
wait_for 10 eval "dbus-send --bus='$addr' --print-reply --dest=org.freedesktop.DBus / \
    org.freedesktop.DBus.NameHasOwner string:org.a11y.atspi.Registry | grep -q 'boolean true'" ||
    { echo "registry did not start"; exit 1; }
"$tmp/prototype" >"$tmp/app.out" 2>"$tmp/app.err" &
pids+=($!)
wait_for 5 grep -q 'IsEnabled = false' "$tmp/app.err" || { echo "prototype did not start"; exit 1; }

# Orca autospawns speech-dispatcher, which detaches (and outlives the session unless stopped):
# stop it by the PID in its pid file.
stop_speechd() {
    local f="$XDG_RUNTIME_DIR/speech-dispatcher/pid/speech-dispatcher.pid" p
    [[ -f $f ]] && p=$(<"$f") && [[ -n $p ]] || return 0
    stop "$p"
}
trap 'cleanup; stop_speechd' EXIT
# Orca writes its debug file block-buffered and may end itself with SIGKILL on shutdown, losing
# the tail. Pointing --debug-file at /dev/stdout under `script` (a pty) makes it line-buffered.
script -qfec "exec orca -u '$tmp/orca-prefs' --debug-file=/dev/stdout" "$tmp/orca.log" \
    >/dev/null 2>&1 </dev/null &
script_pid=$!
pids+=($script_pid)
wait_for 30 grep -q "Startup complete" "$tmp/orca.log" || { echo "Orca did not start"; tail "$tmp/orca.log"; exit 1; }
# Orca sets org.a11y.Status.IsEnabled=true at start-up; that is what made the prototype register.
wait_for 10 grep -qx ready "$tmp/app.out" || { echo "prototype did not register"; exit 1; }
orca=$(pgrep -P "$script_pid" | head -1)
pids+=($orca)
sleep 0.5
# Focus the button through AT-SPI (as a click or Tab would); the prototype emits focus events.
/usr/bin/python3 - <<'EOF'
import pyatspi
desktop = pyatspi.Registry.getDesktop(0)
app = next(a for a in desktop if a is not None and a.name == "Prototype")
button = next(c for c in app[0] if c.name == "OK")
button.queryComponent().grabFocus()
EOF
wait_for 10 grep -q "SPEECH OUTPUT: 'OK push button" "$tmp/orca.log" && ok=0 || ok=1
echo "--- what Orca said (SPEECH OUTPUT lines of its debug log) ---"
grep "SPEECH OUTPUT" "$tmp/orca.log" || true
[[ $ok == 0 ]] && echo "orca.sh: PASS" || echo "orca.sh: FAIL"
exit $ok
