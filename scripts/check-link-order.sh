#!/usr/bin/env bash
# Fails when tools/link-order/startup-order.txt, the start-up symbol order
# lld lays the apps' code out by (Package.swift, docs/performance.md), has
# gone stale: when more than MAX_LOST of the WayKit functions it listed, and
# the debug build defined, when scripts/generate-link-order.sh made it are
# no longer in the debug build of waykit-button-grid (renamed or removed;
# the functions that replaced them are in no order either). The baseline is
# tools/link-order/startup-order.stamp, written by the generate script.
# MAX_LOST is 10, measured (docs/performance.md, "Keeping the order
# fresh"): with 10 of the order's WayKit functions left out the idle grid's
# resident code grew by 0.14 MiB, with 20 by 0.23 MiB, with 40 by 0.56 MiB.
# Needs the debug grid (scripts/test.sh builds it first); takes about 1 s.
#
# Usage: scripts/check-link-order.sh [DEBUG_GRID_BINARY]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
max_lost="${LINK_ORDER_MAX_LOST:-10}"
order=tools/link-order/startup-order.txt
stamp=tools/link-order/startup-order.stamp
binary="${1:-.build/debug/waykit-button-grid}"
fix="regenerate it: scripts/generate-link-order.sh (under a minute plus a release build; needs valgrind and weston), then commit startup-order.txt and startup-order.stamp"
if [ ! -f "$stamp" ]; then
  echo "check-link-order: $stamp is missing; $fix" >&2
  exit 1
fi
if [ ! -x "$binary" ]; then
  echo "check-link-order: no debug build of the grid at $binary (swift build --product waykit-button-grid)" >&2
  exit 1
fi
if ! python3 scripts/link-order-stamp.py check "$order" "$binary" "$stamp" "$max_lost"; then
  echo "check-link-order: $fix" >&2
  exit 1
fi
