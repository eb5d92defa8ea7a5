#!/usr/bin/env bash
# Issue 23: one end-to-end run of a kiosk app as the Debian package's unit
# runs it (scripts/make-kiosk-deb.sh): `cage -d -s -- APP` with systemd's
# NOTIFY_SOCKET and WATCHDOG_USEC, under cage's headless backend
# (WLR_BACKENDS=headless, WLR_RENDERER=pixman, 1280×720), as an ordinary
# user (cage refuses root), in a private XDG_RUNTIME_DIR. A datagram socket
# of ours stands in for systemd, which this machine does not run as PID 1.
#
# Prints its figures (docs/kiosk.md records a run):
# - cage's exec → READY=1 (the app's first frame is drawn and committed);
# - the watchdog: WATCHDOG=1 pings over 3 s at WatchdogSec=1 (one every
#   0.5 s expected), none while the app is stopped (SIGSTOP: what systemd
#   would restart), pings again once continued;
# - the app's resident memory and footprint (with the shared memory it holds
#   unmapped: its memfd window buffers), and idle CPU over 2 s;
# - a screenshot of cage's output (grim) in out/cage-kiosk.png (with two
#   headless outputs, as scripts/kiosk-keyboard-check.sh explains: with one,
#   wlroots 0.15 scans the app's buffer out directly and grim gets the last
#   frame cage composited, from before the app went fullscreen);
# - the app killed: cage exits with it (`-s` is not a respawner; the unit's
#   Restart=always is systemd's job), and how long that took.
# Everything is stopped by PID. Needs cage, xwayland and grim
# (scripts/install-deps.sh).
#
# Usage: scripts/cage-kiosk-run.sh [APP]   (default: the release waykit-template-app)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
for tool in cage grim python3; do
  command -v "$tool" >/dev/null || { echo "cage-kiosk-run: $tool is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
done
if [ -n "${1:-}" ]; then
  app="$1"
else
  swift build -c release --product waykit-template-app >/dev/null
  app="$(swift build -c release --show-bin-path)/waykit-template-app"
fi
user=waykit-sway
id "$user" >/dev/null 2>&1 || useradd -m "$user"
work="$(mktemp -d /tmp/waykit-cage-kiosk.XXXXXX)"
chmod 755 "$work"
# The app and its resource bundles, where the user can read them.
cp "$app" "$work/app"
for bundle in "$(dirname "$app")"/*.resources; do [ -d "$bundle" ] && cp -r "$bundle" "$work/"; done
chmod -R a+rX "$work"
runtime="$(runuser -u "$user" -- mktemp -d /tmp/waykit-cage-kiosk-rt.XXXXXX)"
chmod 700 "$runtime"
chown "$user" "$work"
cleanup() {
  pkill -KILL -u "$user" -f "$work/app" 2>/dev/null || true
  rm -rf "$work" "$runtime"
}
trap cleanup EXIT

mkdir -p out
runuser -u "$user" -- env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$work" XDG_RUNTIME_DIR="$runtime" \
  WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman WLR_HEADLESS_OUTPUTS=2 \
  python3 - "$work" "$runtime" <<'PY'
import glob, os, signal, socket, subprocess, sys, time
work, runtime = sys.argv[1], sys.argv[2]
path = os.path.join(runtime, "notify")
listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
listener.bind(path)
listener.settimeout(0.02)
env = dict(os.environ, NOTIFY_SOCKET=path, WATCHDOG_USEC="1000000")
messages = []
def collect(seconds, until=None):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            messages.append((time.monotonic(), listener.recv(4096).decode(errors="replace")))
            if until and messages[-1][1] == until: return
        except socket.timeout:
            pass
log = open(os.path.join(work, "cage.log"), "w")
started = time.monotonic()
cage = subprocess.Popen(["cage", "-d", "-s", "--", os.path.join(work, "app")], env=env, stdout=log, stderr=log)
ok = True
def fail(why):
    global ok
    print("cage-kiosk-run: " + why); ok = False
def app_pid():
    for line in subprocess.run(["ps", "-o", "pid=,args=", "--ppid", str(cage.pid)], capture_output=True, text=True).stdout.splitlines():
        pid, args = line.strip().split(None, 1)
        if args.startswith(os.path.join(work, "app")): return int(pid)
    return None
def footprint(pid):
    rss = int(next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("VmRSS")))
    mapped = set()
    for line in open(f"/proc/{pid}/maps"):
        parts = line.split()
        if len(parts) >= 6 and "memfd:" in line: mapped.add(parts[5])
    unmapped = 0
    for fd in glob.glob(f"/proc/{pid}/fd/*"):
        try:
            target = os.readlink(fd)
            if target.startswith("/memfd:") and target.split(" ")[0] not in mapped:
                unmapped += os.stat(fd).st_size
        except OSError:
            pass
    return rss, unmapped // 1024
try:
    collect(15, until="READY=1")
    ready = [t for t, m in messages if m == "READY=1"]
    if not ready:
        fail("no READY=1 in 15 s")
    else:
        print(f"exec cage → READY=1 (first frame committed): {(ready[0] - started) * 1000:.0f} ms")
    pid = app_pid()
    if pid is None: raise SystemExit("cage-kiosk-run: the app is not running under cage")
    t0 = time.monotonic(); collect(3)
    pings = [m for t, m in messages if t > t0 and m == "WATCHDOG=1"]
    print(f"watchdog: {len(pings)} WATCHDOG=1 in 3 s at WatchdogSec=1 (expected about 6)")
    if len(pings) < 4: fail("too few pings")
    rss, unmapped = footprint(pid)
    ticks0 = sum(int(x) for x in open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[11:13])
    time.sleep(2)
    ticks1 = sum(int(x) for x in open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[11:13])
    print(f"memory: resident {rss / 1024:.1f} MiB, footprint {(rss + unmapped) / 1024:.1f} MiB "
          f"({unmapped / 1024:.1f} MiB of memfd held unmapped); idle CPU over 2 s: {ticks1 - ticks0} ticks")
    sockets = [s for s in os.listdir(runtime) if s.startswith("wayland-") and not s.endswith(".lock")]
    shot = os.path.join(work, "shot.png")
    subprocess.run(["grim", shot], env=dict(env, WAYLAND_DISPLAY=sockets[0]), check=False)
    if os.path.exists(shot):
        print(f"screenshot: {os.path.getsize(shot)} bytes")
    else:
        fail("grim took no screenshot")
    os.kill(pid, signal.SIGSTOP)
    t1 = time.monotonic(); collect(2)
    stopped = [m for t, m in messages if t > t1 + 0.1 and m == "WATCHDOG=1"]
    os.kill(pid, signal.SIGCONT)
    t2 = time.monotonic(); collect(1.5)
    resumed = [m for t, m in messages if t > t2 and m == "WATCHDOG=1"]
    print(f"stopped 2 s: {len(stopped)} pings (systemd would restart it after WatchdogSec); continued: {len(resumed)} pings in 1.5 s")
    if stopped: fail("pings while stopped")
    if not resumed: fail("no ping after continuing")
    killed = time.monotonic()
    os.kill(pid, signal.SIGKILL)
    try:
        code = cage.wait(timeout=10)
        print(f"the app killed: cage exited {(time.monotonic() - killed) * 1000:.0f} ms later with status {code} "
              f"(the unit's Restart=always starts it again)")
    except subprocess.TimeoutExpired:
        fail("cage did not exit when its app died")
finally:
    if cage.poll() is None:
        cage.terminate()
        try: cage.wait(timeout=5)
        except subprocess.TimeoutExpired: cage.kill()
sys.exit(0 if ok else 1)
PY
[ -f "$work/shot.png" ] && cp "$work/shot.png" out/cage-kiosk.png && echo "screenshot in out/cage-kiosk.png"
echo "cage-kiosk-run: ok"
