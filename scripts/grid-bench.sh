#!/usr/bin/env bash
# The project's performance bar, end to end: the 100-button grid app
# (waykit-button-grid, release build) under headless Weston 10 (kiosk shell,
# pixman, 1280×800 output, the app fullscreen), tapped through the compositor.
# Each run starts its own Weston on a private socket in a private
# XDG_RUNTIME_DIR, with our module tools/weston-inject (built on demand by
# scripts/build-weston-inject.sh) giving it a seat: the taps are real
# wl_touch events. Weston and the app are stopped by PID. Works as root.
#
# Every time comes from the compositor's side of the protocol stream: the
# module logs, with CLOCK_MONOTONIC, each input event it sends and each
# request it receives. Per run:
# - exec → first frame: CLOCK_MONOTONIC just before exec (a python3 wrapper
#   reads it and execs the app) to Weston receiving the commit of the
#   window's first full-size buffer;
# - first touch: wl_touch.down sent → the next wl_surface.commit received
#   (the highlighted button), with the pools made and the damage between;
# - later touches: the same for touches 2…N (150 ms apart, so Weston's frame
#   callback has always come back: no touch waits on pacing);
# - up → commit: wl_touch.up sent → the commit of the relabelled button;
# - resident memory (VmRSS) idle 1 s after the first frame, and 1 s after
#   the last touch; CPU ticks (utime + stime) over the 2 idle seconds after
#   the first;
# - footprint, beside each resident figure: VmRSS plus the shared memory the
#   app holds without mapping it. Such memory (a wl_shm pool's memfd the app
#   keeps open but has unmapped) is the machine's as long as the app holds
#   the descriptor, yet VmRSS does not count it. Counted from /proc/PID: every
#   open descriptor that is a memfd or a /dev/shm file (readlink of
#   /proc/PID/fd/N) whose device and inode appear in no line of
#   /proc/PID/maps, each file once, at its allocated size (st_blocks × 512 of
#   stat on the descriptor). Mapped shared memory is in VmRSS already, as far
#   as it is resident. (WayKit keeps its window buffers mapped since issue
#   23, so for it the two are equal unless something else holds a memfd.)
# Then the median and min–max of each over the runs (later touches and
# up → commit: over every touch of every run).
#
# Usage: scripts/grid-bench.sh [RUNS] [TOUCHES]   (defaults 5 and 20; each
# app also runs once before them, unmeasured)
# GRID_SIZE=WxH sets the output size (default 1280x800); GRID_SHELL=desktop
# uses desktop-shell and a window of that size instead of kiosk fullscreen;
# The app is built as Package.swift builds every WayKit app: the Swift
# runtime and Foundation static, linked by lld with packed relocations.
# GRID_CAPS sets the injected seat's capabilities (WESTON_INJECT_CAPS;
# default "touch", as a touch kiosk has: a pointer adds a cursor theme,
# 0.5 MiB, and a keyboard a keymap);
# GRID_SMAPS=1 prints the largest mappings of the last run's idle app;
# GRID_APP=PATH runs another build of the grid instead (to compare two).
# GRID_BUILD=author also builds the grid as an app author would (issue 23):
# a package of its own made by scripts/new-app.sh, in a scratch folder outside
# the repository (GRID_AUTHOR_DIR, default $TMPDIR/waykit-grid-author, kept
# between runs so later builds are incremental), depending on this checkout by
# path, with the template's Package.swift and `swift build -c release`; the
# grid's sources (Examples/ButtonGrid and ButtonGridScene, in one module,
# AuthorGrid: names of targets must differ from WayKit's) take the place of
# the template's. Runs alternate between the two builds and the
# figures of both are printed, with the author's build against the project's.
# Before the measured runs each app runs once unmeasured (run 0), so each has
# its font-match cache (docs/rendering.md) filled, as on a machine it has run
# on before.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-5}"
touches="${2:-20}"
size="${GRID_SIZE:-1280x800}"
width="${size%x*}"
height="${size#*x}"
# GRID_SCALE=2: Weston's output scale (a HiDPI panel): the app draws at
# that buffer scale into a buffer of the output's pixel size, and the taps
# are aimed in the surface's logical coordinates.
scale="${GRID_SCALE:-1}"
cd "$repo"
command -v weston >/dev/null || { echo "grid-bench: weston is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "grid-bench: python3 is needed for the exec timestamp and the log" >&2; exit 1; }
module="$(bash "$repo/scripts/build-weston-inject.sh")"
labels=()
apps=()
if [ -n "${GRID_APP:-}" ]; then
  labels+=(given); apps+=("$GRID_APP")   # another build of the grid, to compare
else
  swift build -c release --product waykit-button-grid >/dev/null
  labels+=(project); apps+=("$(swift build -c release --show-bin-path)/waykit-button-grid")
fi
if [ "${GRID_BUILD:-project}" = author ]; then
  author_dir="${GRID_AUTHOR_DIR:-${TMPDIR:-/tmp}/waykit-grid-author}"
  case "$(mkdir -p "$author_dir" && cd "$author_dir" && pwd)/" in
    "$repo"/*) echo "grid-bench: GRID_AUTHOR_DIR must be outside the repository" >&2; exit 1 ;;
  esac
  package="$author_dir/AuthorGrid"
  rm -rf "$author_dir/new"
  bash "$repo/scripts/new-app.sh" AuthorGrid "$author_dir/new" --path "$repo" >/dev/null
  # The grid's sources instead of the template's (its harness main.swift
  # imports the backend's modules, which the WayKit product brings; the
  # harness makes the backend itself), and no test target. Files are only
  # replaced when they differ, so a rebuild recompiles nothing else.
  python3 - "$author_dir/new" "$package" "$repo" <<'PY'
import filecmp, glob, os, re, shutil, sys
new, package, repo = sys.argv[1:4]
manifest = open(os.path.join(new, "Package.swift")).read()
manifest = re.sub(r"\n        \.testTarget\(.*?\n        \),", "", manifest, flags=re.S)
manifest = manifest.replace('dependencies: [.product(name: "WayKit", package: "{0}")]'.format(os.path.basename(repo).lower()),
    'dependencies: [' + ", ".join('.product(name: "{0}", package: "{1}")'.format(p, os.path.basename(repo).lower())
                                for p in ("WayKit", "WayKitRender", "WayKitWayland")) + ']')
files = {"Package.swift": manifest}
for source in sorted(glob.glob(os.path.join(repo, "Examples/ButtonGrid/*.swift")) + glob.glob(os.path.join(repo, "Examples/ButtonGridScene/*.swift"))):
    text = open(source).read().replace("import ButtonGridScene\n", "")
    files["Sources/AuthorGrid/" + os.path.basename(source)] = text
wanted = set(files)
for path in glob.glob(os.path.join(package, "Sources/**/*.swift"), recursive=True) + glob.glob(os.path.join(package, "Tests/**/*"), recursive=True):
    if os.path.relpath(path, package) not in wanted and os.path.isfile(path): os.remove(path)
for rel, text in files.items():
    path = os.path.join(package, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if not os.path.exists(path) or open(path).read() != text:
        with open(path, "w") as f: f.write(text)
shutil.rmtree(new)
PY
  echo "grid-bench: building the author's grid in $package (swift build -c release)"
  swift build -c release --package-path "$package" --product AuthorGrid >"$author_dir/build.log" 2>&1 \
    || { tail -n 20 "$author_dir/build.log" >&2; echo "grid-bench: the author's grid did not build" >&2; exit 1; }
  labels+=(author); apps+=("$(swift build -c release --package-path "$package" --show-bin-path)/AuthorGrid")
fi
for app in "${apps[@]}"; do [ -x "$app" ] || { echo "grid-bench: no grid at $app" >&2; exit 1; }; done
shell="kiosk-shell.so"
kiosk="--kiosk"
if [ "${GRID_SHELL:-kiosk}" = desktop ]; then shell="desktop-shell.so"; kiosk=""; fi

runtime="$(mktemp -d /tmp/waykit-grid.XXXXXX)"
chmod 700 "$runtime"
weston_pid=""
app_pid=""
stop() {  # $1: name of the variable holding a PID
  local pid="${!1}"
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  eval "$1=''"
}
cleanup() {
  exec 3>&- 2>/dev/null || true
  stop app_pid
  stop weston_pid
  rm -rf "$runtime"
}
trap cleanup EXIT

echo "grid-bench: $(weston --version), headless, pixman, ${shell%.so}, output ${size} at scale ${scale}, taps through" \
  "tools/weston-inject (seat: ${GRID_CAPS:-touch}); release builds (Swift runtime static, lld, DT_RELR): ${labels[*]};" \
  "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

results="$runtime/results"
: >"$results"
# VmRSS and the shared memory held unmapped (kB), as the header says.
footprint() {
  python3 - "$1" <<'PY'
import os, stat, sys
pid = sys.argv[1]
mapped = set()
for line in open(f"/proc/{pid}/maps"):
    fields = line.split()
    if len(fields) >= 5 and fields[4] != "0":
        major, minor = (int(x, 16) for x in fields[3].split(":"))
        mapped.add((major, minor, int(fields[4])))
held = {}
for fd in os.listdir(f"/proc/{pid}/fd"):
    try:
        target = os.readlink(f"/proc/{pid}/fd/{fd}")
        st = os.stat(f"/proc/{pid}/fd/{fd}")
    except OSError:
        continue
    key = (os.major(st.st_dev), os.minor(st.st_dev), st.st_ino)
    if stat.S_ISREG(st.st_mode) and (target.startswith("/memfd:") or target.startswith("/dev/shm/")) and key not in mapped:
        held[key] = st.st_blocks * 512
rss = next(int(l.split()[1]) for l in open(f"/proc/{pid}/status") if l.startswith("VmRSS:"))
print(rss, sum(held.values()) // 1024, len(held))
PY
}

for run in $(seq 0 "$runs"); do
for index in "${!apps[@]}"; do
  label="${labels[$index]}"
  app="${apps[$index]}"
  dir="$runtime/run$run-$label"
  mkdir -p "$dir"
  chmod 700 "$dir"
  socket="waykit-grid-$$-$run-$label"
  XDG_RUNTIME_DIR="$dir" WESTON_INJECT_FIFO="$dir/inject" WESTON_INJECT_LOG="$dir/protocol.log" \
    WESTON_INJECT_CAPS="${GRID_CAPS:-touch}" \
    weston --backend=headless-backend.so --use-pixman --shell="$shell" --socket="$socket" \
    --width="$width" --height="$height" --scale="$scale" --idle-time=0 --modules="$module" >"$dir/weston.log" 2>&1 &
  weston_pid=$!
  for _ in $(seq 200); do
    [ -S "$dir/$socket" ] && [ -p "$dir/inject" ] && break
    kill -0 "$weston_pid" 2>/dev/null || { cat "$dir/weston.log" >&2; echo "grid-bench: weston exited" >&2; exit 1; }
    sleep 0.05
  done
  [ -S "$dir/$socket" ] && [ -p "$dir/inject" ] || { cat "$dir/weston.log" >&2; echo "grid-bench: weston did not start" >&2; exit 1; }
  exec 3>"$dir/inject"

  XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY="$socket" python3 -c '
import os, sys, time
with open(sys.argv[1], "w") as f: f.write(str(time.clock_gettime_ns(time.CLOCK_MONOTONIC)))
os.execv(sys.argv[2], sys.argv[2:])' "$dir/exec.ns" "$app" --size "$size" $kiosk >"$dir/app.log" 2>&1 &
  app_pid=$!
  for _ in $(seq 400); do
    grep -q "idle" "$dir/app.log" 2>/dev/null && break
    kill -0 "$app_pid" 2>/dev/null || { cat "$dir/app.log" >&2; echo "grid-bench: the app exited" >&2; exit 1; }
    sleep 0.05
  done
  grep -q "idle" "$dir/app.log" || { cat "$dir/app.log" >&2; echo "grid-bench: the app never drew" >&2; exit 1; }

  # Idle: memory after a second (the spare buffer is made by then), then
  # the CPU it uses over the next two.
  sleep 1
  read -r rss_idle held_idle held_files < <(footprint "$app_pid")
  ticks0=$(awk '{print $14 + $15}' "/proc/$app_pid/stat")
  sleep 2
  ticks1=$(awk '{print $14 + $15}' "/proc/$app_pid/stat")
  # The window buffers' memfds, mapped or not.
  buffers=$(for f in /proc/"$app_pid"/fd/*; do
    case "$(readlink "$f")" in *memfd:waykit-shm*) stat -Lc %s "$f" ;; esac
  done | awk '{s += $1} END {print s + 0}')
  if [ -n "${GRID_SMAPS:-}" ] && [ "$run" -eq "$runs" ]; then
    [ -n "${GRID_SMAPS_COPY:-}" ] && cp "/proc/$app_pid/smaps" "$GRID_SMAPS_COPY"
    grep -E 'VmRSS|RssAnon|RssFile|RssShmem' "/proc/$app_pid/status" | tr -s ' \t' ' ' | sed 's/^/memory: /'
    echo "memory: largest mappings by resident size (kB):"
    awk '/^[0-9a-f]+-[0-9a-f]+ /{name = (NF >= 6 ? $6 : "[anon]")} /^Rss:/{rss[name] += $2}
         END{for (n in rss) if (rss[n] > 0) printf "%8d  %s\n", rss[n], n}' "/proc/$app_pid/smaps" | sort -rn | head -25
  fi

  # Taps on successive buttons: down, 50 ms, up, 150 ms.
  for k in $(seq 0 $((touches - 1))); do
    b=$((k % 100))
    x=$(( (b % 10) * width / scale / 10 + width / scale / 20 ))
    y=$(( (b / 10) * height / scale / 10 + height / scale / 20 ))
    printf 'mark tap %d\ntouch down 1 %d %d\ntouch frame\n' "$k" "$x" "$y" >&3
    sleep 0.05
    printf 'touch up 1\ntouch frame\n' >&3
    sleep 0.15
  done
  sleep 1
  read -r rss_input held_input _ < <(footprint "$app_pid")
  tapped=$(grep -c "tapped" "$dir/app.log" || true)
  exec 3>&-
  pid="$app_pid"
  stop app_pid
  stop weston_pid
  [ "$tapped" -eq "$touches" ] || { cat "$dir/app.log" >&2; echo "grid-bench: $tapped of $touches taps reached the app's buttons" >&2; exit 1; }
  # Run 0 fills each app's font-match cache and is not counted.
  out="$results"
  [ "$run" -gt 0 ] || out=/dev/null

  python3 - "$dir/protocol.log" "$pid" "$(cat "$dir/exec.ns")" "$width" "$height" \
    "$rss_idle" "$rss_input" "$((ticks1 - ticks0))" "$run" "$out" "$buffers" \
    "$(sed -n 's/.*, \([0-9.]*\) ms after main.*/\1/p' "$dir/app.log")" "$label" "$held_idle" "$held_input" "$held_files" <<'PY'
import sys
log, pid, exec_ns, w, h = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
rss_idle, rss_input, ticks, run, results, buffers, after_main, label, held_idle, held_input, held_files = sys.argv[6:17]
lines = []
for line in open(log):
    parts = line.split(" ", 3)
    if len(parts) == 4 and parts[1] == pid:
        lines.append((int(parts[0]), parts[2], parts[3].strip()))
first = None
damage = {}
for t, d, msg in lines:
    if ".damage_buffer(" in msg:
        damage.setdefault(msg.split(".")[0], []).append(msg.split("(", 1)[1].rstrip(")"))
    elif msg.endswith(".commit()"):
        if f"0, 0, {w}, {h}" in damage.pop(msg.split(".")[0], []) and first is None:
            first = t
def after(t0, kind):
    """The first commit after t0, with what happened between."""
    pools, rects = 0, []
    for t, d, msg in lines:
        if t <= t0: continue
        if "create_pool" in msg: pools += 1
        if ".damage_buffer(" in msg: rects.append(msg.split("(", 1)[1].rstrip(")"))
        if msg.endswith(".commit()"): return (t - t0) / 1e6, pools, rects
    return None, pools, rects
downs = [t for t, d, msg in lines if d == "<-" and ".down(" in msg and msg.startswith("wl_touch")]
ups = [t for t, d, msg in lines if d == "<-" and ".up(" in msg and msg.startswith("wl_touch")]
touch = [after(t, "down") for t in downs]
lift = [after(t, "up") for t in ups]
if first is None or not touch or any(x[0] is None for x in touch + lift):
    sys.exit(f"grid-bench: run {run}: missing commits in the protocol log")
later = [x[0] for x in touch[1:]]
with open(results, "a") as f:
    print(f"app {label} run {run} first_frame {(first - exec_ns) / 1e6:.2f} first_touch {touch[0][0]:.3f}"
          f" first_touch_pools {touch[0][1]} later {','.join(f'{v:.3f}' for v in later)}"
          f" up {','.join(f'{x[0]:.3f}' for x in lift)} later_pools {sum(x[1] for x in touch[1:] + lift)}"
          f" rss_idle {rss_idle} rss_input {rss_input} idle_ticks {ticks} buffers {buffers}"
          f" to_main {(first - exec_ns) / 1e6 - float(after_main or 0):.2f}"
          f" held_idle {held_idle} held_input {held_input}", file=f)
median = sorted(later)[len(later) // 2] if later else float("nan")
print(f"{label} run {run}{' (warm-up, not counted)' if run == '0' else ''}: exec → first frame {(first - exec_ns) / 1e6:.1f} ms (exec → main "
      f"{(first - exec_ns) / 1e6 - float(after_main or 0):.1f} ms); first touch down → commit "
      f"{touch[0][0]:.3f} ms ({touch[0][1]} pools made, damage {' '.join(touch[0][2])}); later touches "
      f"median {median:.3f} ms; idle {int(rss_idle) / 1024:.1f} MiB resident, footprint "
      f"{(int(rss_idle) + int(held_idle)) / 1024:.1f} MiB ({held_files} shared-memory files held unmapped; window "
      f"buffers {int(buffers) / 1048576:.1f} MiB), after input {int(rss_input) / 1024:.1f} MiB, footprint "
      f"{(int(rss_input) + int(held_input)) / 1024:.1f} MiB; "
      f"idle CPU {ticks} ticks")
PY
done
done

python3 - "$results" <<'PY'
import statistics, sys
all_rows = [line.split() for line in open(sys.argv[1])]
all_rows = [dict(zip(r[0::2], r[1::2])) for r in all_rows]
labels = list(dict.fromkeys(r["app"] for r in all_rows))
def fmt(values, unit, digits):
    return (f"median {statistics.median(values):.{digits}f} {unit}, min–max "
            f"{min(values):.{digits}f}–{max(values):.{digits}f} {unit}")
medians = {}
for label in labels:
  rows = [r for r in all_rows if r["app"] == label]
  if len(labels) > 1:
    print(f"== {label} build ==")
  first_frame = [float(r["first_frame"]) for r in rows]
  first_touch = [float(r["first_touch"]) for r in rows]
  later = [float(v) for r in rows for v in r["later"].split(",") if v]
  up = [float(v) for r in rows for v in r["up"].split(",") if v]
  idle = [int(r["rss_idle"]) / 1024 for r in rows]
  after = [int(r["rss_input"]) / 1024 for r in rows]
  n = len(rows)
  print(f"exec → first frame:            {fmt(first_frame, 'ms', 1)} ({n} runs)")
  print(f"  of which exec → main:         {fmt([float(r['to_main']) for r in rows], 'ms', 1)} (the app's own clock at main)")
  print(f"first touch down → commit:     {fmt(first_touch, 'ms', 3)} ({n} runs; pools made: "
        f"{sum(int(r['first_touch_pools']) for r in rows)})")
  print(f"later touches down → commit:   {fmt(later, 'ms', 3)} ({len(later)} touches; pools made by later touches and lifts: "
        f"{sum(int(r['later_pools']) for r in rows)})")
  print(f"up → relabelled commit:        {fmt(up, 'ms', 3)} ({len(up)} lifts)")
  foot_idle = [(int(r["rss_idle"]) + int(r["held_idle"])) / 1024 for r in rows]
  foot_after = [(int(r["rss_input"]) + int(r["held_input"])) / 1024 for r in rows]
  print(f"resident memory, idle:         {fmt(idle, 'MiB', 1)} (VmRSS; window buffers "
        f"{statistics.median(int(r['buffers']) for r in rows) / 1048576:.1f} MiB)")
  print(f"footprint, idle:               {fmt(foot_idle, 'MiB', 1)} (VmRSS + shared memory held unmapped)")
  print(f"resident memory, after input:  {fmt(after, 'MiB', 1)} (VmRSS)")
  print(f"footprint, after input:        {fmt(foot_after, 'MiB', 1)}")
  print(f"idle CPU over 2 s:             {sum(int(r['idle_ticks']) for r in rows)} ticks in all {n} runs")
  medians[label] = {"first frame": statistics.median(first_frame), "first touch": statistics.median(first_touch),
                    "footprint idle": statistics.median(foot_idle), "footprint after input": statistics.median(foot_after)}
if "author" in medians and len(medians) > 1:
    base = next(l for l in labels if l != "author")
    print(f"== the author's build against the {base} build (medians) ==")
    for key, value in medians["author"].items():
        ref = medians[base][key]
        unit = "ms" if "first" in key else "MiB"
        print(f"{key + ':':23} {value:.3f} {unit} against {ref:.3f} {unit}: {100 * (value - ref) / ref:+.1f} %")
PY
