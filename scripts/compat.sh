#!/usr/bin/env bash
# The compatibility check (docs/compatibility.md): how many UIKit programs of a
# corpus compile against WayKit with only `waykit-port` applied, which API the
# rest miss, and whether the ones that compile run headless without crashing.
#
#   scripts/compat.sh [--no-run] [--swift6] [CORPUS]
#
# CORPUS (default Compat/) holds one folder a program; its Swift files may sit
# anywhere under it. Each program is copied to a scratch folder (the corpus is
# never changed), ported there with tools/waykit-port (or, without that tool,
# with `import UIKit` replaced by `import WayKit`), and type-checked in Swift 5
# mode against the modules of this package's debug build; `--swift6` checks
# Swift 6 mode too. The errors are grouped by the API they name
# (scripts/compat-report.py). Without `--no-run`, each program that compiles
# is linked with WayKitTesting and run on the headless backend: launched from
# its app delegate, a few taps, a few virtual seconds (scripts/compat-runner.sh).
#
# Needs a debug build of the package (`swift build`); builds the WayKit module
# and WayKitTesting when they are missing. Run it under the build lock when
# others build on the machine: `flock /tmp/waykit-build.lock scripts/compat.sh`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
run=1
swift6=0
corpus=""
for argument in "$@"; do
  case "$argument" in
    --no-run) run=0 ;;
    --swift6) swift6=1 ;;
    -*) echo "usage: scripts/compat.sh [--no-run] [--swift6] [CORPUS]" >&2; exit 2 ;;
    *) corpus=$argument ;;
  esac
done
corpus=$(cd "${corpus:-$root/Compat}" && pwd)

bin=$(cd "$root" && swift build --show-bin-path)
if [ ! -f "$bin/Modules/WayKit.swiftmodule" ] || [ ! -f "$bin/Modules/WayKitTesting.swiftmodule" ]; then
  (cd "$root" && swift build --target WayKitTesting 2>&1 | tail -n 3)
fi

# The port command: tools/waykit-port when this checkout has it, else the one
# rewrite every port needs.
port_tool=""
if [ -f "$root/tools/waykit-port/Package.swift" ]; then
  (cd "$root/tools/waykit-port" && swift build 2>&1 | tail -n 1) >&2
  port_tool="$(cd "$root/tools/waykit-port" && swift build --show-bin-path)/waykit-port"
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
results="$scratch/results"
mkdir -p "$results"

typecheck() { # typecheck MODE NAME DIR -> errors on stdout
  local mode=$1 name=$2 dir=$3
  local files=()
  while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$dir" -name '*.swift' -print0 | sort -z)
  [ ${#files[@]} -gt 0 ] || return 0
  local library=(-parse-as-library)
  for f in "${files[@]}"; do [ "$(basename "$f")" = main.swift ] && library=(); done
  # -emit-sil, not -typecheck: Swift 6's data-race errors (region-based
  # isolation, "sending … risks causing data races") are SIL diagnostics,
  # which a type-check alone never reports.
  swiftc -emit-sil -wmo -o /dev/null -swift-version "$mode" "${library[@]}" -module-name "$name" \
    -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CWayKitRuntime.build/module.modulemap" \
    "${files[@]}" 2>&1 | grep -E '^[^ ].*: error: ' || true
}

programs=()
for program in "$corpus"/*/; do
  program=${program%/}
  name=$(basename "$program")
  [ -n "$(find "$program" -name '*.swift' -print -quit)" ] || continue
  programs+=("$name")
  module=$(echo "$name" | tr -c 'A-Za-z0-9_\n' '_')
  work="$scratch/programs/$name"
  mkdir -p "$work"
  cp -R "$program/." "$work/"
  if [ -n "$port_tool" ]; then
    "$port_tool" "$work" > "$results/$name.port" 2>&1 || true
  else
    find "$work" -name '*.swift' -exec sed -i -E 's/^([[:space:]]*)import UIKit([[:space:]]|$)/\1import WayKit\2/' {} +
  fi
  typecheck 5 "$module" "$work" > "$results/$name.swift5"
  if [ "$swift6" = 1 ]; then typecheck 6 "$module" "$work" > "$results/$name.swift6"; fi
  if [ "$run" = 1 ] && [ ! -s "$results/$name.swift5" ]; then
    bash "$root/scripts/compat-runner.sh" "$bin" "$module" "$work" > "$results/$name.run" 2>&1 \
      && echo ok > "$results/$name.runstatus" || echo "failed ($?)" > "$results/$name.runstatus"
  fi
done

if [ ${#programs[@]} -eq 0 ]; then
  echo "no programs with Swift sources under $corpus (Compat/README.md says how to fill it)"
  exit 0
fi
python3 "$root/scripts/compat-report.py" "$results" "${programs[@]}"
