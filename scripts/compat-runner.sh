#!/usr/bin/env bash
# Runs one ported program headless (docs/compatibility.md, "Running"):
#   scripts/compat-runner.sh BIN MODULE DIR
# BIN is the package's debug build folder, MODULE the program's module name,
# DIR its ported sources (a scratch copy: this changes it). The program is
# linked with WayKit, WayKitRender and WayKitTesting and started by
# `HeadlessBackend.launch(AppDelegate.self)` instead of its `@main`: the
# attribute is taken off its app delegate and a small main of our own
# launches that class, taps the screen in a few places, lets a few virtual
# seconds pass and draws every window. Exit status 0 when it ran to the end.
#
# A program whose app delegate makes no window because iOS would have loaded
# its Main storyboard gets the storyboard's initial controller class as the
# root of a window, made with `init()` (only when the storyboard names one).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$1 module=$2 dir=$3

# The app delegate: the class the `@main` / `@UIApplicationMain` attribute sits on.
delegate=""
while IFS= read -r -d '' file; do
  found=$(python3 - "$file" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
match = re.search(r"@(?:main|UIApplicationMain)\b\s*((?:(?:final|public|open|internal)\s+)*)class\s+(\w+)", text)
if match:
    print(match.group(2))
    text = text[:match.start()] + match.group(1) + "class " + match.group(2) + text[match.end():]
    open(sys.argv[1], "w", encoding="utf-8").write(text)
EOF
)
  [ -n "$found" ] && delegate=$found
done < <(find "$dir" -name '*.swift' -print0)
if [ -z "$delegate" ]; then echo "no @main app delegate found"; exit 3; fi

# The initial controller of a Main storyboard, for apps that rely on one.
initial=""
storyboard=$(find "$dir" -name 'Main.storyboard' -print -quit)
if [ -n "$storyboard" ]; then
  initial=$(python3 - "$storyboard" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
first = re.search(r'initialViewController="([^"]+)"', text)
if first:
    scene = re.search(r'<viewController[^>]*id="%s"[^>]*>' % re.escape(first.group(1)), text)
    if scene:
        name = re.search(r'customClass="(\w+)"', scene.group(0))
        if name:
            print(name.group(1))
EOF
)
fi
standin=""
if [ -n "$initial" ]; then
  standin="if backend.launchedScenes.flatMap(\\.windows).allSatisfy({ \$0.rootViewController == nil }) {
            let scene = backend.launchedScenes.first ?? backend.scene
            let window = UIWindow(windowScene: scene)
            window.rootViewController = $initial()
            window.makeKeyAndVisible()
            keptWindows.append(window)
            backend.advanceTime(by: 0.5)
        }"
fi

cat > "$dir/CompatRunner.swift" <<EOF
import WayKit
import WayKitTesting

@MainActor var keptWindows: [UIWindow] = []

@main
enum CompatRunner {
    static func main() {
        MainActor.assumeIsolated {
            let backend = HeadlessBackend.launch($delegate.self)
            backend.advanceTime(by: 1)
            $standin
            let size = backend.sceneSize
            let taps = [CGPoint(x: size.width / 2, y: size.height / 2),
                        CGPoint(x: size.width / 2, y: size.height * 0.3),
                        CGPoint(x: size.width / 2, y: size.height * 0.7),
                        CGPoint(x: size.width * 0.3, y: size.height - 30),
                        CGPoint(x: size.width - 30, y: 70)]
            for point in taps {
                backend.tap(at: point)
                backend.advanceTime(by: 0.5)
            }
            backend.advanceTime(by: 2)
            var drawn = 0
            for scene in backend.launchedScenes {
                for window in scene.windows where backend.render(window) != nil { drawn += 1 }
            }
            for window in keptWindows where backend.render(window) != nil { drawn += 1 }
            print("ran: \(backend.launchedScenes.count) scenes, \(drawn) windows drawn")
        }
    }
}
EOF

cflags=()
for flag in $(pkg-config --cflags pixman-1 freetype2 harfbuzz fontconfig fribidi libpng16 libturbojpeg); do cflags+=(-Xcc "$flag"); done
maps=()
for map in "$bin/CWayKitRuntime.build/module.modulemap" "$bin/CICUBreak.build/module.modulemap" \
  "$bin/CWayKitRenderServices.build/module.modulemap" \
  "$root"/Sources/{CPixman,CFreeType,CHarfBuzz,CFontconfig,CFriBidi,CPNG,CTurboJPEG}/module.modulemap; do
  maps+=(-Xcc "-fmodule-map-file=$map")
done
objects=("$bin"/WayKit.build/*.o "$bin"/WayKitRender.build/*.o "$bin"/WayKitTesting.build/*.o \
  "$bin"/CWayKitRuntime.build/*.o "$bin"/CICUBreak.build/*.o "$bin"/CWayKitRenderServices.build/*.o)
files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$dir" -name '*.swift' -print0 | sort -z)
swiftc -swift-version 5 -parse-as-library -module-name "$module" -I "$bin/Modules" \
  -Xcc -I"$root/Sources/CWayKitRuntime/include" -Xcc -I"$root/Sources/CICUBreak/include" \
  -Xcc -I"$root/Sources/CWayKitRenderServices/include" \
  "${maps[@]}" "${cflags[@]}" "${files[@]}" "${objects[@]}" \
  $(pkg-config --libs pixman-1 freetype2 harfbuzz fontconfig fribidi libpng16 libturbojpeg) \
  -o "$dir/run" > "$dir/link.log" 2>&1 || { grep -E "error" "$dir/link.log" | head -20; }
[ -x "$dir/run" ] || { echo "did not link"; exit 4; }
cd "$dir"
timeout 120 ./run
