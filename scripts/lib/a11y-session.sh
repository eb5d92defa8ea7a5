# Shared by scripts/atspi-check.sh and scripts/orca-check.sh (sourced, not
# run): a private accessibility session, each process stopped by its PID.
#
#   a11y_unblock_signals "$0" "$@"   first thing: re-exec with no signal blocked
#   a11y_session NAME "$0"           outside: find the demo, run "$0 --inside TMP" in
#                                    dbus-run-session with a clean environment; exits
#   (inside) a11y_inside "$2"        XDG_RUNTIME_DIR, the stop-on-exit trap
#   stop PID · wait_for SECONDS CMD... · has_owner BUS-OPTION NAME
#
# Why the re-exec: started by the test runner (swift test), a script inherits
# a thread's signal mask with SIGTERM blocked; neither our kills nor the bus
# launcher's nor dbus-run-session's would stop anything. bash cannot unblock
# a signal itself, so python3 clears the mask and execs bash again.
a11y_unblock_signals() {
  [[ -n "${WAYKIT_SIGNALS_UNBLOCKED:-}" ]] && return 0
  export WAYKIT_SIGNALS_UNBLOCKED=1
  exec /usr/bin/python3 -c 'import os, signal, sys
signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGPIPE, signal.SIG_DFL)
os.execv("/bin/bash", ["bash"] + sys.argv[1:])' "$@"
}

# a11y_session NAME SCRIPT: the demo (WAYKIT_DEMO, or built), a temporary
# folder, and SCRIPT --inside TMP in a private session bus, with nothing from
# the caller's desktop (DISPLAY, its session bus, AT_SPI_BUS_ADDRESS). Prints
# "NAME: ok (S s)" or "NAME: FAILED"; KEEP=1 keeps the logs. Exits.
a11y_session() {
  local name="$1" script="$2" repo demo tmp start rc=0 seconds
  repo="$(cd "$(dirname "$script")/.." && pwd)"
  if [[ -n "${WAYKIT_DEMO:-}" ]]; then
    demo="$WAYKIT_DEMO"
  else
    (cd "$repo" && swift build --product waykit-demo >/dev/null)
    demo="$(cd "$repo" && swift build --show-bin-path)/waykit-demo"
  fi
  tmp="$(mktemp -d "/tmp/waykit-$name.XXXXXX")"
  start=$EPOCHREALTIME
  env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$tmp" LANG=C.UTF-8 WAYKIT_DEMO="$demo" \
    WAYKIT_FONT_MATCH_CACHE="${WAYKIT_FONT_MATCH_CACHE:-}" \
    dbus-run-session -- bash "$script" --inside "$tmp" || rc=$?
  seconds=$(awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.1f", e - s }')
  if [[ $rc == 0 ]]; then echo "$name: ok ($seconds s)"; else echo "$name: FAILED (status $rc, $seconds s)"; fi
  if [[ -n "${KEEP:-}" ]]; then echo "$name: logs in $tmp"; else rm -rf "$tmp"; fi
  exit $rc
}

# Inside the session: the private runtime folder, and every PID in `pids`
# stopped, last first, on exit (plus whatever `a11y_cleanup_extra` names).
a11y_inside() {
  tmp="$1"
  export XDG_RUNTIME_DIR="$tmp/runtime"     # the Wayland socket and the accessibility bus's
  export GSETTINGS_BACKEND=memory           # the bus launcher keeps toolkit-accessibility here
  mkdir -m 700 -p "$XDG_RUNTIME_DIR"
  pids=()
  trap a11y_cleanup EXIT
}
a11y_cleanup() {
  local i
  for (( i=${#pids[@]}-1; i>=0; i-- )); do stop "${pids[i]}"; done
  if declare -F a11y_cleanup_extra >/dev/null; then a11y_cleanup_extra; fi
}

stop() {                                  # stop one PID: TERM, up to 5 s, then KILL
  local n=50
  kill "$1" 2>/dev/null || return 0
  while kill -0 "$1" 2>/dev/null && [[ $(ps -o stat= -p "$1" 2>/dev/null) != Z* ]]; do
    (( n-- > 0 )) || { kill -KILL "$1" 2>/dev/null; break; }
    sleep 0.1
  done
  wait "$1" 2>/dev/null || true
}

wait_for() {                              # wait_for SECONDS CMD...: until CMD succeeds
  local n=$(( $1 * 20 )); shift
  until "$@" >/dev/null 2>&1; do (( n-- > 0 )) || return 1; sleep 0.05; done
}

# has_owner BUS-OPTION NAME. Never call org.a11y.Bus itself to ask: that
# starts a second launcher. Not `dbus-send | grep -q` under pipefail: grep
# stops at the match and the writer's SIGPIPE would fail the test.
has_owner() {
  grep -q 'boolean true' <<<"$(dbus-send "$1" --print-reply --dest=org.freedesktop.DBus / \
    org.freedesktop.DBus.NameHasOwner "string:$2")"
}
