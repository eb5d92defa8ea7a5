#!/usr/bin/env python3
"""How stale tools/link-order/startup-order.txt is, measured cheaply.

The order file lists the functions (mangled) that ran while the release grid
started and answered input. When WayKit's code changes, some of them are
renamed or removed: lld no longer finds them (--no-warn-symbol-ordering),
and they, and the new code that replaced them, land anywhere in the binary.
Those names can be counted without a release build or a profile: the
functions of WayKit's own modules (WayKit, WayKitRender, WayKitWayland, and
the grid's ButtonGrid and ButtonGridScene) that the order lists and that the
debug build of waykit-button-grid still defines. Release-only specializations
(…Tf4nd_n, …Tm, outlined copies) are never in a debug build; the baseline,
taken when the file is generated, counts them out. The standard library's and
the C runtime's names change only with the toolchain and are not counted.

  link-order-stamp.py write ORDER DEBUG_BINARY STAMP COMMIT
  link-order-stamp.py check ORDER DEBUG_BINARY STAMP MAX_LOST

`check` exits 1 when more than MAX_LOST of the baseline's functions are gone,
or when the stamp was not written for this order file.
"""
import hashlib
import re
import subprocess
import sys

OUR_MODULES = ("WayKit", "ButtonGrid")  # WayKit, WayKitRender, WayKitWayland, ButtonGrid, ButtonGridScene


def ours(symbol):
    """Whether a mangled Swift symbol belongs to one of WayKit's modules."""
    m = re.match(r"\$s(\d+)", symbol)
    if not m:
        return False
    module = symbol[m.end():m.end() + int(m.group(1))]
    return module.startswith(OUR_MODULES)


def order_symbols(path):
    text = open(path, "rb").read()
    names = [line.strip() for line in text.decode().splitlines()]
    return hashlib.sha256(text).hexdigest(), [n for n in names if n and not n.startswith("#")]


def defined(binary):
    out = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True).stdout
    return {line.rsplit(" ", 1)[-1] for line in out.splitlines()}


def main():
    mode, order, binary, stamp = sys.argv[1:5]
    digest, symbols = order_symbols(order)
    mine = [s for s in symbols if ours(s)]
    names = defined(binary)
    present = sum(1 for s in mine if s in names)
    if mode == "write":
        commit = sys.argv[5]
        with open(stamp, "w") as f:
            f.write("# Written by scripts/generate-link-order.sh with startup-order.txt; read by\n"
                    "# scripts/check-link-order.sh (docs/performance.md, \"Keeping the order fresh\").\n"
                    f"commit {commit}\n"
                    f"order-sha256 {digest}\n"
                    f"symbols {len(symbols)}\n"
                    f"waykit-symbols {len(mine)}\n"
                    f"waykit-symbols-in-debug-build {present}\n")
        print(f"link-order: {present} of the order's {len(mine)} WayKit functions are in the debug build "
              f"({len(symbols)} functions in all)")
        return 0
    max_lost = int(sys.argv[5])
    fields = dict(line.split(" ", 1) for line in open(stamp).read().splitlines()
                  if line and not line.startswith("#"))
    if fields.get("order-sha256") != digest:
        print("check-link-order: tools/link-order/startup-order.txt is not the file its stamp "
              "(startup-order.stamp) was written for; it was edited or merged by hand.", file=sys.stderr)
        return 1
    baseline = int(fields["waykit-symbols-in-debug-build"])
    lost = baseline - present
    generated = fields.get("commit", "?")[:12]
    summary = (f"{present} of the {baseline} WayKit start-up functions the debug build had when the order "
               f"was generated (at {generated}) are still there; {lost} renamed or removed")
    if lost > max_lost:
        print(f"check-link-order: the start-up symbol order is stale: {summary}, more than the "
              f"{max_lost} allowed (docs/performance.md, \"Keeping the order fresh\").", file=sys.stderr)
        return 1
    print(f"link-order: fresh enough: {summary} (at most {max_lost})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
