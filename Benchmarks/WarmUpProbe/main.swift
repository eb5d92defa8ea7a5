// waykit-warmup-probe: what the first key typed into a text field costs the
// Swift runtime, in a fresh process, with or without the text input warm-up
// (TextInputWarmUp). Prints one line:
//   warmup=on metadataBytes=N idleItems=M text=a
// `metadataBytes` is how far the runtime's metadata allocator advanced while
// the key was handled: every generic type, witness table or conformance the
// key path instantiates for the first time lands there. The warm-up exists
// to take that off the first key; a test (TextInputWarmUpProbeTests) runs
// this probe both ways and fails when the warmed key no longer comes out far
// cheaper, which is what happens when the key path changes and the warm-up
// no longer runs the same code.
//
// Usage: waykit-warmup-probe on|off
import Foundation
import WayKit
import WayKitTesting

/// The runtime's metadata allocation pool: `{ char *Begin; size_t Remaining; }`,
/// published for debuggers as `_swift_debug_allocationPoolPointer`.
struct MetadataPool {
    private let pool: UnsafeRawPointer?
    private let pageSize: Int

    init() {
        let handle = dlopen(nil, RTLD_NOW)
        if let symbol = dlsym(handle, "_swift_debug_allocationPoolPointer") {
            pool = symbol.load(as: UnsafeRawPointer?.self)
        } else {
            pool = nil
        }
        if let size = dlsym(handle, "_swift_debug_metadataAllocatorPageSize") {
            pageSize = size.load(as: Int.self)
        } else {
            pageSize = 16 * 1024
        }
    }

    var isAvailable: Bool { pool != nil }

    /// (where the next allocation goes, bytes left in the page)
    func read() -> (UInt, Int) {
        guard let pool else { return (0, 0) }
        return (UInt(bitPattern: pool.load(as: Int.self)), pool.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self))
    }

    /// Bytes allocated between two reads: within a page the remainder
    /// shrank by them; across a new page, what was left of the old one plus
    /// what the new one lost (a lower bound when several pages went).
    func allocated(from a: (UInt, Int), to b: (UInt, Int)) -> Int {
        if b.0 >= a.0 && b.0 - a.0 == UInt(a.1 - b.1) { return a.1 - b.1 }
        return a.1 + max(0, pageSize - b.1)
    }
}

@MainActor
func probe(warmUp: Bool) -> String {
    let pool = MetadataPool()
    guard pool.isAvailable else { return "error=no-metadata-pool" }
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 300))
    UIApplication.shared.onScreenKeyboardPolicy = .never
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    field.borderStyle = .roundedRect
    window.addSubview(field)
    backend.stepFrame()
    field.becomeFirstResponder()
    backend.stepFrame()
    var items = 0
    if warmUp {
        while UIApplication.shared._hasIdleWork, items < 1000 {
            UIApplication.shared._performIdleWork()
            items += 1
        }
    }
    let key = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
    // What a backend hands the application for a key (the Wayland one
    // through its InputRouter): the measure covers WayKit's path, not the
    // headless backend's own.
    let now = UIApplication.shared.clock.now
    let before = pool.read()
    UIApplication.shared.handleKey(KeyInput(timestamp: now, phase: .down, key: key, scanCode: 30))
    UIApplication.shared.handleKey(KeyInput(timestamp: now + 0.05, phase: .up, key: key, scanCode: 30))
    let after = pool.read()
    return "warmup=\(warmUp ? "on" : "off") metadataBytes=\(pool.allocated(from: before, to: after)) idleItems=\(items) text=\(field.text ?? "")"
}

let mode = CommandLine.arguments.dropFirst().first ?? "on"
guard mode == "on" || mode == "off" else {
    FileHandle.standardError.write(Data("usage: waykit-warmup-probe on|off\n".utf8))
    exit(2)
}
let line = MainActor.assumeIsolated { probe(warmUp: mode == "on") }
print(line)
