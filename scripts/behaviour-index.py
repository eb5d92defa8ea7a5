#!/usr/bin/env python3
"""Keeps docs/behaviour.md in step with the tests.

Every rule of docs/behaviour.md is a heading `### G6: ...` followed by a block

    <!-- tests:G6 -->
    ... generated: the tests that cite G6 ...
    <!-- /tests -->

This script reads every `@Test("...")` description under Tests/ and tools/*/Tests/, takes the rule
IDs it cites, and rewrites those blocks.

    python3 scripts/behaviour-index.py           # rewrite the blocks
    python3 scripts/behaviour-index.py --check   # change nothing; exit 1 if an ID
                                                 # cited by a test is not a rule of
                                                 # the doc, or if a block is stale

What counts as a citation, in a test's description (SPEC.md asks tests to name
the rules they check there): the IDs at its start, before the prose begins
("G4: ...", "S2, S3: ...", "K3/K2: ...", "issue 5: K7: ...", "K6 F1: ..."), an ID
in parentheses ("... falls to the window below (H1)") and an ID with "'s"
("after S2's delay"). An ID is a family letter of SPEC.md (E H R G C W P T F A S
K D V M U Y) and a number, standing alone: "U+1F600", "0xA5", "UAX #14" or "the
F1 key" are not citations. Python 3 standard library only; it runs in well
under a second.
"""

import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOC = REPO / "docs" / "behaviour.md"
TESTS = REPO / "Tests"
# Packages of their own under tools/ (tools/waykit-port) keep their tests in
# their own Tests/ folder.
TEST_ROOTS = [TESTS] + sorted(p for p in (REPO / "tools").glob("*/Tests") if p.is_dir())
REGENERATE = "python3 scripts/behaviour-index.py"

FAMILIES = "EHRGCWPTFASKDVMUY"
ID = rf"[{FAMILIES}][0-9]{{1,2}}"
# The run of citations a description starts with: IDs and "issue N", joined by
# ':', ',', '/', 'and' or spaces.
LEADING = re.compile(rf"^(?:(?:{ID}|(?i:issue) [0-9]+)(?![0-9A-Za-z_])(?:\s*(?:[:,/]|and\b)\s*|\s+))+")
LEADING_ID = re.compile(rf"(?<![0-9A-Za-z_#+-])({ID})(?![0-9A-Za-z_])")
# "(H1)", "(C4, C6)", "(K3; P6)".
PARENTHESIS = re.compile(rf"\((\s*{ID}(?:\s*[,;/]\s*{ID})*\s*)\)")
POSSESSIVE = re.compile(rf"(?<![0-9A-Za-z_#+-])({ID})'s\b")
RULE_HEADING = re.compile(rf"^### ({ID})\b")
BLOCK = re.compile(rf"<!-- tests:({ID}) -->\n(.*?)<!-- /tests -->\n", re.S)


def cited_ids(description):
    """The rule IDs a test description cites, in order, without repeats."""
    found = []
    lead = LEADING.match(description)
    # A run with no ':' or ',' ("A1 paper") is prose, not a citation.
    if lead and re.search(r"[:,]", lead.group(0)):
        found += LEADING_ID.findall(lead.group(0))
    for m in PARENTHESIS.finditer(description):
        found += re.findall(ID, m.group(1))
    found += POSSESSIVE.findall(description)
    return list(dict.fromkeys(found))


# --- Swift scanning -------------------------------------------------------
# Enough of Swift's lexical structure to find each @Test's description, its
# function and the types around it: comments and string literals (with
# interpolation, multi-line and raw strings) are blanked so that braces and
# keywords inside them don't count.

def _skip_string(src, i):
    """src[i:] starts a string literal (after any '#'s). Returns the index after
    it and the literal's body (escapes left as written)."""
    hashes = 0
    while src[i] == "#":
        hashes += 1
        i += 1
    multi = src.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    start = i
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < len(src):
        if src.startswith(escape, i):
            j = i + len(escape)
            if j < len(src) and src[j] == "(":
                i = _skip_code(src, j + 1, ")")
            else:
                i = j + 1
            continue
        if src.startswith(close, i):
            return i + len(close), src[start:i]
        if not multi and src[i] == "\n":
            return i, src[start:i]  # unterminated: stop at the line's end
        i += 1
    return i, src[start:]


def _skip_comment(src, i):
    if src.startswith("//", i):
        end = src.find("\n", i)
        return len(src) if end < 0 else end
    depth, i = 1, i + 2
    while i < len(src) and depth:
        if src.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif src.startswith("*/", i):
            depth, i = depth - 1, i + 2
        else:
            i += 1
    return i


# Where a comment or a string literal (possibly raw: #"...") may start.
_LEXEME = re.compile(r'//|/\*|#+"|"')
_CODE_LEXEME = re.compile(r'//|/\*|#+"|"|[()\[\]{}]')


def _skip_code(src, i, closer):
    """Skips code up to the `closer` that balances it (for interpolations)."""
    depth = 0
    while True:
        m = _CODE_LEXEME.search(src, i)
        if not m:
            return len(src)
        i, c = m.start(), m.group(0)
        if c in ("//", "/*"):
            i = _skip_comment(src, i)
        elif c.endswith('"'):
            i, _ = _skip_string(src, i)
        elif c in "([{":
            depth, i = depth + 1, i + 1
        elif depth == 0 and c == closer:
            return i + 1
        else:
            depth, i = depth - 1, i + 1


def blank(src):
    """The source with comments and string literals replaced by spaces (lines
    kept), and the strings found: {start offset: body}."""
    out, strings, last = [], {}, 0
    while True:
        m = _LEXEME.search(src, last)
        if not m:
            break
        i = m.start()
        if m.group(0) in ("//", "/*"):
            end = _skip_comment(src, i)
        else:
            end, body = _skip_string(src, i)
            strings[i] = body
        out.append(src[last:i])
        out.append(re.sub(r"[^\n]", " ", src[i:end]))
        last = end
    out.append(src[last:])
    return "".join(out), strings


TYPE_DECL = re.compile(r"\b(?:struct|class|enum|actor|extension)\s+([A-Za-z_][\w.]*)")
# `class func`, `class var`: members, not types.
NOT_TYPE_NAMES = {"func", "var", "let", "subscript", "init", "deinit", "override", "final", "static"}
TEST_ATTR = re.compile(r"@Test\b\s*\(")
FUNC = re.compile(r"\bfunc\s+([A-Za-z_]\w*)")


def unescape(body):
    return re.sub(r'\\(["\\])', r"\1", body)


def tests_in(path):
    """[(suite, function, description)] for each @Test of a Swift file."""
    src = path.read_text(encoding="utf-8")
    code, string_at = blank(src)
    # Which type each '{' opens: the last type declaration since the previous
    # brace or ';' (a `where` clause or conformance list may sit in between).
    pending = None
    events = sorted([(m.start(), "type", m.group(1)) for m in TYPE_DECL.finditer(code)
                     if m.group(1) not in NOT_TYPE_NAMES]
                    + [(m.start(), m.group(0), None) for m in re.finditer(r"[{};]", code)])
    scopes, scope_at = [], []
    for pos, kind, name in events:
        if kind == "type":
            pending = name
        elif kind == "{":
            scopes.append(pending)
            pending = None
            scope_at.append((pos, [s for s in scopes if s]))
        elif kind == "}":
            if scopes:
                scopes.pop()
            pending = None
            scope_at.append((pos, [s for s in scopes if s]))
        else:
            pending = None
    found = []
    for m in TEST_ATTR.finditer(code):
        j = m.end()
        while j < len(src) and src[j].isspace():
            j += 1
        if j not in string_at:
            continue  # @Test with no description: nothing it could cite
        end = _skip_code(src, m.end(), ")")
        fn = FUNC.search(code, end)
        if not fn:
            continue
        suite = []
        for pos, names in scope_at:
            if pos > fn.start():
                break
            suite = names
        found.append((".".join(suite), fn.group(1), unescape(string_at[j])))
    return found


def citations():
    """{rule ID: [(path relative to the repository, "Suite.function")]}."""
    cited = {}
    for path in [p for root in TEST_ROOTS for p in sorted(root.rglob("*.swift"))]:
        rel = path.relative_to(REPO).as_posix()
        for suite, function, description in tests_in(path):
            name = f"{suite}.{function}" if suite else function
            for rule in cited_ids(description):
                entry = (rel, name)
                if entry not in cited.setdefault(rule, []):
                    cited[rule].append(entry)
    return cited


# --- the document ---------------------------------------------------------

def block_body(rule, cited):
    entries = cited.get(rule, [])
    if not entries:
        return "No test yet.\n"
    lines, by_file = [], {}
    for rel, name in entries:
        by_file.setdefault(rel, []).append(name)
    for rel in sorted(by_file):
        shown = rel[len("Tests/"):] if rel.startswith("Tests/") else rel
        names = ", ".join(f"`{n}`" for n in by_file[rel])
        lines.append(f"- [{shown}](../{rel}): {names}\n")
    return "".join(lines)


def sections(text):
    """[(rule ID, start, end)] of each rule heading's section."""
    heads = [(m.group(1), m.start()) for m in re.finditer(RULE_HEADING.pattern, text, re.M)]
    ends = [m.start() for m in re.finditer(r"^#{1,3} ", text, re.M)]
    out = []
    for rule, start in heads:
        end = next((e for e in ends if e > start), len(text))
        out.append((rule, start, end))
    return out


def regenerate(text, cited):
    """The document with every rule's block rewritten (and added where a rule
    has none, at the end of its section), and the problems found."""
    problems = []
    rules = [s[0] for s in sections(text)]
    for rule in sorted({r for r in rules if rules.count(r) > 1}):
        problems.append(f"{rule} is defined more than once")
    for m in BLOCK.finditer(text):
        if m.group(1) not in rules:
            problems.append(f"a tests block for {m.group(1)}, which has no '### {m.group(1)}' heading")
    # Add the missing blocks, from the end so offsets stay valid.
    for rule, start, end in reversed(sections(text)):
        if f"<!-- tests:{rule} -->" not in text[start:end]:
            body = text[start:end].rstrip("\n")
            text = text[:start] + body + f"\n\n<!-- tests:{rule} -->\n<!-- /tests -->\n\n" + text[end:]
    text = BLOCK.sub(lambda m: f"<!-- tests:{m.group(1)} -->\n{block_body(m.group(1), cited)}<!-- /tests -->\n", text)
    return text, rules, problems


def spec_ids():
    """The rule IDs of SPEC.md, when it can be found (beside the repository, in
    shared/, or at $WAYKIT_SPEC), else None."""
    spec = Path(os.environ.get("WAYKIT_SPEC", REPO.parent / "shared" / "SPEC.md"))
    if not spec.is_file():
        return None
    return re.findall(rf"^- \*\*({ID})\*\*", spec.read_text(encoding="utf-8"), re.M)


def main(argv):
    check = "--check" in argv[1:]
    if not DOC.is_file():
        print(f"behaviour: {DOC.relative_to(REPO)} is missing", file=sys.stderr)
        return 1
    old = DOC.read_text(encoding="utf-8")
    cited = citations()
    new, rules, problems = regenerate(old, cited)

    missing = sorted(set(cited) - set(rules), key=lambda r: (FAMILIES.index(r[0]), int(r[1:])))
    for rule in missing:
        where = ", ".join(f"{rel} {name}" for rel, name in cited[rule][:3])
        more = f" and {len(cited[rule]) - 3} more" if len(cited[rule]) > 3 else ""
        problems.append(f"{rule} is cited by tests ({where}{more}) but is not a rule of docs/behaviour.md")

    spec = spec_ids()
    if spec is not None:
        for rule in sorted(set(spec) - set(rules)):
            print(f"behaviour: warning: SPEC.md's {rule} is not in docs/behaviour.md", file=sys.stderr)
        for rule in sorted(set(rules) - set(spec)):
            print(f"behaviour: warning: docs/behaviour.md's {rule} is not in SPEC.md", file=sys.stderr)

    if problems:
        for p in problems:
            print(f"behaviour: {p}", file=sys.stderr)
        if missing:
            print(f"behaviour: missing rule IDs: {' '.join(missing)}. Add each as '### ID: ...' to "
                  f"docs/behaviour.md (docs/contributing.md, 'Adding a rule'), then run {REGENERATE}",
                  file=sys.stderr)
        return 1

    if new == old:
        return 0
    if check:
        listed = {m.group(1) for m in BLOCK.finditer(old)}
        unlisted = [r for r in rules if r not in listed]
        stale = [m.group(1) for m in BLOCK.finditer(new) if m.group(1) in listed
                 and f"<!-- tests:{m.group(1)} -->\n{m.group(2)}<!-- /tests -->\n" not in old]
        what = ([f"stale test lists for {' '.join(stale)}"] if stale else []) \
            + ([f"no test list yet for {' '.join(unlisted)}"] if unlisted else [])
        print(f"behaviour: docs/behaviour.md has {'; '.join(what) or 'changes to make'}: "
              f"run {REGENERATE} and commit the result", file=sys.stderr)
        return 1
    DOC.write_text(new, encoding="utf-8")
    print("behaviour: rewrote the test lists of docs/behaviour.md")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
