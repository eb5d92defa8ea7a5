#!/usr/bin/env bash
# Installs what WayKit needs, builds the demo and runs it:
# - under $WAYLAND_DISPLAY when a compositor is there: touch it; close the window
#   to finish;
# - else under a headless Weston (kiosk-shell) this script starts (and stops),
#   with our module tools/weston-inject giving it a touch device: the demo's
#   taps and drags (--input-test) go through the compositor as real wl_touch
#   events (scripts/inject-demo-input.sh), and the demo checks their actions;
#   last, the pointer moves onto a button and the cursor must become the hand.
# Leaves under out/: seed-traces.txt (the seed articles' scenes replayed
# headless, waykit-seed-traces), trace.txt (the delivery trace of every touch,
# the cursor the views chose, `cursor pointingHand`, and what Weston was
# given, `wayland cursor: set_cursor hand2`), demo.png (the demo's
# own pixels), and, under headless Weston, the compositor's view (via
# weston-screenshooter and Weston's --debug): weston-screenshot.png (the first
# frame), weston-keyboard.png (the form typed on the on-screen keyboard) and
# weston-cursor.png (the pointer moved onto "Buy now": the pointing hand),
# then the navigation stack driven through the compositor: weston-push.png
# (Details pushed by a tap), weston-edge-back.png (popped by a swipe from the
# left edge), weston-tab-retap.png (a tap on the selected tab popped to the
# root), then the modals: weston-alert.png (Rename's alert, "Zoe" typed into
# its field on the on-screen keyboard; Return then renames) and
# weston-sheet.png (List's sheet holding a list; a swipe down dismisses it),
# then weston-style-dark.png (the Style tab's configured buttons and rows,
# after its switch turned the window dark).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
bash "$repo/scripts/install-deps.sh"
swift build --product waykit-demo 2>&1 | tail -n 1
swift build --product waykit-seed-traces 2>&1 | tail -n 1
bin="$(swift build --show-bin-path)"
demo="$bin/waykit-demo"
out="$repo/out"
mkdir -p "$out"
rm -f "$out"/trace.txt "$out"/demo*.png "$out"/weston-*.png

# The seeds' scenes replayed headless, their traces next to their logs.
"$bin/waykit-seed-traces" >"$out/seed-traces.txt"
echo "demo: seed traces (headless) in out/seed-traces.txt"

if [ -n "${WAYLAND_DISPLAY:-}" ] && [ -S "${XDG_RUNTIME_DIR:-/nonexistent}/$WAYLAND_DISPLAY" -o -S "$WAYLAND_DISPLAY" ]; then
  echo "demo: running under $WAYLAND_DISPLAY; touch the views, close the window to finish"
  "$demo" --screenshot "$out/demo.png" --trace "$out/trace.txt" | tee "$out/demo.log"
  echo "demo: trace in out/trace.txt, screenshot in out/demo.png"
  exit 0
fi

command -v weston >/dev/null || { echo "demo: no \$WAYLAND_DISPLAY and no weston" >&2; exit 1; }
runtime="$(mktemp -d /tmp/waykit-demo.XXXXXX)"
chmod 700 "$runtime"
socket="waykit-demo-$$"
weston_pid=""
demo_pid=""
inject_pid=""
cleanup() {
  [ -n "$inject_pid" ] && kill "$inject_pid" 2>/dev/null || true
  [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null || true
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT

module="$(bash "$repo/scripts/build-weston-inject.sh")"
# --debug exposes weston_screenshooter to clients (Weston 10 refuses it otherwise).
XDG_RUNTIME_DIR="$runtime" WESTON_INJECT_FIFO="$runtime/inject" weston --backend=headless-backend.so --use-pixman \
  --debug --shell=kiosk-shell.so --socket="$socket" --width=1280 --height=800 --idle-time=0 --modules="$module" \
  >"$runtime/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do
  [ -S "$runtime/$socket" ] && [ -p "$runtime/inject" ] && break
  sleep 0.05
done
[ -S "$runtime/$socket" ] || { cat "$runtime/weston.log" >&2; echo "demo: weston did not start" >&2; exit 1; }
echo "demo: started headless Weston (pid $weston_pid) on $runtime/$socket, taps through tools/weston-inject"

XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" "$demo" --kiosk --input-test --exit-after 50 \
  --screenshot "$out/demo.png" --trace "$out/trace.txt" >"$out/demo.log" 2>&1 &
demo_pid=$!
for _ in $(seq 200); do
  grep -q "input ready" "$out/demo.log" 2>/dev/null && break
  sleep 0.05
done
shoot() {  # weston-screenshooter writes wayland-screenshot-<time>.png into its working directory
  command -v weston-screenshooter >/dev/null || return 0
  (cd "$runtime" && XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" timeout 10 weston-screenshooter >/dev/null 2>&1) || true
  local shot
  shot="$(ls -t "$runtime"/wayland-screenshot-*.png 2>/dev/null | head -1 || true)"
  if [ -n "$shot" ]; then mv "$shot" "$out/$1"; fi
}
# The compositor's view of the first frame, before the taps (the demo
# finishes once they have all been answered).
shoot weston-screenshot.png
bash "$repo/scripts/inject-demo-input.sh" "$out/demo.log" "$runtime/inject" &
inject_pid=$!
# The form typed on WayKit's on-screen keyboard, as Weston shows it: the demo
# says "form typed" after the last key's action and waits 1.5 s before its
# last step.
while kill -0 "$inject_pid" 2>/dev/null && ! grep -q "waykit-demo: form typed" "$out/demo.log"; do sleep 0.05; done
if grep -q "waykit-demo: form typed" "$out/demo.log"; then
  sleep 0.6
  shoot weston-keyboard.png
fi
# The mouse (D2): the last step moved the pointer onto 004's button; once the
# demo's trace says Weston was given the pointing hand after that step,
# Weston's view of it (Weston 10 has no cursor-shape-v1: the hand is the
# cursor theme's image, attached by WayKit with wl_pointer.set_cursor).
hand_sent() {
  awk '/waykit-demo: input hover / { h = 1 }
       h && /trace: wayland cursor: set_(shape pointer|cursor (pointer|hand2|hand1))$/ { f = 1 }
       END { exit !f }' "$out/demo.log"
}
for _ in $(seq 60); do
  hand_sent && break
  sleep 0.05
done
if hand_sent; then
  sleep 0.2
  shoot weston-cursor.png
fi
# The navigation phase (V3–V5): each screen as Weston shows it once the demo
# says it is shown (it waits 1.2 s before its next step): the pushed list,
# the root again after the edge swipe, and the root after the re-tap on the
# selected tab popped the pushed list.
nav_shot() {  # nav_shot STEP FILE
  for _ in $(seq 300); do
    grep -q "waykit-demo: navigation shown .*(step $1)" "$out/demo.log" && break
    kill -0 "$demo_pid" 2>/dev/null || return 0
    sleep 0.05
  done
  if grep -q "waykit-demo: navigation shown .*(step $1)" "$out/demo.log"; then
    sleep 0.3
    shoot "$2"
  fi
}
nav_shot 1 weston-push.png
nav_shot 2 weston-edge-back.png
nav_shot 4 weston-tab-retap.png
# The modal phase (M1–M3): the alert with "Zoe" typed into its field on the
# on-screen keyboard, then the sheet holding a list, as Weston shows them.
modal_shot() {  # modal_shot NAME FILE
  for _ in $(seq 300); do
    grep -q "waykit-demo: modal shown $1" "$out/demo.log" && break
    kill -0 "$demo_pid" 2>/dev/null || return 0
    sleep 0.05
  done
  if grep -q "waykit-demo: modal shown $1" "$out/demo.log"; then
    sleep 0.4
    shoot "$2"
  fi
}
modal_shot alert weston-alert.png
modal_shot sheet weston-sheet.png
# The style phase (U4, U6): the Style tab's configured buttons and rows after
# its switch turned the window dark.
style_shot() {  # style_shot FILE
  for _ in $(seq 300); do
    grep -q "waykit-demo: style shown dark" "$out/demo.log" && break
    kill -0 "$demo_pid" 2>/dev/null || return 0
    sleep 0.05
  done
  if grep -q "waykit-demo: style shown dark" "$out/demo.log"; then
    sleep 0.4
    shoot "$1"
  fi
}
style_shot weston-style-dark.png
wait "$inject_pid" || true
inject_pid=""
wait "$demo_pid" || { cat "$out/demo.log" >&2; echo "demo: the demo failed" >&2; demo_pid=""; exit 1; }
demo_pid=""
cat "$out/demo.log"
echo "demo: trace in out/trace.txt; screenshots: $(ls "$out"/*.png | xargs -n1 basename | tr '\n' ' ')"
