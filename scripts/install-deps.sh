#!/usr/bin/env bash
# Installs what WayKit needs on a fresh Debian machine: the system libraries it
# links, the compositors its tests run against, and fonts for text rendering.
# Idempotent: it installs only what is missing, so a second run is quick.
set -euo pipefail

packages=(
  pkg-config
  # scripts/check-behaviour.sh (run by scripts/test.sh) is Python 3, stdlib only.
  python3-minimal
  # Wayland client and server (the test compositor), protocol XML and scanner.
  libwayland-dev wayland-protocols
  # Input and rendering libraries.
  libxkbcommon-dev xkb-data libx11-data libpixman-1-dev
  # gcc builds the Weston module (Swift's toolchain brings clang, not gcc).
  gcc
  libfreetype-dev libharfbuzz-dev libfontconfig-dev libpng-dev
  # Images (U5): JPEG through libjpeg-turbo's TurboJPEG API, and the icon
  # font UIImage(systemName:) draws symbols from (Material Icons, Apache-2.0).
  libturbojpeg0-dev fonts-material-design-icons-iconfont
  # Text layout (SPEC K7): FriBidi for bidi, ICU's break iterators for line
  # and word breaks (libicu-dev comes with Debian's Swift dependencies).
  libfribidi-dev libicu-dev
  fonts-dejavu-core fonts-dejavu-extra
  # Fallback fonts the text tests and snapshots rely on: Chinese (WenQuanYi
  # Micro Hei, 1.6 MB download), symbols (Symbola, 1.3 MB) and colour emoji
  # (Noto Color Emoji, 10 MB). fonts-noto-cjk would do for Chinese at 57 MB.
  fonts-wqy-microhei fonts-symbola fonts-noto-color-emoji
  # Client-side title bars where the compositor draws none (GNOME, Weston's
  # desktop shell): libdecor and its cairo plugin, loaded with dlopen at run
  # time only (no -dev package needed to build).
  libdecor-0-0 libdecor-0-plugin-1-cairo
  # Real compositors for end-to-end runs, and libweston's headers for our
  # input-injection module (tools/weston-inject, scripts/build-weston-inject.sh).
  weston libweston-10-dev sway cage grim
  # cage (Debian 12) refuses to start without Xwayland.
  xwayland
  # Y2, the AT-SPI2 bridge: sd-bus's header (libsystemd itself is opened
  # with dlopen), and for scripts/atspi-check.sh at-spi2-core's bus launcher
  # and registry, dbus-run-session, and pyatspi for Debian's /usr/bin/python3.
  libsystemd-dev at-spi2-core dbus python3-pyatspi gir1.2-atspi-2.0
)

# D2: where the compositor names no cursors (Weston 10 has no
# cursor-shape-v1) WayKit draws libwayland-cursor's theme: $XCURSOR_THEME, or
# "default", which inherits the distribution's choice. Without a theme that
# has a pointing hand (`pointer`, `hand2` or `hand1`, WayKit's names for it),
# buttons would show the arrow: DMZ (190 kB) has one and becomes the default.
has_hand_cursor() {
  local theme="${XCURSOR_THEME:-default}" next dir name
  for _ in 1 2 3 4 5; do
    for dir in "$HOME/.local/share/icons" "$HOME/.icons" /usr/share/icons /usr/share/pixmaps; do
      for name in pointer hand2 hand1; do
        [ -e "$dir/$theme/cursors/$name" ] && return 0
      done
    done
    next="$(cat "$HOME/.icons/$theme/index.theme" "/usr/share/icons/$theme/index.theme" 2>/dev/null \
      | sed -n 's/^Inherits *= *//p' | head -n 1 | cut -d, -f1 | tr -d ' ')"
    [ -n "$next" ] || return 1
    theme="$next"
  done
  return 1
}
has_hand_cursor || packages+=(dmz-cursor-theme)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "install-deps: swift (6.1 or newer) is not on PATH" >&2; exit 1; }
