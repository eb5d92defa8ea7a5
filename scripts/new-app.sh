#!/usr/bin/env bash
# Makes a new WayKit app: a Swift package that depends on WayKit, with an app
# delegate, a scene delegate, a view controller, a test on WayKitTesting's
# headless backend, and the recommended build settings in its Package.swift
# (a release build is linked as WayKit's own apps are: docs/getting-started.md).
# The files come from scripts/app-template/, with __NAME__ replaced.
#
#   scripts/new-app.sh NAME [DIR]                 # WayKit by path: this checkout
#   scripts/new-app.sh NAME [DIR] --path WAYKIT   # WayKit by path: another checkout
#   scripts/new-app.sh NAME [DIR] --url URL [--branch BRANCH | --from VERSION]
#
# NAME is the package, the app's module and its executable: a Swift
# identifier (letters, digits, _). DIR defaults to ./NAME and must not exist
# yet. WAYKIT_PATH, or WAYKIT_URL (with WAYKIT_BRANCH or WAYKIT_FROM), set the
# dependency as the options do. By path, the package uses the checkout as it
# is (local work); by URL, SwiftPM fetches WayKit into the package's
# .build/checkouts/, where the linker settings find its link order.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
template="$repo/scripts/app-template"

usage() {
  echo "usage: scripts/new-app.sh NAME [DIR] [--path WAYKIT | --url URL [--branch BRANCH | --from VERSION]]" >&2
  exit 2
}
[ $# -ge 1 ] || usage
name=$1; shift
dir=""
if [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; then dir=$1; shift; fi
path="${WAYKIT_PATH:-}"
url="${WAYKIT_URL:-}"
branch="${WAYKIT_BRANCH:-}"
from="${WAYKIT_FROM:-}"
while [ $# -gt 0 ]; do
  case "$1" in
    --path) [ $# -ge 2 ] || usage; path=$2; url=""; shift 2 ;;
    --url) [ $# -ge 2 ] || usage; url=$2; path=""; shift 2 ;;
    --branch) [ $# -ge 2 ] || usage; branch=$2; shift 2 ;;
    --from) [ $# -ge 2 ] || usage; from=$2; shift 2 ;;
    *) usage ;;
  esac
done
[[ "$name" =~ ^[A-Za-z][A-Za-z0-9_]*$ ]] || { echo "new-app: '$name' is not a Swift identifier (letters, digits, _)" >&2; exit 1; }
dir="${dir:-$name}"
[ ! -e "$dir" ] || { echo "new-app: $dir already exists" >&2; exit 1; }
[ -n "$branch" ] && [ -n "$from" ] && { echo "new-app: --branch or --from, not both" >&2; exit 1; }

if [ -n "$url" ]; then
  # SwiftPM checks a dependency out under .build/checkouts/ by the URL's last
  # component, and names the package by it in lower case.
  checkout=$(basename "${url%/}" .git)
  package=$(echo "$checkout" | tr 'A-Z' 'a-z')
  if [ -n "$from" ]; then requirement="from: \"$from\""; else requirement="branch: \"${branch:-main}\""; fi
  dependency=".package(url: \"$url\", $requirement)"
  directory="// Fetched by SwiftPM: its checkout in this package's scratch folder (a
// build with --scratch-path elsewhere must change this line).
let waykitDirectory = packageDirectory + \"/.build/checkouts/$checkout\""
else
  path="${path:-$repo}"
  [ -f "$path/Package.swift" ] && [ -f "$path/tools/link-order/startup-order.txt" ] \
    || { echo "new-app: $path is not a WayKit checkout" >&2; exit 1; }
  path="$(cd "$path" && pwd)"
  package=$(basename "$path" | tr 'A-Z' 'a-z')
  dependency=".package(path: \"$path\")"
  directory="// A local checkout, used as it is (scripts/new-app.sh --path).
let waykitDirectory = \"$path\""
fi

# SwiftPM wants target names unique across the package graph: the app's
# must not be one of WayKit's.
if grep -oE '(\.(target|executableTarget|testTarget|systemLibrary)\(|^ *)name: "[A-Za-z0-9_]+"' "${path:-$repo}/Package.swift" \
    | grep -qE "name: \"($name|${name}Tests)\"$"; then
  echo "new-app: WayKit has a target named $name or ${name}Tests; choose another name" >&2
  exit 1
fi
mkdir -p "$dir/Sources/$name" "$dir/Tests/${name}Tests"
# The placeholders are replaced in Python: paths and URLs hold characters
# that sed would read as its own.
python3 - "$template" "$dir" "$name" "$package" "$dependency" "$directory" <<'PY'
import os, sys
template, out, name, package, dependency, directory = sys.argv[1:7]
files = {
    "Package.swift.template": "Package.swift",
    "Sources/AppDelegate.swift": f"Sources/{name}/AppDelegate.swift",
    "Sources/SceneDelegate.swift": f"Sources/{name}/SceneDelegate.swift",
    "Sources/ViewController.swift": f"Sources/{name}/ViewController.swift",
    "Tests/AppTests.swift": f"Tests/{name}Tests/{name}Tests.swift",
    "gitignore": ".gitignore",
}
for source, target in files.items():
    text = open(os.path.join(template, source)).read()
    text = (text.replace("__WAYKIT_DIRECTORY__", directory).replace("__WAYKIT_DEPENDENCY__", dependency)
                .replace("__WAYKIT_PACKAGE__", package).replace("__NAME__", name))
    with open(os.path.join(out, target), "w") as f:
        f.write(text)
PY
echo "new-app: made $dir ($name, WayKit ${url:-at $path}); next: cd $dir && swift test && swift build -c release"
