#!/usr/bin/env bash
# Performs the demo's --input-test interactions through a compositor running
# our module tools/weston-inject: waits (up to 20 s) for the demo to print
# them (`waykit-demo: input tap X Y NAME`, `input drag X0 Y0 X1 Y1 NAME`, then
# `input ready`) into LOG, and writes the touches into the module's FIFO.
# Coordinates are the window's, which are the compositor's under kiosk-shell
# (the window sits at the output's origin). Touch id 1, one interaction
# every 300 ms.
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
grep -E "waykit-demo: input (tap|drag) " "$log" | while read -r _ _ kind a b c d _; do
  if [ "$kind" = tap ]; then
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
exec 3>&-
