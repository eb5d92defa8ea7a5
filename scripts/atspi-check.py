#!/usr/bin/python3
"""atspi-check.py: reads and drives waykit-demo through AT-SPI2 as a screen reader would (SPEC Y2).

Run by scripts/atspi-check.sh, with Debian's /usr/bin/python3 (python3-pyatspi, libatspi 2.46),
inside the script's private session: the demo, at-spi2-core's bus launcher and registry are running.

    atspi-check.py main DEMO_LOG     the tree, Action, Text/EditableText, Value, focus events,
                                     and libatspi's cache under its own main loop (as Orca runs it)
    atspi-check.py count N           waits until N applications named "WayKit demo" are on the desktop

Prints one line per check and ends with "N passed, M failed"; exits 0 only when all passed.
"""
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402

APP = "WayKit demo"
passed = failed = 0
events = []


def check(name, ok, detail=""):
    global passed, failed
    passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
    print(f"{'PASS' if ok else 'FAIL'}: {name}" + (f"  ({detail})" if detail != "" else ""), flush=True)
    return ok


def on_event(event):
    try:
        source = event.source.name if event.source is not None else None
    except Exception:  # a defunct source
        source = "<defunct>"
    events.append((event.type, source, event.detail1, event.any_data))


def pump(until, seconds=5.0):
    """Runs GLib's default context (where libatspi delivers events) until until() or the timeout."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        if not context.iteration(False):
            time.sleep(0.005)
    return until()


def wait(until, seconds=5.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until():
            return True
        time.sleep(0.02)
    return until()


def apps():
    desktop = pyatspi.Registry.getDesktop(0)
    found = []
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == APP:
                found.append(app)
        except GLib.GError:
            pass  # an application that just left
    return found


def walk(node, depth=0, limit=400):
    """Every accessible under node (depth first), with its depth."""
    result = [(node, depth)]
    for child in node:
        if len(result) >= limit:
            break
        if child is not None:
            result += walk(child, depth + 1, limit - len(result))
    return result


def find(nodes, role=None, name=None, prefix=None, ident=None):
    for node, _ in nodes:
        try:
            if role is not None and node.getRole() != role:
                continue
            if name is not None and node.name != name:
                continue
            if prefix is not None and not node.name.startswith(prefix):
                continue
            if ident is not None and node.get_accessible_id() != ident:
                continue
            return node
        except GLib.GError:
            continue
    return None


def log_has(path, text):
    with open(path, encoding="utf-8", errors="replace") as f:
        return any(text in line for line in f)


def main(demo_log):
    pyatspi.Registry.registerEventListener(
        on_event, "object:state-changed:focused", "focus:", "window:activate",
        "object:property-change:accessible-name", "object:text-changed", "object:children-changed")

    found = []
    wait(lambda: found.extend(apps()) or found, 10)
    if not check("the demo is on the desktop", len(found) == 1, len(found)):
        return
    app = found[0]
    check("the application's role", app.getRole() == pyatspi.ROLE_APPLICATION, app.getRoleName())
    check("the toolkit is WayKit", app.get_toolkit_name() == "WayKit", app.get_toolkit_name())
    frame = app[0]
    check("its window is a frame named after the scene",
          frame.getRole() == pyatspi.ROLE_FRAME and frame.name == APP, (frame.getRoleName(), frame.name))
    check("the frame's parent is the application", frame.parent.name == APP)

    nodes = walk(app)
    print(f"--- tree ({len(nodes)} accessibles; the first 40) ---")
    for node, depth in nodes[:40]:
        print(f"{'  ' * depth}[{node.getRoleName()}] {node.name!r}")
    print("---")
    buy = find(nodes, pyatspi.ROLE_PUSH_BUTTON, "Buy now")
    pill = find(nodes, pyatspi.ROLE_PUSH_BUTTON, "Pill")
    status = find(nodes, pyatspi.ROLE_LABEL, prefix="Last action:")
    entry = find(nodes, pyatspi.ROLE_ENTRY, ident="Name")
    slider = find(nodes, pyatspi.ROLE_SLIDER)
    volume = find(nodes, pyatspi.ROLE_LABEL, prefix="Volume")
    tab = find(nodes, pyatspi.ROLE_PAGE_TAB, "Touch")
    check("roles and names: buttons, labels, an entry, a slider, a tab",
          None not in (buy, pill, status, entry, slider, volume, tab),
          [x is not None for x in (buy, pill, status, entry, slider, volume, tab)])
    if None in (buy, pill, status, entry, slider, volume):
        return
    states = buy.getState()
    check("the button's states", all(states.contains(s) for s in (
        pyatspi.STATE_ENABLED, pyatspi.STATE_SENSITIVE, pyatspi.STATE_VISIBLE, pyatspi.STATE_SHOWING)),
        [pyatspi.stateToString(s) for s in states.getStates()])
    check("the disabled button is not sensitive",
          not find(nodes, pyatspi.ROLE_PUSH_BUTTON, "Disabled").getState().contains(pyatspi.STATE_SENSITIVE))
    extents = buy.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    check("the button's extents", extents.width > 0 and extents.height == 44, extents)
    # Down from the frame, a child at the point at a time, to the deepest:
    # the button itself.
    hit, depth = frame, 0
    while depth < 32:
        deeper = hit.queryComponent().getAccessibleAtPoint(extents.x + 5, extents.y + 5, pyatspi.WINDOW_COORDS)
        if deeper is None or (deeper.name == hit.name and deeper.getRole() == hit.getRole()):
            break
        hit, depth = deeper, depth + 1
    check("the button is at its corner", hit.getRole() == pyatspi.ROLE_PUSH_BUTTON and hit.name == buy.name,
          (hit.getRoleName(), hit.name, depth))

    # Action: the button is activated; the demo shows it (its status label, its trace).
    action = buy.queryAction()
    check("the button has a click action", action.nActions >= 1 and action.getName(0) == "click",
          (action.nActions, action.getName(0)))
    check("DoAction(0)", action.doAction(0))
    check("the demo's status line says so", wait(lambda: status.name == "Last action: Buy now tapped"), status.name)
    check("the demo's trace has the action", wait(lambda: log_has(demo_log, "action: Buy now tapped")))

    # libatspi's own main loop, as Orca runs it: answers come from its cache, which only the
    # bridge's events keep current.
    mark = len(events)
    result = {}
    give_up = time.monotonic() + 5

    def act():
        result["done"] = pill.queryAction().doAction(0)
        return False

    def watch():
        if any(e[0] == "object:property-change:accessible-name" and e[3] == "Last action: Pill tapped"
               for e in events[mark:]) or time.monotonic() > give_up:
            result["cached"] = status.name
            pyatspi.Registry.stop()
            return False
        return True

    GLib.idle_add(act)
    GLib.timeout_add(20, watch)
    pyatspi.Registry.start()
    check("[main loop] DoAction on Pill", result.get("done") is True)
    check("[main loop] the renamed label is read from libatspi's cache", result.get("cached") == "Last action: Pill tapped",
          result.get("cached"))
    # Text and EditableText: offsets in code points, InsertText's length in bytes.
    text = entry.queryText()
    editable = entry.queryEditableText()
    check("the entry is editable", entry.getState().contains(pyatspi.STATE_EDITABLE))
    check("its text is read", text.getText(0, -1) == "", repr(text.getText(0, -1)))
    check("SetTextContents", editable.setTextContents("Zoë"))
    check("InsertText of an emoji (4 bytes)", editable.insertText(3, " 👍", len(" 👍".encode())))
    check("the text is read back", text.getText(0, -1) == "Zoë 👍", repr(text.getText(0, -1)))
    check("CharacterCount counts code points", text.characterCount == 5, text.characterCount)
    check("GetCharacterAtOffset", text.getCharacterAtOffset(4) == 0x1F44D, hex(text.getCharacterAtOffset(4)))
    check("DeleteText", editable.deleteText(0, 1) and text.getText(0, -1) == "oë 👍", repr(text.getText(0, -1)))
    check("SetTextContents, again", editable.setTextContents("Zoë likes 👍"))
    check("GetTextAtOffset by word, in code points",
          tuple(text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_WORD_START)) == ("Zoë ", 0, 4),
          text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_WORD_START))
    check("text-changed events", pump(lambda: any(e[0] == "object:text-changed:insert" and e[3] == " 👍"
                                                for e in events)))

    # Value: the slider moves, and the demo's label follows.
    value = slider.queryValue()
    check("the slider's value", abs(value.currentValue - 0.5) < 1e-6 and value.maximumValue == 1, value.currentValue)
    value.currentValue = 0.75
    check("setting the value moves it", abs(value.currentValue - 0.75) < 1e-6, value.currentValue)
    check("the demo's volume label follows", wait(lambda: volume.name == "Volume 75 %"), volume.name)

    # Focus, last: GrabFocus on the entry (it becomes first responder: the on-screen keyboard comes up
    # and the demo moves its content up, out of the window) and on a button (the assistive focus).
    mark = len(events)
    check("GrabFocus on the entry", entry.queryComponent().grabFocus())
    check("a focus event for the entry", pump(lambda: any(
        e[0] == "object:state-changed:focused" and e[1] == "Your name" and e[2] == 1 for e in events[mark:])))
    check("the entry has the focused state", entry.getState().contains(pyatspi.STATE_FOCUSED))
    mark = len(events)
    check("GrabFocus on the button", buy.queryComponent().grabFocus())
    check("focus events for the button", pump(lambda: any(
        e[0] == "object:state-changed:focused" and e[1] == "Buy now" and e[2] == 1 for e in events[mark:]) and any(
        e[0] == "focus:" and e[1] == "Buy now" for e in events[mark:])))
    check("the entry lost the focus", pump(lambda: any(
        e[0] == "object:state-changed:focused" and e[1] == "Your name" and e[2] == 0 for e in events[mark:])))

    print("--- the last events received ---")
    for e in events[-12:]:
        print("  ", e)


def count(n):
    check(f"{n} demo(s) on the desktop", wait(lambda: len(apps()) == n, 10), len(apps()))
    if n > 0:
        app = apps()[0]
        check("its tree answers", app.childCount >= 1 and app[0].name == APP)


if __name__ == "__main__":
    try:
        if sys.argv[1] == "main":
            main(sys.argv[2])
        elif sys.argv[1] == "count":
            count(int(sys.argv[2]))
    except Exception as exc:  # a crash is a failure, not a pass
        import traceback
        traceback.print_exc()
        check("atspi-check.py ran to the end", False, exc)
    print(f"{passed} passed, {failed} failed", flush=True)
    sys.exit(0 if failed == 0 and passed > 0 else 1)
