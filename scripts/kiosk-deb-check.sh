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
grep -q "^ExecStart=/usr/bin/cage -d -s -- /usr/lib/demo-kiosk/demo-kiosk" "$unit"

# systemd-analyze verifies inside the root: it resolves ExecStart's binary
# there (cage is copied from the host) and the unit's implicit dependencies
# (the host's targets and slices are copied in, as a real system has them).
mkdir -p "$root/usr/bin"
cp "$(command -v cage || echo /usr/bin/cage)" "$root/usr/bin/cage"
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
