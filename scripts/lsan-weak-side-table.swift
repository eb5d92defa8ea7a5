// What LeakSanitizer reports for a Swift object that has had a weak reference
// (docs/reliability.md, "App-level soak"). Not part of the build:
//
//   swiftc -O -g -sanitize=address scripts/lsan-weak-side-table.swift -o /tmp/lsan-weak
//   ASAN_OPTIONS=detect_leaks=1 /tmp/lsan-weak CASE
//
// The first weak reference to an object moves its counts to a side table
// (32 bytes, swift_weakAssign or swift_weakInit -> formWeakReference). The
// object's refcount word then names the side table shifted right by three
// with its two top bits set, which LeakSanitizer does not read as a pointer;
// a weak variable holds the side table's plain address (Linux has no
// Objective-C marker bits), which it does.
//
//   held     object alive, a weak variable still names it: no report
//   cleared  object alive, the weak variable cleared (or its timer closure
//            gone): 32 bytes reported, formWeakReference — not a leak
//   freed    the weak variable cleared, then the object freed: the side
//            table goes with it, no report
//   leaked   an object with a side table leaked for real: reported, but a
//            suppression naming formWeakReference hides it entirely (the
//            suppressed side table points at the object, and LeakSanitizer
//            treats what a suppressed block points at as reachable) — why
//            the soak frees its objects instead of suppressing
final class Target { var payload = [UInt8](repeating: 7, count: 100) }
final class Holder { weak var target: Target? }

nonisolated(unsafe) var target: Target? = Target()   // a global: a root for LeakSanitizer
nonisolated(unsafe) let holder = Holder()

@inline(never) func formWeakReference(_ object: Target) { holder.target = object }

switch CommandLine.arguments.dropFirst().first ?? "" {
case "held":
    formWeakReference(target!)
case "cleared":
    formWeakReference(target!)
    holder.target = nil
case "freed":
    formWeakReference(target!)
    holder.target = nil
    target = nil
case "leaked":
    let object = Target()
    formWeakReference(object)
    holder.target = nil
    _ = Unmanaged.passRetained(object)   // never released
default:
    print("usage: lsan-weak held|cleared|freed|leaked")
}
