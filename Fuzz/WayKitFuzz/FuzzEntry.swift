import Foundation
import WayKitFuzzing

/// One libFuzzer input: a byte stream the event-stream fuzzer turns into
/// compositor events (F4). A stream that breaks F2 or leaves a touch held
/// traps here on purpose, so libFuzzer saves it; it then belongs in
/// Fuzz/Regressions, which the test command replays.
@MainActor
func fuzzOne(_ bytes: [UInt8]) -> [String] {
    do {
        let fuzzer = try EventStreamFuzzer()
        var input = ByteInput(bytes)
        return fuzzer.run(&input, steps: 2_000).violations
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

@main
struct FuzzMain {
    static func main() {
        #if WAYKIT_LIBFUZZER
        // scripts/fuzz.sh's build: libFuzzer drives, with its own arguments.
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in LLVMFuzzerTestOneInput(data, size) })
        #else
        // A plain build replays the files named on the command line, printing
        // what each broke.
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
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
