#!/usr/bin/env bash
# Builds the Weston input-injection module (tools/weston-inject) with gcc and
# pkg-config into .build/weston-inject/weston-inject.so, when the source is
# newer than the module, and prints the module's path. Needs libweston-10-dev
# (scripts/install-deps.sh installs it). No prebuilt binary is committed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
src="$repo/tools/weston-inject/weston-inject.c"
out="$repo/.build/weston-inject/weston-inject.so"
if [ ! -f "$out" ] || [ "$src" -nt "$out" ]; then
  pkg-config --exists libweston-10 || { echo "build-weston-inject: libweston-10-dev is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
  mkdir -p "$(dirname "$out")"
  # shellcheck disable=SC2046
  gcc -shared -fPIC -O2 -Wall -Wextra -Werror $(pkg-config --cflags libweston-10 wayland-server) \
    "$src" -o "$out.tmp" $(pkg-config --libs libweston-10 wayland-server)
  mv "$out.tmp" "$out"
fi
echo "$out"
