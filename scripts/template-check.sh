#!/usr/bin/env bash
# Checks the app template (scripts/new-app.sh, docs/getting-started.md) as an
# author meets it: makes a package in a scratch folder outside the repository,
# depending on this checkout by path, then
#   (default)    runs its test (`swift test`), builds it as getting-started
#                says (`swift build -c release`) and checks the binary is
#                linked as WayKit's own apps are: no shared Swift runtime or
#                libstdc++, lld, packed relative relocations (DT_RELR);
#                about 10 minutes the first time (WayKit built twice, debug
#                and release, in the scratch package), so it is run by hand;
#   --typecheck  type-checks the package's sources and its test against the
#                modules of this checkout's debug build (`swift build` first)
#                and loads its manifest: seconds, run by the test command
#                (AppTemplateTests).
# TEMPLATE_CHECK_DIR keeps the scratch folder (later runs are incremental);
# otherwise a new one is made and removed. Prints "template-check: ok".
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
mode=full
case "${1:-}" in
  --typecheck) mode=typecheck ;;
  "") ;;
  *) echo "usage: scripts/template-check.sh [--typecheck]" >&2; exit 2 ;;
esac
name=TemplateCheck
if [ -n "${TEMPLATE_CHECK_DIR:-}" ]; then
  scratch="$TEMPLATE_CHECK_DIR"
  mkdir -p "$scratch"
else
  scratch="$(mktemp -d "${TMPDIR:-/tmp}/waykit-template-check.XXXXXX")"
  trap 'rm -rf "$scratch"' EXIT
fi
case "$(cd "$scratch" && pwd)/" in
  "$repo"/*) echo "template-check: the scratch folder must be outside the repository" >&2; exit 1 ;;
esac
package="$scratch/$name"
# A fresh package each time, keeping the build folder of an earlier one.
if [ -d "$package/.build" ]; then mv "$package/.build" "$scratch/.build-kept"; fi
rm -rf "$package"
bash "$repo/scripts/new-app.sh" "$name" "$package" --path "$repo"
if [ -d "$scratch/.build-kept" ]; then mv "$scratch/.build-kept" "$package/.build"; fi

if [ "$mode" = typecheck ]; then
  debug="$repo/.build/debug"
  [ -f "$debug/Modules/WayKit.swiftmodule" ] && [ -f "$debug/Modules/WayKitTesting.swiftmodule" ] \
    || { echo "template-check: WayKit is not built at $debug (swift build --build-tests first)" >&2; exit 1; }
  flags=(-I "$debug/Modules")
  # The C targets' module maps: those SwiftPM writes beside their objects,
  # and the system libraries' own, with their headers' folders
  # (WayKitTesting imports WayKitRender, which imports FreeType and the rest).
  for map in "$debug"/*.build/module.modulemap "$repo"/Sources/C*/module.modulemap; do
    flags+=(-Xcc "-fmodule-map-file=$map")
  done
  for flag in $(pkg-config --cflags freetype2 harfbuzz fontconfig fribidi libpng16 pixman-1 libturbojpeg); do
    flags+=(-Xcc "$flag")
  done
  # The manifest: compiled and evaluated as SwiftPM does (no dependency is
  # fetched or built).
  swift package --package-path "$package" dump-package >"$scratch/manifest.json"
  # And WayKit's own, whose apps' linker flags (appLinking, on ButtonGrid)
  # the template's must match: a flag added to one and not the other fails.
  # (Its own scratch path: the test command holds the repository's .build.)
  swift package --package-path "$repo" --scratch-path "$scratch/waykit-manifest" dump-package >"$scratch/waykit.json"
  python3 - "$scratch/manifest.json" "$name" "$scratch/waykit.json" "$repo" <<'PY'
import json, sys
manifest, name, waykit, repo = json.load(open(sys.argv[1])), sys.argv[2], json.load(open(sys.argv[3])), sys.argv[4]
def flags(target):
    return [f for s in target["settings"] if s.get("tool") == "linker"
            for f in s.get("kind", {}).get("unsafeFlags", {}).get("_0", [])]
targets = {t["name"]: t for t in manifest["targets"]}
assert targets[name]["type"] == "executable", targets[name]
assert targets[name + "Tests"]["type"] == "test"
app = flags(targets[name])
ours = [f.replace(repo, "WAYKIT") for f in flags(next(t for t in waykit["targets"] if t["name"] == "ButtonGrid"))]
app = [f.replace(repo, "WAYKIT") for f in app]
assert app == ours, f"the template's linker flags differ from WayKit's appLinking:\n  template {app}\n  WayKit   {ours}"
assert any(f.startswith("--symbol-ordering-file=") for f in app), app
PY
  order=$(sed -n 's/.*--symbol-ordering-file=\([^"]*\)".*/\1/p' "$package/Package.swift" | sed "s|\\\\(waykitDirectory)|$repo|")
  [ -f "$order" ] || { echo "template-check: the symbol order the manifest names is not there: $order" >&2; exit 1; }
  # The app's sources as a module (with testing on, as a debug build has
  # it), then its test against that module and WayKitTesting.
  out="$scratch/modules"
  mkdir -p "$out"
  swiftc -emit-module -parse-as-library -enable-testing -swift-version 6 -module-name "$name" \
    -emit-module-path "$out/$name.swiftmodule" "${flags[@]}" "$package/Sources/$name"/*.swift
  swiftc -typecheck -swift-version 6 -module-name "${name}Tests" -I "$out" "${flags[@]}" \
    "$package/Tests/${name}Tests"/*.swift
  echo "template-check: ok (type-checked against $debug)"
  exit 0
fi

swift test --package-path "$package" 2>&1 | tee "$scratch/test.log" | grep -E "error:|✘|Test run with" || true
grep -qE "Test run with 1 test .*passed" "$scratch/test.log" || { echo "template-check: the package's test did not pass (log: $scratch/test.log)" >&2; exit 1; }
swift build -c release --package-path "$package" 2>&1 | tail -n 1
app="$(swift build -c release --package-path "$package" --show-bin-path)/$name"
[ -x "$app" ] || { echo "template-check: no binary at $app" >&2; exit 1; }
! ldd "$app" | grep -E "libswiftCore|libFoundation|libstdc\+\+" || { echo "template-check: $app loads a shared Swift runtime or libstdc++" >&2; exit 1; }
grep -q RELR <<<"$(readelf -d "$app")" || { echo "template-check: $app has no packed relative relocations" >&2; exit 1; }
grep -q "Linker: LLD" <<<"$(readelf -p .comment "$app")" || { echo "template-check: $app was not linked by lld" >&2; exit 1; }
echo "template-check: ok ($app: $(stat -c %s "$app") bytes)"
