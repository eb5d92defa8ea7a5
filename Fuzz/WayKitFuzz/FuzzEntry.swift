import Foundation
import WayKitFuzzing

/// One libFuzzer input: a byte stream the event-stream fuzzer turns into
/// compositor events (F4). A stream that breaks F2 or leaves a touch held
/// traps here on purpose, so libFuzzer saves it; it then belongs in
/// Fuzz/Regressions, which the test command replays.
@MainActor
func fuzzOne(_ bytes: [UInt8]) -> [String] {
    do {
        let outcome = try FuzzStreams.run(bytes: bytes)
        Depth.record(outcome)
        return outcome.violations
    } catch {
        return ["setup failed: \(error)"]
    }
}

/// libFuzzer's callback: one input. Traps (abort) on a broken invariant so
/// libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = MainActor.assumeIsolated { fuzzOne(bytes) }
    if !problems.isEmpty {
        FileHandle.standardError.write(Data(("waykit-fuzz: " + problems.joined(separator: "; ") + "\n").utf8))
        abort()
    }
    return 0
}

#if WAYKIT_LIBFUZZER
/// libFuzzer's entry for programs that have their own `main` (SwiftPM gives
/// every executable one), from the `-sanitize=fuzzer` runtime.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

/// `waykit-fuzz --write-seeds DIR COUNT STEPS`: writes the first COUNT
/// seeded streams of STEPS steps as files, libFuzzer's starting corpus
/// (`scripts/fuzz.sh`), so its inputs are long from the start.
@MainActor
func writeSeeds(_ args: [String]) -> Int32 {
    guard args.count == 3, let count = UInt64(args[1]), let steps = Int(args[2]) else {
        print("usage: waykit-fuzz --write-seeds DIR COUNT STEPS")
        return 2
    }
    let dir = URL(fileURLWithPath: args[0])
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for seed in 1...max(1, count) {
        let file = dir.appendingPathComponent("seed-\(seed)")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(FuzzStreams.bytes(seed: seed, steps: steps))) else {
            print("waykit-fuzz: cannot write \(file.path)")
            return 1
        }
    }
    return 0
}

/// `waykit-fuzz --trace FILE`: what each step of a saved input sent.
@MainActor
func trace(_ path: String) -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("waykit-fuzz: cannot read \(path)")
        return 1
    }
    do {
        // Written at once, unbuffered: a crash keeps every line before it.
        let outcome = try FuzzStreams.run(bytes: Array(data)) { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
        print("waykit-fuzz: \(outcome.steps) steps, \(outcome.protocolEvents) protocol events: \(outcome.violations.isEmpty ? "ok" : outcome.violations.joined(separator: "; "))")
        return outcome.violations.isEmpty ? 0 : 1
    } catch {
        print("waykit-fuzz: setup failed: \(error)")
        return 1
    }
}

@main
struct FuzzMain {
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        if args.first == "--write-seeds" { exit(MainActor.assumeIsolated { writeSeeds(Array(args.dropFirst())) }) }
        if args.first == "--trace", args.count == 2 { exit(MainActor.assumeIsolated { trace(args[1]) }) }
        #if WAYKIT_LIBFUZZER
        // scripts/fuzz.sh's build: libFuzzer drives, with its own arguments.
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in LLVMFuzzerTestOneInput(data, size) })
        #else
        // A plain build replays the files named on the command line, printing
        // what each broke.
        var failed = false
        for path in args {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("waykit-fuzz: cannot read \(path)")
                failed = true
                continue
            }
            let problems = MainActor.assumeIsolated { fuzzOne(Array(data)) }
            print("waykit-fuzz: \(path): \(problems.isEmpty ? "ok" : problems.joined(separator: "; "))")
            failed = failed || !problems.isEmpty
        }
        exit(failed ? 1 : 0)
        #endif
    }
}
