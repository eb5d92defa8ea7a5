#!/usr/bin/env python3
"""Summarises a compatibility run (scripts/compat.sh): per program, whether it
compiles in Swift 5 (and 6) mode and whether it ran; the figure "N of M
compile"; and the compiler's errors grouped by the API they name, most
programs first, so the list says what to implement next.

usage: compat-report.py RESULTS PROGRAM...
RESULTS holds, per program, NAME.swift5 (and NAME.swift6) with the compiler's
error lines, and NAME.runstatus when the program was run.
"""
import os
import re
import sys

# Messages that name a missing API, and how to name it. The first match wins.
PATTERNS = [
    (r"main actor-isolated .* (?:from a|in a synchronous) nonisolated context", "main-actor isolation enforced in Swift 5 mode (UIKit's is @preconcurrency there)"),
    (r"declared in '[^']+' cannot be overridden from extension", "override of a UIKit method in an extension (allowed for Objective-C methods; Swift needs it in the class body)"),
    (r"'UIApplicationMain' class must conform", "@UIApplicationMain (the attribute needs Apple's UIKit; @main works)"),
    (r"value of type '(?P<t>[^']+)' has no member '(?P<m>[^']+)'", "{t}.{m}"),
    (r"type '(?P<t>[^']+)' has no member '(?P<m>[^']+)'", "{t}.{m}"),
    (r"'(?P<t>[^']+)' has no member '(?P<m>[^']+)'", "{t}.{m}"),
    (r"module '(?P<t>[^']+)' has no member named '(?P<m>[^']+)'", "{t}.{m}"),
    (r"cannot find type '(?P<t>[^']+)' in scope", "{t}"),
    (r"cannot find '(?P<t>[^']+)' in scope", "{t}"),
    (r"no such module '(?P<t>[^']+)'", "module {t}"),
    (r"type '(?P<t>[^']+)' does not conform to protocol '(?P<m>[^']+)'", "{t}: {m}"),
    (r"'(?P<t>[^']+)' is unavailable", "{t} (unavailable)"),
    (r"'(?P<t>[^']+)' is not a member type of (?:class|struct|enum|protocol) '(?P<m>[^']+)'", "{m}.{t}"),
    (r"method does not override any method from its superclass", "override of a method the superclass lacks"),
    (r"property does not override any property from its superclass", "override of a property the superclass lacks"),
    (r"incorrect argument labels? in call \(have '(?P<t>[^']*)', expected '(?P<m>[^']*)'\)", "call labels ({t}) where WayKit expects ({m})"),
    (r"extra arguments? (?:'(?P<t>[^']+)' )?(?:at positions? [#0-9, ]+ )?in call", "extra argument {t} in call"),
    (r"missing arguments? for parameters? (?P<t>.+) in call", "missing argument {t} in call"),
]

# Errors that follow from another error (a type the compiler could not find
# leaves what uses it untyped); counted, but not as an API of their own.
FOLLOW_ON = [
    r"cannot infer contextual base in reference to member",
    r"generic parameter '[^']+' could not be inferred",
    r"type of expression is ambiguous without",
    r"unable to infer type of a closure",
    r"cannot infer type of closure parameter",
    r"failed to produce diagnostic",
]


def api_of(message):
    for pattern, template in PATTERNS:
        found = re.search(pattern, message)
        if found:
            groups = {k: (v or "").rstrip("?!") for k, v in found.groupdict().items()}
            return template.format(**groups).replace("  ", " ")
    return None


def read(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8", errors="replace") as f:
        return [line.rstrip("\n") for line in f if ": error: " in line]


def main():
    results, programs = sys.argv[1], sys.argv[2:]
    rows = []
    groups = {}
    follow_on = 0
    for program in programs:
        errors = {mode: read(os.path.join(results, f"{program}.{mode}")) for mode in ("swift5", "swift6")}
        status_path = os.path.join(results, f"{program}.runstatus")
        ran = open(status_path).read().strip() if os.path.exists(status_path) else None
        rows.append((program, errors["swift5"], errors["swift6"], ran))
        for line in errors["swift5"] or []:
            message = line.split(": error: ", 1)[1]
            if any(re.search(p, message) for p in FOLLOW_ON):
                follow_on += 1
                continue
            api = api_of(message) or message
            group = groups.setdefault(api, {"programs": set(), "count": 0, "example": None})
            group["programs"].add(program)
            group["count"] += 1
            if group["example"] is None:
                location = line.split(": error: ", 1)[0]
                group["example"] = f"{program}/{location.split('/' + program + '/', 1)[-1]}: {message}"

    print(f"{'program':<28} {'Swift 5':<14} {'Swift 6':<14} run")
    for program, e5, e6, ran in rows:
        def cell(errors):
            if errors is None:
                return "-"
            return "compiles" if not errors else f"{len(errors)} errors"
        print(f"{program:<28} {cell(e5):<14} {cell(e6):<14} {ran or '-'}")
    total = len(rows)
    ok5 = sum(1 for r in rows if r[1] is not None and not r[1])
    print()
    print(f"Swift 5 mode: {ok5} of {total} compile")
    if any(r[2] is not None for r in rows):
        ok6 = sum(1 for r in rows if r[2] is not None and not r[2])
        print(f"Swift 6 mode: {ok6} of {total} compile")
    ran = [r for r in rows if r[3] is not None]
    if ran:
        ok = sum(1 for r in ran if r[3] == "ok")
        print(f"Run headless: {ok} of {len(ran)} compiling programs ran without crashing")
    if groups:
        print()
        print("Errors in Swift 5 mode, grouped by the API they name (programs, errors, example):")
        for api, group in sorted(groups.items(), key=lambda kv: (-len(kv[1]["programs"]), -kv[1]["count"], kv[0])):
            print(f"  {api}  [{len(group['programs'])} programs, {group['count']} errors]")
            print(f"      e.g. {group['example']}")
        if follow_on:
            print(f"  (and {follow_on} follow-on errors: types the compiler could not infer after an earlier error)")


if __name__ == "__main__":
    main()
