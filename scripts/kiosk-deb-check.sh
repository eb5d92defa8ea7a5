#!/usr/bin/env bash
# The kiosk package's test (issue 23; run by WayKitWaylandTests/KioskPackageTests):
# packages BINARY with scripts/make-kiosk-deb.sh, installs it into a scratch
# root with dpkg (maintainer scripts run chrootless, honouring DPKG_ROOT),
# checks the files landed, and verifies the unit with systemd-analyze.
# Prints "kiosk-deb-check: ok" when every step passed.
set -euo pipefail
binary=${1:?usage: scripts/kiosk-deb-check.sh BINARY}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

deb=$("$here/make-kiosk-deb.sh" "$binary" --name demo-kiosk --version 1.2 --out "$work")
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
# Not `dpkg-deb --info | grep -q`: grep stops reading at the match, and with
# pipefail the writer's SIGPIPE (status 141) fails the script.
grep -q "Package: demo-kiosk" <<<"$(dpkg-deb --info "$deb")"

root="$work/root"
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/etc"
touch "$root/var/lib/dpkg/status"
echo "root:x:0:0:root:/root:/bin/sh" > "$root/etc/passwd"
dpkg --root="$root" --force-script-chrootless --force-depends --force-not-root \
  --log=/dev/null -i "$deb" > "$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log"; exit 1; }
grep -q "^Status: install ok installed" <(dpkg --root="$root" -s demo-kiosk)
test -x "$root/usr/lib/demo-kiosk/demo-kiosk"
unit="$root/lib/systemd/system/demo-kiosk-kiosk.service"
test -f "$unit"
grep -q "^WatchdogSec=30" "$unit"
grep -q "^Restart=always" "$unit"
grep -q "^ExecStart=/usr/lib/demo-kiosk/demo-kiosk-kiosk$" "$unit"
grep -q "^RestartPreventExitStatus=78" "$unit"
# systemd is not running here: the postinst enabled the unit offline.
test -L "$root/etc/systemd/system/graphical.target.wants/demo-kiosk-kiosk.service"

# The launcher: cage with the app in it.
launcher="$root/usr/lib/demo-kiosk/demo-kiosk-kiosk"
printf '#!/bin/sh\necho "cage $*"\n' > "$work/fake-cage"
chmod +x "$work/fake-cage"
ran=$(env -u WAYLAND_DISPLAY CAGE="$work/fake-cage" "$launcher")
[ "$ran" = "cage -d -s -- $root/usr/lib/demo-kiosk/demo-kiosk" ] || { echo "the launcher ran: $ran"; exit 1; }
# No cage and no compositor: one line naming cage, exit 78 (not restarted).
status=0
env -u WAYLAND_DISPLAY CAGE=/nonexistent/cage "$launcher" > "$work/out" 2> "$work/err" || status=$?
[ "$status" = 78 ] || { echo "no cage: exit $status, not 78"; exit 1; }
[ "$(wc -l < "$work/err")" = 1 ] && grep -q "cage is not installed" "$work/err" || { cat "$work/err"; echo "no cage: not one clear line"; exit 1; }
# No cage but a compositor: the app itself runs (here it finds no socket at
# that name and says so itself).
status=0
XDG_RUNTIME_DIR="$work" WAYLAND_DISPLAY=no-such-display CAGE=/nonexistent/cage timeout 20 "$launcher" > "$work/out" 2> "$work/err" || status=$?
grep -q "cage is not installed.*running under the compositor at WAYLAND_DISPLAY=no-such-display" "$work/err" \
  || { cat "$work/err"; echo "no cage: the fallback was not said"; exit 1; }
[ "$(grep -c "cage is not installed" "$work/err")" = 1 ] || { cat "$work/err"; echo "said more than once"; exit 1; }
[ "$(wc -l < "$work/err")" -ge 2 ] || { cat "$work/err"; echo "the app did not run (nothing of its own said)"; exit 1; }
echo "launcher: cage; no cage; no cage under a compositor (the app said: $(sed -n 2p "$work/err" | cut -c1-100))"

# Without systemctl at all: one line saying the unit is not enabled.
mkdir -p "$work/bin"
ln -s "$(command -v grep)" "$work/bin/grep"
dpkg-deb -e "$deb" "$work/control"
said=$(DPKG_ROOT="$work/empty-root" PATH="$work/bin" /bin/sh "$work/control/postinst" configure 2>&1 >/dev/null) || { echo "postinst failed: $said"; exit 1; }
[ "$(grep -c "no systemd here" <<<"$said")" = 1 ] || { echo "postinst without systemd said: $said"; exit 1; }

# systemd-analyze verifies inside the root: it resolves ExecStart's
# launcher there, and the unit's implicit dependencies (the host's targets
# and slices are copied in, as a real system has them).
for f in /lib/systemd/system/*.target /lib/systemd/system/*.slice /lib/systemd/system/*.socket \
         /lib/systemd/system/systemd-user-sessions.service /lib/systemd/system/getty@.service; do
  [ -e "$f" ] && cp -L "$f" "$root/lib/systemd/system/" 2>/dev/null || true
done
verify=$(SYSTEMD_LOG_LEVEL=notice systemd-analyze verify --root="$root" "$unit" 2>&1) || {
  echo "$verify"; echo "systemd-analyze verify failed"; exit 1; }
# Only the unit's own problems count (not the copied host units').
if echo "$verify" | grep -i "demo-kiosk" ; then echo "systemd-analyze complained about the unit"; exit 1; fi
dpkg --root="$root" --force-script-chrootless --force-not-root --log=/dev/null -r demo-kiosk > /dev/null 2>&1
test ! -e "$root/usr/lib/demo-kiosk/demo-kiosk"
echo "kiosk-deb-check: ok"
