#!/usr/bin/python3
"""check.py: drives prototype.c through pyatspi (libatspi 2.46), as an assistive technology would.

Run with Debian's /usr/bin/python3 (it has python3-pyatspi). Expects the a11y bus, the registry
and the prototype to be running (run.sh does that). PROTOTYPE_OUT names the prototype's stdout
file, where it prints "activated N" when DoAction reaches it.

Phase 1 calls libatspi with no main loop running (libatspi caches nothing then: every read is a
D-Bus call). Phase 2 runs libatspi's own main loop, as Orca does; libatspi then answers from its
cache (filled by Cache.GetItems and kept current by events), so it checks that our events keep
that cache right.

Prints one line per check and ends with 'N passed, N failed'; exits 0 only if all passed.
"""
import os
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402

passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
    print(f"{'PASS' if ok else 'FAIL'}: {name}{'  (' + str(detail) + ')' if detail != '' else ''}", flush=True)
    return ok


events = []


def on_event(e):
    try:
        src = e.source.name if e.source is not None else None
    except Exception as exc:  # a defunct source
        src = f"<{type(exc).__name__}>"
    any_data = e.any_data
    if isinstance(any_data, Atspi.Accessible):
        try:
            any_data = f"<{any_data.name}>"
        except Exception:
            any_data = "<defunct>"
    events.append((e.type, src, e.detail1, e.detail2, any_data))


def pump(until, seconds=3.0):
    """Dispatch D-Bus traffic (events) on the default GLib context until until() or timeout."""
    ctx = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        if not ctx.iteration(False):
            time.sleep(0.005)
    return until()


def have(etype, src=None, pred=lambda e: True, since=0):
    return lambda: any(e[0] == etype and (src is None or e[1] == src) and pred(e) for e in events[since:])


def find_app(name, seconds=10.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.1)
    return None


def dump(acc, depth=0):
    print(f"{'  ' * depth}[{acc.getRoleName()}] {acc.name!r}")
    for child in acc:
        dump(child, depth + 1)


def child_named(parent, name):
    for c in parent:
        if c.name == name:
            return c
    return None


def app_printed(line):
    path = os.environ.get("PROTOTYPE_OUT")
    if not path:
        return False
    with open(path) as f:
        return any(l.strip() == line for l in f)


def main():
    # Listeners first: libatspi registers them with the registry and adds bus match rules.
    pyatspi.Registry.registerEventListener(
        on_event,
        "object:state-changed:focused", "object:state-changed:defunct", "window:activate",
        "object:property-change:accessible-name", "object:property-change:accessible-value",
        "object:text-changed", "object:text-caret-moved", "object:children-changed", "focus:")

    app = find_app("Prototype")
    if not check("application 'Prototype' is a child of the desktop", app is not None):
        return
    print("--- tree ---")
    dump(app)
    print("------------")

    check("application role", app.getRole() == pyatspi.ROLE_APPLICATION, app.getRoleName())
    check("toolkit name", app.get_toolkit_name() == "WayKit", app.get_toolkit_name())
    check("registry set the application id", app.get_id() >= 0, app.get_id())
    check("attributes", "toolkit:WayKit" in app.getAttributes(), app.getAttributes())
    frame = app[0]
    check("frame role", frame.getRole() == pyatspi.ROLE_FRAME, frame.getRoleName())
    check("frame's parent is the application", frame.parent.name == "Prototype")
    button = child_named(frame, "OK")
    entry = next((c for c in frame if c.getRole() == pyatspi.ROLE_ENTRY), None)
    slider = child_named(frame, "Volume")
    label = child_named(frame, "Name:")
    temp = child_named(frame, "Temporary")
    if not check("button, entry, slider, labels found",
                 None not in (button, entry, slider, label, temp)):
        return
    check("button role", button.getRole() == pyatspi.ROLE_PUSH_BUTTON)
    check("button index in parent", button.getIndexInParent() == 0, button.getIndexInParent())
    st = button.getState()
    check("button states", all(st.contains(s) for s in (
        pyatspi.STATE_ENABLED, pyatspi.STATE_SENSITIVE, pyatspi.STATE_SHOWING,
        pyatspi.STATE_VISIBLE, pyatspi.STATE_FOCUSABLE)) and not st.contains(pyatspi.STATE_FOCUSED),
        [pyatspi.stateToString(s) for s in st.getStates()])
    check("entry states", entry.getState().contains(pyatspi.STATE_EDITABLE) and
          entry.getState().contains(pyatspi.STATE_SINGLE_LINE))
    check("accessible id", button.get_accessible_id() == "prototype.ok", button.get_accessible_id())
    check("description", button.description == "Confirms", button.description)
    check("GetApplication", button.getApplication().name == "Prototype")
    rels = entry.getRelationSet()
    check("entry is labelled by 'Name:'",
          any(r.getRelationType() == pyatspi.RELATION_LABELLED_BY and r.getTarget(0).name == "Name:"
              for r in rels))

    # Component
    comp = button.queryComponent()
    ext = comp.getExtents(pyatspi.WINDOW_COORDS)
    check("button extents", (ext.x, ext.y, ext.width, ext.height) == (10, 10, 80, 30), ext)
    hit = frame.queryComponent().getAccessibleAtPoint(ext.x + 5, ext.y + 5, pyatspi.WINDOW_COORDS)
    check("frame hit test finds the button", hit is not None and hit.name == "OK")
    check("Contains", comp.contains(ext.x + 1, ext.y + 1, pyatspi.WINDOW_COORDS))
    check("layer", comp.getLayer() == pyatspi.LAYER_WIDGET, comp.getLayer())

    # Window activation and focus through Component.GrabFocus
    check("frame GrabFocus", frame.queryComponent().grabFocus())
    check("window:activate event", pump(have("window:activate", "Prototype window")))
    check("entry GrabFocus", entry.queryComponent().grabFocus())
    check("focus event for the entry", pump(have("object:state-changed:focused", "",
                                                 lambda e: e[2] == 1)))

    # Action
    action = button.queryAction()
    check("button has one action", action.nActions == 1, action.nActions)
    check("action name", action.getName(0) == "click", action.getName(0))
    check("action description", action.getDescription(0) == "Activates the button")
    check("action key binding", action.getKeyBinding(0) == "Return")
    status = child_named(frame, "Activations: 0")
    count_before = frame.childCount
    check("DoAction(0) returns true", action.doAction(0))
    check("the app saw the activation (its stdout)", pump(lambda: app_printed("activated 1"), 2.0))
    check("the app saw the activation (label renamed)", status.name == "Activations: 1", status.name)
    check("property-change:accessible-name event",
          pump(have("object:property-change:accessible-name", pred=lambda e: e[4] == "Activations: 1")))
    check("state-changed:focused arrives for the button after DoAction",
          pump(have("object:state-changed:focused", "OK", lambda e: e[2] == 1)))
    check("legacy focus: event for the button", pump(have("focus:", "OK")))
    check("button now has the focused state", button.getState().contains(pyatspi.STATE_FOCUSED))
    check("children-changed:remove event", pump(have("object:children-changed:remove", "Prototype window")))
    check("frame lost a child", frame.childCount == count_before - 1, frame.childCount)
    check("removed object reports the defunct state", temp.getState().contains(pyatspi.STATE_DEFUNCT))
    try:
        name = temp.name
        check("reading a defunct object's name fails", False, repr(name))
    except GLib.GError as e:
        check("reading a defunct object's name fails", True, e.message.strip())

    # Text / EditableText (offsets are characters, not bytes)
    text = entry.queryText()
    check("initial text", text.getText(0, -1) == "hello", text.getText(0, -1))
    check("character count", text.characterCount == 5)
    check("character at offset 1", text.getCharacterAtOffset(1) == ord("e"))
    check("text at offset (char)", text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_CHAR) == ("e", 1, 2))
    etext = entry.queryEditableText()
    check("SetTextContents", etext.setTextContents("WayKit"))
    check("InsertText", etext.insertText(6, " rocks", len(" rocks")))
    check("DeleteText", etext.deleteText(0, 3))
    check("text after edits", text.getText(0, -1) == "Kit rocks", text.getText(0, -1))
    check("InsertText of a 2-byte character", etext.insertText(0, "é", len("é".encode())))
    check("offsets count characters", text.characterCount == 10 and
          text.getCharacterAtOffset(0) == 0xE9 and text.getText(1, 4) == "Kit",
          (text.characterCount, text.getText(0, -1)))
    check("word at offset", text.getTextAtOffset(5, pyatspi.TEXT_BOUNDARY_WORD_START) == ("rocks", 5, 10),
          text.getTextAtOffset(5, pyatspi.TEXT_BOUNDARY_WORD_START))
    check("caret follows the edits", text.caretOffset == 1, text.caretOffset)
    check("text-changed:insert event", pump(have("object:text-changed:insert", pred=lambda e: e[4] == " rocks")))
    check("text-changed:delete event", pump(have("object:text-changed:delete", pred=lambda e: e[4] == "Way")))
    check("text-caret-moved event", pump(have("object:text-caret-moved")))

    # Value
    value = slider.queryValue()
    check("value range", (value.minimumValue, value.maximumValue, value.minimumIncrement) == (0, 100, 1))
    check("initial value", value.currentValue == 25, value.currentValue)
    value.currentValue = 42.0
    check("set value", value.currentValue == 42, value.currentValue)
    value.currentValue = 1000.0
    check("value is clamped by the app", value.currentValue == 100, value.currentValue)
    check("property-change:accessible-value event",
          pump(have("object:property-change:accessible-value", "Volume")))

    # Phase 2: libatspi's own main loop (what Orca runs), answers come from libatspi's cache.
    mark = len(events)
    result = {}

    def step():
        result["doaction"] = action.doAction(0)
        return False

    def verify():
        # served from the cache, which only our events updated
        result["status_name"] = status.name
        result["child_count"] = frame.childCount
        result["last_child"] = frame[frame.childCount - 1].name
        pyatspi.Registry.stop()
        return False

    def wait_events():
        if (have("object:children-changed:add", "Prototype window", since=mark)() and
                have("object:property-change:accessible-name", since=mark)() or
                time.monotonic() > give_up):
            GLib.timeout_add(50, verify)
            return False
        return True

    give_up = time.monotonic() + 5
    GLib.idle_add(step)
    GLib.timeout_add(20, wait_events)
    GLib.timeout_add(8000, lambda: (pyatspi.Registry.stop(), False)[1])
    pyatspi.Registry.start()
    check("[main loop] second DoAction", result.get("doaction") is True)
    check("[main loop] app printed 'activated 2'", app_printed("activated 2"))
    check("[main loop] children-changed:add event",
          have("object:children-changed:add", "Prototype window", since=mark)())
    check("[main loop] cached name updated by the event", result.get("status_name") == "Activations: 2",
          result.get("status_name"))
    check("[main loop] new child visible", result.get("last_child") == "Added",
          (result.get("child_count"), result.get("last_child")))

    print("--- events received ---")
    for e in events:
        print("  ", e)


def find_only():
    """After a registry restart: is the application back on the desktop?"""
    app = find_app("Prototype")
    check("application is on the restarted registry's desktop", app is not None)
    if app is not None:
        check("its tree answers", app[0].name == "Prototype window", app[0].name)


if __name__ == "__main__":
    try:
        find_only() if sys.argv[1:] == ["--find-only"] else main()
    except Exception as exc:  # a crash is a failure, not a pass
        import traceback
        traceback.print_exc()
        check("check.py ran to the end", False, exc)
    print(f"{passed} passed, {failed} failed", flush=True)
    sys.exit(0 if failed == 0 and passed > 0 else 1)
