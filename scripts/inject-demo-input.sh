#!/usr/bin/env bash
# Performs the demo's --input-test interactions through a compositor running
# our module tools/weston-inject: follows LOG, where the demo prints each
# interaction when it is ready for it (`waykit-demo: input tap X Y NAME`,
# `input drag X0 Y0 X1 Y1 NAME`, `input hover X Y NAME`), in phases: the first batch ends with
# `input ready`; later batches (the form's on-screen keyboard, whose keys
# exist only once it has slid in) follow when the demo prints them; `input
# end` says there are no more. Touches are written into the module's FIFO.
# Coordinates are the window's, which are the compositor's under
# kiosk-shell (the window sits at the output's origin). Touch id 1, one
# interaction every 300 ms. A hover moves the pointer there (two motions: the
# first enters the surface, the second moves within it, which shows a
# cursor WayKit hides in kiosk mode until the mouse moves). Gives up after 40 s without a new step.
#
# Usage: scripts/inject-demo-input.sh LOG FIFO
set -euo pipefail
log="$1"
fifo="$2"
for _ in $(seq 400); do
  grep -q "waykit-demo: input ready" "$log" 2>/dev/null && break
  sleep 0.05
done
grep -q "waykit-demo: input ready" "$log" || { echo "inject-demo-input: the demo announced no input steps" >&2; exit 1; }
# The window is mapped by now (the demo announces 100 ms after its first
# commit); a little more for kiosk-shell to give it focus on a loaded machine.
sleep 0.2
exec 3>"$fifo"
done_steps=0
idle=0
while :; do
  # The end marker is looked for before the steps are read: the demo prints
  # a phase's last steps and the marker together, so a marker seen first
  # means every step is in the log when it is read next.
  ended=no
  grep -qE "waykit-demo: (input end|input test|done after)" "$log" && ended=yes
  mapfile -t steps < <(grep -E "waykit-demo: input (tap|drag|hover) " "$log" || true)
  if [ "${#steps[@]}" -le "$done_steps" ]; then
    [ "$ended" = yes ] && break
    idle=$((idle + 1))
    [ "$idle" -gt 800 ] && { echo "inject-demo-input: no new step for 40 s" >&2; break; }
    sleep 0.05
    continue
  fi
  idle=0
  for ((i = done_steps; i < ${#steps[@]}; i++)); do
    read -r _ _ kind a b c d _ <<<"${steps[$i]}"
    if [ "$kind" = hover ]; then
      printf 'pointer motion %s %s\n' "$(( a - 4 ))" "$(( b - 2 ))" >&3
      sleep 0.05
      printf 'pointer motion %s %s\n' "$a" "$b" >&3
    elif [ "$kind" = tap ]; then
      printf 'touch down 1 %s %s\ntouch frame\n' "$a" "$b" >&3
      sleep 0.05
      printf 'touch up 1\ntouch frame\n' >&3
    else
      printf 'touch down 1 %s %s\ntouch frame\n' "$a" "$b" >&3
      for k in 1 2 3 4 5; do
        sleep 0.02
        printf 'touch motion 1 %s %s\ntouch frame\n' "$(( a + (c - a) * k / 5 ))" "$(( b + (d - b) * k / 5 ))" >&3
      done
      sleep 0.02
      printf 'touch up 1\ntouch frame\n' >&3
    fi
    sleep 0.3
  done
  done_steps=${#steps[@]}
done
exec 3>&-
