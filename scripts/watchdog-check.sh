#!/usr/bin/env bash
# The kiosk watchdog's end-to-end test (issue 23; run by
# WayKitWaylandTests/KioskPackageTests): APP runs under a headless Weston as
# systemd would run it, with NOTIFY_SOCKET and WATCHDOG_USEC set, and a
# datagram socket of ours stands in for systemd. It must say READY=1, then
# WATCHDOG=1 about every half interval; stopped (SIGSTOP: a hung main
# thread), it must go silent, and stay so until continued. With NOTIFY_SOCKET
# naming a socket that is not there it must log that once and run on. Stops everything by
# PID; private XDG_RUNTIME_DIR. Prints "watchdog-check: ok".
set -euo pipefail
app=${1:?usage: scripts/watchdog-check.sh APP}
command -v weston >/dev/null || { echo "watchdog-check: weston is not installed" >&2; exit 1; }
runtime=$(mktemp -d /tmp/waykit-watchdog.XXXXXX)
chmod 700 "$runtime"
socket="waykit-watchdog-$$"
weston_pid=""
cleanup() {
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT
XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --use-pixman --shell=kiosk-shell.so \
  --socket="$socket" --width=800 --height=600 --idle-time=0 >"$runtime/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do [ -S "$runtime/$socket" ] && break; sleep 0.05; done
[ -S "$runtime/$socket" ] || { cat "$runtime/weston.log" >&2; echo "watchdog-check: weston made no socket" >&2; exit 1; }

XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" /usr/bin/env python3 - "$app" "$runtime/notify" <<'PY'
import os, signal, socket, subprocess, sys, time
app, path = sys.argv[1], sys.argv[2]
listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
listener.bind(path)
listener.settimeout(0.05)
env = dict(os.environ, NOTIFY_SOCKET=path, WATCHDOG_USEC="400000")
env.pop("WATCHDOG_PID", None)
proc = subprocess.Popen([app], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
messages = []
def collect(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            data = listener.recv(4096).decode(errors="replace")
            messages.append((time.monotonic(), data))
        except socket.timeout:
            pass
try:
    collect(2.0)
    running = [m for _, m in messages]
    stop_at = time.monotonic()
    proc.send_signal(signal.SIGSTOP)
    collect(1.5)
    during_stop = [m for t, m in messages if t > stop_at + 0.1]
    proc.send_signal(signal.SIGCONT)
    cont_at = time.monotonic()
    collect(1.0)
    after = [m for t, m in messages if t > cont_at]
finally:
    proc.send_signal(signal.SIGCONT)
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
print("running:", running)
print("while stopped:", during_stop)
print("after continue:", after)
ok = True
if not running or running[0] != "READY=1":
    print("watchdog-check: the first notification was not READY=1"); ok = False
pings = running.count("WATCHDOG=1")
# 2 s at a ping every 0.2 s: about 10; at least 5 allows a slow start.
if pings < 5:
    print(f"watchdog-check: only {pings} WATCHDOG=1 in 2 s (interval 0.4 s)"); ok = False
if during_stop:
    print("watchdog-check: pings came while the app was stopped"); ok = False
if "WATCHDOG=1" not in after:
    print("watchdog-check: no ping after the app continued"); ok = False

# A watchdog socket that is not there (issue 23, bad input): the first
# notification fails, which is logged once, and the app goes on running.
env = dict(os.environ, NOTIFY_SOCKET=path + ".missing", WATCHDOG_USEC="400000")
proc = subprocess.Popen([app], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
time.sleep(2.0)
alive = proc.poll() is None
proc.terminate()
try:
    _, err = proc.communicate(timeout=5)
except subprocess.TimeoutExpired:
    proc.kill()
    _, err = proc.communicate()
failures = [line for line in err.decode(errors="replace").splitlines() if "sd_notify" in line]
print("missing socket:", "running" if alive else f"exited ({proc.returncode})", failures)
if not alive:
    print("watchdog-check: the app stopped when the watchdog socket was missing"); ok = False
if len(failures) != 1:
    print(f"watchdog-check: {len(failures)} sd_notify failure lines, not 1"); ok = False
sys.exit(0 if ok else 1)
PY
echo "watchdog-check: ok"
