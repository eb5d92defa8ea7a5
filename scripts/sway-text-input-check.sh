#!/usr/bin/env bash
# K3 against sway: runs the text-input probe (Tests/WayKitWaylandTests/
# TextInputProbeTests.swift, a focused text view in a WayKit window) under a
# headless sway, twice, and checks from its WAYLAND_DEBUG=client log:
#   1. without an input method: sway offers zwp_text_input_manager_v3, the
#      client binds it and makes a text input for the seat; sway sends no
#      enter (it keeps the focus pending until an input method connects), so
#      the client sends no enable and _hasPlatformInputMethod stays false;
#   2. with fcitx5 (its Wayland input-method-v2 frontend, the pinyin engine)
#      when installed: sway sends enter, the client enables the text input
#      with its state; then wtype (a virtual keyboard) types "ni" and space
#      through fcitx5's keyboard grab, and the preedit and the committed
#      Chinese text must reach the view.
# sway 1.7 refuses to run as root, so sway, fcitx5 and the probe run as an
# ordinary user this script creates (`waykit-sway`); sway is stopped by PID.
# Installs nothing: apt-get install fcitx5 fcitx5-modules fcitx5-pinyin wtype
# for part 2 (Debian 12).
#
# Usage: scripts/sway-text-input-check.sh   (KEEP=1 keeps the logs in /tmp/waykit-sway-ti.*)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
command -v sway >/dev/null || { echo "sway-text-input-check: sway is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
swift build --build-tests >/dev/null
tests="$(swift build --show-bin-path)/WayKitPackageTests.xctest"
user=waykit-sway
id "$user" >/dev/null 2>&1 || useradd -m "$user"
home="$(getent passwd "$user" | cut -d: -f6)"
work="$(mktemp -d /tmp/waykit-sway-ti.XXXXXX)"
chmod 755 "$work"
cp "$tests" "$work/probe"
chmod 755 "$work/probe"
chown "$user" "$work"
sway_pid=""
runtime=""
cleanup() {
  if [ -n "$sway_pid" ]; then kill "$sway_pid" 2>/dev/null || true; wait "$sway_pid" 2>/dev/null || true; fi
  [ -n "${KEEP:-}" ] || rm -rf "$work"
  if [ -n "$runtime" ]; then rm -rf "$runtime"; fi
}
trap cleanup EXIT

# Runs sway with `$1` as the script it executes, then waits for `$2` to appear
# in the probe's log (or sway to end, or 40 s).
run_sway() { # script-file log-file
  runtime="$(runuser -u "$user" -- mktemp -d /tmp/waykit-sway-rt.XXXXXX)"
  chmod 700 "$runtime"
  echo "exec sh $1" >"$work/sway.conf"
  runuser -u "$user" -- env -i HOME="$home" PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless \
    WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c "$work/sway.conf" >"$work/sway.log" 2>&1 &
  sway_pid=$!
  for _ in $(seq 400); do
    grep -q "text-input-probe: final text" "$2" 2>/dev/null && break
    kill -0 "$sway_pid" 2>/dev/null || break
    sleep 0.1
  done
  kill "$sway_pid" 2>/dev/null || true
  wait "$sway_pid" 2>/dev/null || true
  sway_pid=""
  rm -rf "$runtime"
  runtime=""
}

probe="$work/probe --testing-library swift-testing --filter TextInputProbeTests"
fail() { echo "sway-text-input-check: $1" >&2; tail -30 "$2" >&2; exit 1; }

# 1. No input method.
log1="$work/probe1.log"
cat >"$work/run1.sh" <<RUN
WAYLAND_DEBUG=client WAYKIT_TEXT_INPUT_PROBE=3 $probe >$log1 2>&1
swaymsg exit
RUN
touch "$log1"; chown "$user" "$log1" "$work/run1.sh"
run_sway "$work/run1.sh" "$log1"
grep -q 'wl_registry@2.global([0-9]*, "zwp_text_input_manager_v3", 1)' "$log1" || fail "sway offers no zwp_text_input_manager_v3" "$log1"
grep -q 'wl_registry@2.bind([0-9]*, "zwp_text_input_manager_v3", 1' "$log1" || fail "the client did not bind zwp_text_input_manager_v3" "$log1"
grep -q 'zwp_text_input_manager_v3@[0-9]*.get_text_input(new id zwp_text_input_v3@' "$log1" || fail "no text input was made for the seat" "$log1"
grep -q "text-input-probe: focused: true" "$log1" || fail "the probe's view did not take focus" "$log1"
if grep -q 'zwp_text_input_v3@[0-9]*.enter(' "$log1"; then enter1=yes; else enter1=no; fi
if grep -q -- '-> zwp_text_input_v3@[0-9]*.enable()' "$log1"; then enable1=yes; else enable1=no; fi
[ "$enter1" = "$enable1" ] || fail "enable ($enable1) does not follow enter ($enter1)" "$log1"
echo "sway-text-input-check: ok: without an input method: manager offered and bound, text input made; enter: $enter1, enable: $enable1"

# 2. fcitx5 with pinyin, typed into with wtype.
if ! command -v fcitx5 >/dev/null || ! command -v wtype >/dev/null || [ ! -e /usr/lib/x86_64-linux-gnu/fcitx5/libpinyin.so ]; then
  echo "sway-text-input-check: skipped the input-method part: needs fcitx5, fcitx5-modules, fcitx5-pinyin and wtype"
  exit 0
fi
mkdir -p "$home/.config/fcitx5/conf"
cat >"$home/.config/fcitx5/profile" <<'PROFILE'
[Groups/0]
Name=Default
Default Layout=us
DefaultIM=pinyin

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=pinyin
Layout=

[GroupOrder]
0=Default
PROFILE
cat >"$home/.config/fcitx5/config" <<'CONFIG'
[Behavior]
ActiveByDefault=True
CONFIG
chown -R "$user" "$home/.config"
log2="$work/probe2.log"
cat >"$work/run2.sh" <<RUN
fcitx5 --disable=dbus,dbusfrontend,notificationitem,kimpanel,xim,xcb,ibusfrontend,fcitx4frontend,clipboard >$work/fcitx5.log 2>&1 &
sleep 2
WAYLAND_DEBUG=client WAYKIT_TEXT_INPUT_PROBE=15 WAYKIT_TEXT_INPUT_PROBE_EXPECT=你 $probe >$log2 2>&1 &
sleep 3
wtype ni
sleep 1
wtype ' '
wait \$!
swaymsg exit
RUN
touch "$log2"; chown "$user" "$log2" "$work/run2.sh"
run_sway "$work/run2.sh" "$log2"
grep -q 'zwp_text_input_v3@[0-9]*.enter(' "$log2" || fail "with fcitx5 running, sway sent no enter" "$log2"
grep -q "text-input-probe: platform input method: true" "$log2" || fail "_hasPlatformInputMethod did not become true" "$log2"
grep -q -- '-> zwp_text_input_v3@[0-9]*.enable()' "$log2" || fail "no enable after enter" "$log2"
grep -q -- '-> zwp_text_input_v3@[0-9]*.set_surrounding_text(' "$log2" || fail "no surrounding text sent" "$log2"
grep -q -- '-> zwp_text_input_v3@[0-9]*.set_content_type(' "$log2" || fail "no content type sent" "$log2"
grep -q -- '-> zwp_text_input_v3@[0-9]*.set_cursor_rectangle(' "$log2" || fail "no cursor rectangle sent" "$log2"
grep -q 'zwp_text_input_v3@[0-9]*.preedit_string("ni"' "$log2" || fail "fcitx5 sent no preedit \"ni\" (fcitx5 log: $(tail -5 "$work/fcitx5.log" | tr '\n' ' '))" "$log2"
grep -q 'text-input-probe: text="ni" marked={0, 2}' "$log2" || fail "the preedit did not become marked text" "$log2"
grep -q 'zwp_text_input_v3@[0-9]*.commit_string("' "$log2" || fail "fcitx5 committed nothing" "$log2"
final="$(grep -o 'text-input-probe: final text=.*' "$log2" | head -1)"
grep -q 'text-input-probe: final text="你"' "$log2" || fail "the committed text did not reach the view ($final)" "$log2"
echo "sway-text-input-check: ok: with fcitx5 (pinyin): enter, enable with state, preedit \"ni\" shown as marked text, commit_string reached the view: ${final#text-input-probe: }"
