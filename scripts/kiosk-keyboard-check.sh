#!/usr/bin/env bash
# K5 under cage, the kiosk compositor, which offers no input method
# (no zwp_text_input_manager_v3 in cage 0.1.4): the demo starts in kiosk
# mode with its form's Name field focused, so WayKit's own on-screen
# keyboard must come up by itself. Checks the demo's log for it, and takes
# a screenshot of cage's output with grim (wlr-screencopy) into
# out/cage-keyboard.png, whose bottom rows must be the keyboard's grey.
# cage refuses root and needs Xwayland on Debian 12: it runs as an
# ordinary user this script creates (`waykit-sway`, shared with
# scripts/sway-check.sh), headless (WLR_BACKENDS=headless,
# WLR_RENDERER=pixman), and is stopped by PID. Installs nothing
# (scripts/install-deps.sh installs cage, xwayland and grim).
#
# The same under sway (headless, as scripts/sway-check.sh runs it) with
# `sway` as the argument.
#
# cage runs with two headless outputs (WLR_HEADLESS_OUTPUTS=2; the kiosk
# spans both): with one, the app's fullscreen buffer covers the output
# exactly and wlroots 0.15 scans it out directly, which the headless
# backend accepts, and grim then captures the last frame cage composited
# (from before the first configure), not what is shown (docs/keyboard.md).
#
# Usage: scripts/kiosk-keyboard-check.sh [cage|sway]
set -euo pipefail
compositor="${1:-cage}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
for tool in "$compositor" grim; do
  command -v "$tool" >/dev/null || { echo "kiosk-keyboard-check: $tool is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
done
swift build --product waykit-demo >/dev/null
demo="$(swift build --show-bin-path)/waykit-demo"
user=waykit-sway
id "$user" >/dev/null 2>&1 || useradd -m "$user"
work="$(mktemp -d /tmp/waykit-cage.XXXXXX)"
chmod 755 "$work"
cp "$demo" "$work/waykit-demo"
chmod 755 "$work/waykit-demo"
runtime="$(runuser -u "$user" -- mktemp -d /tmp/waykit-cage-rt.XXXXXX)"
chmod 700 "$runtime"
log="$work/demo.log"
touch "$log"
chown "$user" "$log" "$work"
cage_pid=""
cleanup() {
  if [ -n "$cage_pid" ]; then kill "$cage_pid" 2>/dev/null || true; wait "$cage_pid" 2>/dev/null || true; fi
  rm -rf "$work" "$runtime"
}
trap cleanup EXIT
app="${WAYKIT_EXTRA_ENV:-} WAYLAND_DEBUG=client $work/waykit-demo --kiosk --focus Name --exit-after 12 > $log 2>&1"
if [ "$compositor" = sway ]; then
  printf 'exec sh -c "%s"\n' "$app" >"$work/sway.conf"
  runuser -u "$user" -- env XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 \
    WLR_RENDERER=pixman sway -c "$work/sway.conf" >"$work/compositor.log" 2>&1 &
else
  runuser -u "$user" -- env XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 \
    WLR_RENDERER=pixman WLR_HEADLESS_OUTPUTS=2 ${CAGE_EXTRA_ENV:-} cage -- sh -c "$app" >"$work/compositor.log" 2>&1 &
fi
cage_pid=$!
for _ in $(seq 200); do
  grep -q "on-screen keyboard shown" "$log" 2>/dev/null && break
  kill -0 "$cage_pid" 2>/dev/null || break
  sleep 0.05
done
grep -q "on-screen keyboard shown" "$log" || {
  tail -20 "$work/compositor.log" >&2; grep -v "^trace:\|^\[" "$log" | tail -20 >&2
  echo "kiosk-keyboard-check: the on-screen keyboard did not come up" >&2; exit 1; }
if grep -q 'wl_registry@2.global([0-9]*, "zwp_text_input_manager_v3"' "$log"; then im="offers text-input-v3"; else im="offers no text-input-v3"; fi
sleep 1
socket="$(ls "$runtime" | grep -E '^wayland-[0-9]+$' | head -1)"
mkdir -p out
runuser -u "$user" -- env XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" grim "$work/shot.png"
cp "$work/shot.png" "out/$compositor-keyboard.png"
# The keyboard's background (#D1D3D9-ish grey) along the output's last rows.
grey="$(python3 - "$work/shot.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
pos, chunks = 8, {}
idat = b""
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
    if kind == b"IHDR": w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
    elif kind == b"IDAT": idat += body
raw = zlib.decompress(idat); bpp = 4 if ctype == 6 else 3; stride = w * bpp
rows, prev, i = [], bytearray(stride), 0
for y in range(h):
    f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line); prev = line
y = h - 3
px = [tuple(rows[y][x * bpp:x * bpp + 3]) for x in range(0, w, max(1, w // 40))]
grey = sum(1 for r, g, b in px if 190 <= r <= 225 and abs(r - g) < 12 and abs(g - b) < 16)
print(f"{grey}/{len(px)}")
PY
)"
if [ "${grey%%/*}" -lt 20 ]; then
  echo "kiosk-keyboard-check: the keyboard is not on $compositor's screen (grey at $grey samples of the last row)" >&2; exit 1
fi
echo "kiosk-keyboard-check: ok: $compositor $im; $(grep 'on-screen keyboard shown' "$log" | sed 's/waykit-demo: //'); bottom row keyboard grey at $grey samples; screenshot out/$compositor-keyboard.png"
