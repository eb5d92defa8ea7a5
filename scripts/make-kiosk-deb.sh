#!/usr/bin/env bash
# Turns a WayKit app into a Debian package for a kiosk (issue 23,
# docs/kiosk.md): the binary (and the resource bundles SwiftPM put beside it)
# under /usr/lib/NAME, a system user to run it, and a systemd unit that runs it
# fullscreen under cage on tty1, restarts it when it fails and uses systemd's
# watchdog (the app's run loop sends WATCHDOG=1 while its main thread turns).
#
#   scripts/make-kiosk-deb.sh BINARY [--name NAME] [--version VERSION]
#                             [--user USER] [--watchdog SECONDS] [--out DIR]
#
# Prints the path of the .deb it wrote. Needs dpkg-deb only.
set -euo pipefail

usage() { echo "usage: scripts/make-kiosk-deb.sh BINARY [--name NAME] [--version VERSION] [--user USER] [--watchdog SECONDS] [--out DIR]" >&2; exit 2; }
[ $# -ge 1 ] || usage
binary=$1; shift
[ -x "$binary" ] || { echo "make-kiosk-deb: $binary is not an executable" >&2; exit 1; }
name=$(basename "$binary")
version=1.0
user=kiosk
watchdog=30
out=.
while [ $# -gt 0 ]; do
  case "$1" in
    --name) name=$2; shift 2 ;;
    --version) version=$2; shift 2 ;;
    --user) user=$2; shift 2 ;;
    --watchdog) watchdog=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) usage ;;
  esac
done
# Debian package names: lower case, digits, + - . (Policy 5.6.1).
package=$(echo "$name" | tr 'A-Z_' 'a-z-' | tr -cd 'a-z0-9+.-')
[ -n "$package" ] || { echo "make-kiosk-deb: no usable package name in '$name'" >&2; exit 1; }
[[ "$watchdog" =~ ^[0-9]+$ ]] || { echo "make-kiosk-deb: --watchdog takes whole seconds" >&2; exit 1; }
arch=$(dpkg --print-architecture)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
lib="$stage/usr/lib/$package"
mkdir -p "$lib" "$stage/lib/systemd/system" "$stage/DEBIAN"
install -m 0755 "$binary" "$lib/$package"
# SwiftPM's resource bundles sit beside the binary (Bundle.module finds them there).
for bundle in "$(dirname "$binary")"/*.resources; do
  [ -d "$bundle" ] && cp -r "$bundle" "$lib/"
done

# The unit's ExecStart: cage with the app in it, or, with no cage, one clear
# line instead of a restart loop (exit 78, EX_CONFIG, which the unit does not
# restart), or the app alone under a compositor that is already there.
launcher="$lib/$package-kiosk"
cat > "$launcher" <<LAUNCHER
#!/bin/sh
# Starts $name fullscreen under cage (written by WayKit's
# scripts/make-kiosk-deb.sh; docs/kiosk.md). CAGE names another cage binary.
here=\$(dirname "\$0")
app="\$here/$package"
cage="\${CAGE:-/usr/bin/cage}"
if [ -x "\$cage" ]; then
  exec "\$cage" -d -s -- "\$app" "\$@"
fi
if [ -n "\${WAYLAND_DISPLAY:-}" ]; then
  echo "$package: cage is not installed (\$cage; apt install cage): running under the compositor at WAYLAND_DISPLAY=\$WAYLAND_DISPLAY instead" >&2
  exec "\$app" "\$@"
fi
echo "$package: cage is not installed (\$cage; apt install cage), and there is no other compositor (WAYLAND_DISPLAY): not starting" >&2
exit 78
LAUNCHER
chmod 0755 "$launcher"

unit="$package-kiosk.service"
cat > "$stage/lib/systemd/system/$unit" <<UNIT
# $name as a kiosk: fullscreen under cage on tty1 (written by WayKit's
# scripts/make-kiosk-deb.sh; docs/kiosk.md).
[Unit]
Description=$name kiosk (a WayKit app under cage)
After=systemd-user-sessions.service plymouth-quit-wait.service getty@tty1.service
Conflicts=getty@tty1.service
# Give up after five failures in a minute rather than restart for ever.
StartLimitIntervalSec=60
StartLimitBurst=5

[Service]
# The app says READY=1 after its first frame and WATCHDOG=1 while its main
# thread turns; it is cage's child, hence NotifyAccess=all.
Type=notify
NotifyAccess=all
WatchdogSec=$watchdog
TimeoutStartSec=30
Restart=always
RestartSec=2
# The launcher's "cage is not installed": said once, not every two seconds.
RestartPreventExitStatus=78
User=$user
PAMName=login
TTYPath=/dev/tty1
TTYReset=yes
TTYVHangup=yes
StandardInput=tty-fail
StandardOutput=journal
StandardError=journal
UtmpIdentifier=tty1
UtmpMode=user
Environment=XDG_SESSION_TYPE=wayland
ExecStart=/usr/lib/$package/$package-kiosk

[Install]
WantedBy=graphical.target
UNIT

size=$(du -sk "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: $package
Version: $version
Architecture: $arch
Maintainer: WayKit kiosk packager <root@localhost>
Installed-Size: $size
Depends: cage, libwayland-client0, libxkbcommon0, libpixman-1-0, libfreetype6, libharfbuzz0b, libfontconfig1, libpng16-16, libturbojpeg0, libfribidi0, fonts-dejavu-core, libsystemd0, libespeak-ng1, libspeechd2
Section: misc
Priority: optional
Description: $name, a WayKit kiosk app
 Runs $name fullscreen under cage on tty1 from $unit, restarted on
 failure and by systemd's watchdog when it stops answering.
CONTROL

# Maintainer scripts honour DPKG_ROOT, so the package also installs into a
# scratch root (dpkg --root … --force-script-chrootless), as its test does.
cat > "$stage/DEBIAN/postinst" <<POSTINST
#!/bin/sh
set -e
root="\${DPKG_ROOT:-}"
if [ "\$1" = configure ]; then
  if ! grep -q "^$user:" "\$root/etc/passwd" 2>/dev/null; then
    if [ -z "\$root" ]; then
      adduser --system --group --home /var/lib/$package --no-create-home "$user" >/dev/null
      # cage needs the seat's input and video devices.
      adduser "$user" input >/dev/null 2>&1 || true
      adduser "$user" video >/dev/null 2>&1 || true
      adduser "$user" render >/dev/null 2>&1 || true
    else
      echo "$package: not adding user $user inside \$root (DPKG_ROOT)" >&2
    fi
  fi
  if [ -z "\$root" ] && [ -d /run/systemd/system ]; then
    systemctl daemon-reload
    systemctl enable "$unit" >/dev/null
  elif command -v systemctl >/dev/null 2>&1; then
    # systemd is installed but not running (an image being built, a
    # chroot): enabled offline, it starts at the next boot.
    systemctl --root="\${root:-/}" enable "$unit" >/dev/null 2>&1 \
      || echo "$package: $unit could not be enabled; enable it once systemd runs" >&2
  else
    echo "$package: no systemd here: $unit is installed but not enabled; start /usr/lib/$package/$package-kiosk from this system's init" >&2
  fi
fi
exit 0
POSTINST
cat > "$stage/DEBIAN/prerm" <<PRERM
#!/bin/sh
set -e
if [ -z "\${DPKG_ROOT:-}" ] && [ -d /run/systemd/system ] && [ "\$1" = remove ]; then
  systemctl disable --now "$unit" >/dev/null 2>&1 || true
fi
exit 0
PRERM
chmod 0755 "$stage/DEBIAN/postinst" "$stage/DEBIAN/prerm"

mkdir -p "$out"
deb="$out/${package}_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$stage" "$deb" >/dev/null
echo "$deb"
