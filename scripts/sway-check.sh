#!/usr/bin/env bash
# Runs the demo under a headless sway (wlroots; WLR_BACKENDS=headless,
# WLR_RENDERER=pixman) and checks that it maps its window, commits frames,
# gets server-side decorations (sway offers zxdg_decoration_manager_v1) and
# reports which of the protocols WayKit uses sway offers. sway 1.7 refuses to
# run as root, so it runs as an ordinary user this script creates
# (`waykit-sway`), with its own runtime directory; it is stopped by PID.
# Installs nothing (scripts/install-deps.sh installs sway).
#
# Usage: scripts/sway-check.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
command -v sway >/dev/null || { echo "sway-check: sway is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
swift build --product waykit-demo >/dev/null
demo="$(swift build --show-bin-path)/waykit-demo"
user=waykit-sway
id "$user" >/dev/null 2>&1 || useradd -m "$user"
work="$(mktemp -d /tmp/waykit-sway.XXXXXX)"
chmod 755 "$work"
cp "$demo" "$work/waykit-demo"
chmod 755 "$work/waykit-demo"
runtime="$(runuser -u "$user" -- mktemp -d /tmp/waykit-sway-rt.XXXXXX)"
chmod 700 "$runtime"
log="$work/demo.log"
touch "$log"
chown "$user" "$log" "$work"
cat >"$work/sway.conf" <<CONF
exec sh -c 'WAYLAND_DEBUG=client $work/waykit-demo --frames 10 --exit-after 10 > $log 2>&1; swaymsg exit'
CONF
sway_pid=""
cleanup() {
  if [ -n "$sway_pid" ]; then kill "$sway_pid" 2>/dev/null || true; wait "$sway_pid" 2>/dev/null || true; fi
  rm -rf "$work" "$runtime"
}
trap cleanup EXIT
runuser -u "$user" -- env XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 \
  WLR_RENDERER=pixman sway -c "$work/sway.conf" >"$work/sway.log" 2>&1 &
sway_pid=$!
for _ in $(seq 300); do
  grep -q "committed frame 10\|done after" "$log" 2>/dev/null && break
  kill -0 "$sway_pid" 2>/dev/null || break
  sleep 0.1
done
sleep 0.5
grep -q "waykit-demo: first commit" "$log" || { tail -20 "$work/sway.log" >&2; tail -20 "$log" >&2; echo "sway-check: no window was mapped" >&2; exit 1; }
grep -q "waykit-demo: committed frame 10" "$log" || { tail -20 "$log" >&2; echo "sway-check: fewer than 10 frames" >&2; exit 1; }
# The decoration mode sway answered (2: server side).
mode="$(grep -o 'zxdg_toplevel_decoration_v1@[0-9]*.configure([0-9])' "$log" | head -1 | grep -o '([0-9])' || true)"
echo "sway-check: ok: $(grep 'first commit' "$log" | sed 's/waykit-demo: //'); 10 frames committed; decoration configure ${mode:-none}"
echo "sway-check: globals sway offers that WayKit binds:"
for g in wl_compositor wl_subcompositor wl_shm xdg_wm_base wl_seat wl_output wp_viewporter wp_fractional_scale_manager_v1 \
         wp_presentation zwp_idle_inhibit_manager_v1 zxdg_decoration_manager_v1 zwp_pointer_gestures_v1 \
         zwp_text_input_manager_v3 wl_data_device_manager zwp_primary_selection_device_manager_v1 zwp_tablet_manager_v2 \
         wp_cursor_shape_manager_v1; do
  if grep -q "wl_registry@2.global([0-9]*, \"$g\"" "$log"; then echo "  $g: yes"; else echo "  $g: no"; fi
done
