#!/usr/bin/env bash
# Runs every WayKit test on a fresh Debian machine: installs what is missing,
# builds everything (examples and benchmarks included, so they can't rot), and
# runs every test: the event model's, the Wayland client's through our own test
# compositor, the renderer's snapshots, and the demo under a real headless Weston.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
# docs/behaviour.md lists, under each SPEC rule, the tests that check it; a
# rule ID cited by a test must be a rule there, and the lists must be current.
bash scripts/check-behaviour.sh

swift build --build-tests 2>&1 | tail -n 3
# waykit-port (U2, docs/porting.md) is a package of its own, so swift-syntax
# stays out of what apps resolve; its tests type-check ported code against
# the WayKit modules just built.
swift build --package-path tools/waykit-port --build-tests 2>&1 | tail -n 3
# The start-up symbol order (tools/link-order) must still match the code it
# lays out; the check names the command that regenerates it when it does not.
bash scripts/check-link-order.sh

log=$(mktemp)
# The apps and tests keep fontconfig's answers in a file of this run's own
# (docs/rendering.md, "match cache"), not in the user's ~/.cache.
fonts=$(mktemp -d)
export WAYKIT_FONT_MATCH_CACHE="$fonts/font-matches"
portlog=$(mktemp)
trap 'rm -f "$log" "$portlog"; rm -rf "$fonts"' EXIT
# Swift Testing prints one line per test; keep the failures and the summary.
set +e
swift test --skip-build 2>&1 | tee "$log" | grep -E "✘|error:|Test run with"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "swift test failed (exit $status); the failing tests are above, the whole log was in $log"
  cp "$log" /tmp/waykit-test.log
  exit "$status"
fi

passed=$(grep -oE "Test run with [0-9]+ tests" "$log" | grep -oE "[0-9]+" | tail -1)
[ -n "$passed" ] || { echo "no Swift Testing summary found"; exit 1; }

set +e
swift test --package-path tools/waykit-port --skip-build 2>&1 | tee "$portlog" | grep -E "✘|error:|Test run with"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "waykit-port's tests failed (exit $status); the failing tests are above"
  cp "$portlog" /tmp/waykit-port-test.log
  exit "$status"
fi
port_passed=$(grep -oE "Test run with [0-9]+ tests" "$portlog" | grep -oE "[0-9]+" | tail -1)
[ -n "$port_passed" ] || { echo "no Swift Testing summary found for waykit-port"; exit 1; }
passed=$((passed + port_passed))

# The end-to-end run under a real compositor (scripts/weston-check.sh: headless
# Weston, then Weston's kiosk shell) is one of the tests above
# (WayKitWaylandTests/WestonTests), so it runs inside `swift test`.

echo "tests: $passed passed, 0 failed"
