#!/usr/bin/env bash
# run.sh: the AT-SPI2 prototype end to end, headless, from a clean state.
#
#   private session bus (dbus-run-session)
#     at-spi-bus-launcher --launch-immediately   owns org.a11y.Bus, starts the a11y dbus-daemon
#     at-spi2-registryd                          owns org.a11y.atspi.Registry on the a11y bus
#     prototype                                  waits for org.a11y.Status.IsEnabled ...
#     dbus-send Properties.Set IsEnabled=true    ... and then registers (Socket.Embed)
#     check.py                                   pyatspi drives and checks it
#
# No X, no Wayland, no gsettings daemon. Needs (Debian 12):
#   apt-get install -y libsystemd-dev at-spi2-core python3-pyatspi dbus gir1.2-atspi-2.0 gcc
# Exits 0 only if every check passed. Set KEEP=1 to keep the temporary directory (logs).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [[ "${1:-}" != --inside ]]; then
    for f in /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd /usr/bin/dbus-run-session; do
        [[ -x $f ]] || { echo "missing $f (apt-get install at-spi2-core dbus)" >&2; exit 2; }
    done
    pkg-config --exists libsystemd || { echo "missing libsystemd-dev" >&2; exit 2; }
    /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "missing python3-pyatspi" >&2; exit 2; }
    tmp="$(mktemp -d /tmp/atspi-prototype.XXXXXX)"
    start=$EPOCHREALTIME
    gcc -std=c11 -O1 -Wall -Wextra -o "$tmp/prototype" "$here/prototype.c" \
        $(pkg-config --cflags --libs libsystemd)
    built=$EPOCHREALTIME
    rc=0
    # env -i: nothing leaks in from the caller's desktop (DISPLAY, a session bus, AT_SPI_BUS_ADDRESS)
    env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$tmp" TMP="$tmp" LANG=C.UTF-8 \
        dbus-run-session -- bash "$here/run.sh" --inside "$tmp" || rc=$?
    end=$EPOCHREALTIME
    awk -v r="$([[ $rc == 0 ]] && echo PASS || echo "FAIL rc=$rc")" -v s="$start" -v b="$built" -v e="$end" \
        'BEGIN { printf "run.sh: %s (build %.2f s, session %.2f s, total %.2f s)\n", r, b-s, e-b, e-s }'
    if [[ -n "${KEEP:-}" ]]; then echo "logs kept in $tmp"; else rm -rf "$tmp"; fi
    exit $rc
fi

# ---- inside the private session bus ------------------------------------------------------
tmp="$2"
export XDG_RUNTIME_DIR="$tmp/runtime"      # the launcher puts the a11y bus socket here
mkdir -m 700 -p "$XDG_RUNTIME_DIR"
export GSETTINGS_BACKEND=memory            # the launcher reads/writes toolkit-accessibility here
pids=()
cleanup() {                                # stop what we started, by PID, newest first
    local i
    for (( i=${#pids[@]}-1; i>=0; i-- )); do kill "${pids[i]}" 2>/dev/null || true; done
    for (( i=${#pids[@]}-1; i>=0; i-- )); do wait "${pids[i]}" 2>/dev/null || true; done
}
trap cleanup EXIT

session_call() { dbus-send --session --print-reply "$@"; }
wait_for() {                               # wait_for SECONDS CMD...: poll CMD until it succeeds
    local n=$(( $1 * 20 )); shift
    until "$@" >/dev/null 2>&1; do (( n-- > 0 )) || return 1; sleep 0.05; done
}
has_owner() {                              # has_owner BUS-ARGS NAME
    dbus-send $1 --print-reply --dest=org.freedesktop.DBus / \
        org.freedesktop.DBus.NameHasOwner "string:$2" | grep -q 'boolean true'
}

/usr/libexec/at-spi-bus-launcher --launch-immediately >"$tmp/launcher.log" 2>&1 &
pids+=($!)
wait_for 10 has_owner --session org.a11y.Bus || { echo "bus launcher did not start"; exit 1; }
addr=$(session_call --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress |
       sed -n 's/^ *string "\(.*\)"$/\1/p')
echo "a11y bus: $addr"

/usr/libexec/at-spi2-registryd >"$tmp/registryd.log" 2>&1 &
registry=$!
pids+=($registry)
wait_for 10 has_owner "--bus=$addr" org.a11y.atspi.Registry || { echo "registry did not start"; exit 1; }

"$tmp/prototype" >"$tmp/app.out" 2>"$tmp/app.err" &
pids+=($!)
wait_for 5 grep -q 'IsEnabled = false' "$tmp/app.err" || { echo "prototype did not read IsEnabled"; cat "$tmp/app.err"; exit 1; }

# Turn accessibility on the way a settings panel (or Orca) does: the launcher's org.a11y.Status.
session_call --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
wait_for 10 grep -qx ready "$tmp/app.out" || { echo "prototype did not register"; cat "$tmp/app.err"; exit 1; }

crc=0
PROTOTYPE_OUT="$tmp/app.out" /usr/bin/python3 "$here/check.py" >"$tmp/check.log" 2>&1 || crc=$?
cat "$tmp/check.log"

# A registry restart: the prototype sees NameOwnerChanged and registers again (Embed).
echo "--- registry restart ---"
kill "$registry"; wait "$registry" 2>/dev/null || true
/usr/libexec/at-spi2-registryd >>"$tmp/registryd.log" 2>&1 &
registry=$!
pids+=($registry)
if wait_for 10 eval '[[ $(grep -c "^embedded" "$tmp/app.err") -ge 2 ]]'; then
    /usr/bin/python3 "$here/check.py" --find-only 2>&1 | tee "$tmp/check2.log" || crc=1
else
    echo "FAIL: the prototype did not register with the restarted registry"; crc=1
fi

cleanup
trap - EXIT
pids=()

echo "--- calls the prototype answered (count, interface.member(in) -> reply, property) ---"
sed -n 's/^CALL \(.*\)  \[.*$/\1/p' "$tmp/app.err" | sort | uniq -c | sort -k2
echo "--- signals the prototype emitted ---"
sed -n 's/^EMIT \([^ ]*\) \(detail="[^"]*"\)\?.*v=\([^ ]*\).*/\1 \2 v=\3/p; s/^EMIT \([^ ]*Cache[^ ]*\) \([^ ]*\).*/\1 \2/p' \
    "$tmp/app.err" | sort | uniq -c
if grep -q 'CRITICAL\|WARNING' "$tmp/check.log"; then
    echo "libatspi printed warnings (see above)"; crc=1
fi
exit $crc
