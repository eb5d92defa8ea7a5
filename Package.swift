// swift-tools-version: 6.1
// WayKit: UIKit's event model on Linux/Wayland.
//
// Layers (each target depends only on the ones above it):
//   1. C shims: system libraries (wayland-client, xkbcommon, pixman, ...) and the
//      generated protocol code.
//   2. WayKit: the event model (views, responders, windows, touches, recognizers,
//      controls). Pure Swift, no platform imports, testable headless.
//   3. WayKitRender: pixman rendering of a view tree, with damage tracking.
//   4. WayKitWayland: the Wayland client backend, and beside it
//      WayKitAccessibilityBus: the AT-SPI2 bridge (Y2, docs/accessibility.md).
//   5. WayKitTesting: a headless backend for app authors' own tests.
import PackageDescription

/// How WayKit's apps are linked (docs/performance.md, "Start-up and memory"):
/// the Swift runtime and Foundation static (`-static-stdlib`: 6 MB less
/// resident and 10 ms less start than the shared libraries), by lld with
/// packed relative relocations (DT_RELR: the loader reads 15 kB of
/// relocations instead of 1.8 MB; glibc 2.36 or newer, Debian 12 has it).
/// `-static-stdlib` brings the runtime's own dependencies
/// (lib/swift_static/linux/static-stdlib-args.lnk) but not static
/// Foundation's, which `swift build --static-swift-stdlib` gets from modules
/// compiled for static linking; they are named here instead (Swift 6.1–6.3).
/// The functions that run while an app starts and answers its first input
/// are laid out side by side (`--symbol-ordering-file`, from
/// tools/link-order/startup-order.txt, which scripts/generate-link-order.sh
/// regenerates): the kernel maps code in 64 KiB blocks around each fault, so
/// scattered functions drag in code that never runs (2 MiB of the grid's).
/// The C++ runtime the Swift runtime needs is linked static too
/// (tools/link-static-cxx/libstdc++.so is a linker script naming
/// libstdc++.a, found first on the library path): the shared libstdc++
/// cost 1.4 MiB resident in relocations and initialisers, the parts linked
/// cost 0.7 MiB.
/// An app of your own gets the same from scripts/new-app.sh, whose
/// Package.swift carries these settings for release builds
/// (scripts/app-template/Package.swift.template, docs/getting-started.md).
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))
let appLinking: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                  "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
                  "-Xlinker", "--symbol-ordering-file=\(packageDirectory)/tools/link-order/startup-order.txt",
                  "-Xlinker", "--no-warn-symbol-ordering", "-L\(packageDirectory)/tools/link-static-cxx"],
                 .when(platforms: [.linux])),
]

let package = Package(
    name: "WayKit",
    products: [
        // An app's one dependency: the event model, with the Wayland backend
        // and its renderer linked in, which install themselves as the
        // platform `UIApplicationMain` and `@main` run on (V1,
        // docs/app-structure.md): the app imports only WayKit.
        .library(name: "WayKit", targets: ["WayKit", "WayKitLauncher"]),
        .library(name: "WayKitTesting", targets: ["WayKitTesting"]),
        .library(name: "WayKitRender", targets: ["WayKitRender"]),
        .library(name: "WayKitWayland", targets: ["WayKitWayland"]),
        .library(name: "WaylandTestCompositor", targets: ["WaylandTestCompositor"]),
        .executable(name: "waykit-demo", targets: ["WayKitDemo"]),
        .executable(name: "waykit-wayland-bench", targets: ["WaylandBenchmarks"]),
        .executable(name: "waykit-button-grid", targets: ["ButtonGrid"]),
        .executable(name: "waykit-seed-traces", targets: ["SeedTraces"]),
        .executable(name: "waykit-render-gallery", targets: ["RenderGallery"]),
        .executable(name: "waykit-fuzz", targets: ["WayKitFuzz"]),
        .executable(name: "waykit-soak", targets: ["WayKitSoak"]),
        .executable(name: "waykit-warmup-probe", targets: ["WarmUpProbe"]),
        .executable(name: "waykit-template-app", targets: ["TemplateApp"]),
    ],
    targets: [
        // MARK: C shims
        .systemLibrary(
            name: "CWaylandClient",
            pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]
        ),
        .systemLibrary(
            name: "CXKBCommon",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]
        ),
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // K7: the Unicode bidirectional algorithm (FriBidi) and ICU's break
        // iterators (UAX #14 line breaks, UAX #29 words), docs/rendering.md.
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        // ICU's break iterators, loaded with dlopen at the first text that
        // needs breaking (not linked: see Sources/CICUBreak/include).
        .target(name: "CICUBreak"),
        // libdecor's client-side decorations (D1), loaded with dlopen only
        // where the compositor offers no decoration manager (GNOME): see
        // Sources/CLibdecor/include.
        .target(name: "CLibdecor"),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"])]
        ),

        // U5: JPEG through libjpeg-turbo's TurboJPEG API (docs/rendering.md).
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),

        // Y3: the speech mode's voice: speech-dispatcher's client library,
        // and espeak-ng's where no daemon runs or speech goes to a WAV file
        // (docs/accessibility.md). Only their headers: both are opened with
        // dlopen when the speech mode first speaks
        // (Sources/WayKitSpeech/SpeechLibraries.swift), so no pkg-config,
        // whose -l flags would link them, and the 30 libraries they need,
        // into every app (issue 23).
        .systemLibrary(
            name: "CSpeechDispatcher",
            providers: [.apt(["libspeechd-dev"])]
        ),
        .systemLibrary(
            name: "CEspeakNG",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        // Y2: sd-bus, the AT-SPI bridge's D-Bus library: only its header.
        // libsystemd is opened with dlopen when the bridge first connects
        // (Sources/WayKitAccessibilityBus/Bus/SystemdBus.swift), so no
        // pkg-config: its `-lsystemd` would link it into every app.
        .systemLibrary(
            name: "CSystemdBus",
            providers: [.apt(["libsystemd-dev"])]
        ),

        .systemLibrary(
            name: "CWaylandCursor",
            pkgConfig: "wayland-cursor",
            providers: [.apt(["libwayland-dev"])]
        ),
        .systemLibrary(
            name: "CWaylandServer",
            pkgConfig: "wayland-server",
            providers: [.apt(["libwayland-dev"])]
        ),
        // Code wayland-scanner generates from protocols/*.xml
        // (scripts/generate-protocols.sh): client headers and interface tables.
        .target(name: "CWaylandProtocols", dependencies: ["CWaylandClient"]),

        // MARK: Event model
        // The keyboard's layout files are compiled in as string literals
        // (scripts/generate-keyboard-layouts.sh, docs/keyboard.md), not
        // shipped as resources.
        // The symbol names table is compiled in the same way
        // (scripts/generate-symbol-table.sh).
        .target(name: "WayKit", dependencies: ["CWayKitRuntime"], exclude: ["Keyboard/Layouts", "Images/Symbols"]),
        // Makes a delegate class named by a string with its init() (V1), as
        // UIKit's Objective-C runtime does: Swift has no source form for it
        // (Sources/CWayKitRuntime/include). The Swift runtime only, no
        // platform library.
        .target(name: "CWayKitRuntime"),

        // MARK: Rendering
        .target(
            name: "WayKitRender",
            dependencies: ["WayKit", "CPixman", "CFreeType", "CHarfBuzz", "CFontconfig", "CPNG", "CTurboJPEG", "CFriBidi",
                           "CICUBreak", "CWayKitRenderServices"]
        ),
        // Registers WayKitRender's image coder and symbol renderer before
        // main, so that images load before any backend exists (U5).
        .target(name: "CWayKitRenderServices"),
        // Benchmarks are an executable, not timed tests: run with
        // `swift run -c release WayKitRenderBenchmarks`.
        .executableTarget(
            name: "WayKitRenderBenchmarks",
            dependencies: ["WayKit", "WayKitRender"],
            path: "Benchmarks/WayKitRenderBenchmarks"
        ),

        // MARK: Wayland client
        .target(
            name: "WayKitWayland",
            dependencies: ["WayKit", "CWaylandClient", "CWaylandCursor", "CXKBCommon", "CWaylandProtocols", "CLibdecor"]
        ),

        // MARK: Accessibility bus (Y2)
        // The AT-SPI2 bridge: the core's accessibility tree as D-Bus objects
        // for Orca, on the backend's poll loop (docs/accessibility.md).
        .target(name: "WayKitAccessibilityBus", dependencies: ["WayKit", "CSystemdBus"]),

        // The platform an app launched by UIApplicationMain or @main runs on
        // (V1): a Wayland backend drawing with pixman, installed before main
        // by a C constructor (CWayKitLauncher), so that an app that imports
        // only WayKit gets it (docs/app-structure.md).
        .target(
            name: "WayKitLauncher",
            dependencies: ["WayKit", "WayKitRender", "WayKitWayland", "WayKitSpeech", "WayKitAccessibilityBus", "CWayKitLauncher"]
        ),
        // Y3: the synthesizers the speech mode speaks through.
        .target(name: "WayKitSpeech", dependencies: ["WayKit", "CSpeechDispatcher", "CEspeakNG"]),
        .target(name: "CWayKitLauncher"),

        // MARK: Test support: an in-process compositor on libwayland-server
        .target(
            name: "CWaylandTestCompositor",
            dependencies: ["CWaylandServer", "CXKBCommon", "CWaylandProtocols"],
            linkerSettings: [.linkedLibrary("wayland-server"), .linkedLibrary("xkbcommon")]
        ),
        .target(name: "WaylandTestCompositor", dependencies: ["CWaylandTestCompositor"]),

        // MARK: Demo and benchmarks
        .executableTarget(
            name: "WayKitDemo",
            // WayKitTesting: `--soak` runs the app on the headless backend (issue 23).
            dependencies: ["WayKit", "WayKitWayland", "WayKitRender", "WayKitAccessibilityBus", "WayKitTesting"],
            path: "Examples/WayKitDemo",
            linkerSettings: appLinking
        ),
        .executableTarget(
            name: "WaylandBenchmarks",
            dependencies: ["WayKit", "WayKitWayland", "WayKitRender", "WaylandTestCompositor", "ButtonGridScene"],
            path: "Benchmarks/WaylandBenchmarks"
        ),
        // The performance bar's 100-button grid: the scene (shared with the
        // benchmarks) and the app scripts/grid-bench.sh runs under Weston.
        .target(name: "ButtonGridScene", dependencies: ["WayKit"], path: "Examples/ButtonGridScene"),
        .executableTarget(
            name: "ButtonGrid",
            dependencies: ["WayKit", "WayKitWayland", "WayKitRender", "ButtonGridScene"],
            path: "Examples/ButtonGrid",
            linkerSettings: appLinking
        ),

        // MARK: Fuzzing (F4): random event streams through the test compositor
        .target(
            name: "WayKitFuzzing",
            dependencies: ["WayKit", "WayKitWayland", "WaylandTestCompositor"]
        ),
        // libFuzzer's target: scripts/fuzz.sh builds it with -sanitize=fuzzer;
        // a plain build replays saved inputs (Fuzz/Regressions).
        .executableTarget(
            name: "WayKitFuzz",
            dependencies: ["WayKitFuzzing"],
            path: "Fuzz/WayKitFuzz"
        ),
        // F5: scripts/soak.sh's million events through one window.
        .executableTarget(
            name: "WayKitSoak",
            dependencies: ["WayKit", "WayKitFuzzing"],
            path: "Fuzz/WayKitSoak"
        ),

        // MARK: Test support for app authors
        .target(name: "WayKitTesting", dependencies: ["WayKit", "WayKitRender"]),

        // MARK: Examples
        .executableTarget(
            name: "SeedTraces",
            dependencies: ["WayKit", "WayKitTesting"],
            path: "Examples/SeedTraces"
        ),
        .executableTarget(
            name: "RenderGallery",
            dependencies: ["WayKit", "WayKitRender"],
            path: "Examples/RenderGallery"
        ),

        // The Xcode template's app (AppDelegate, SceneDelegate, a view
        // controller) with `import UIKit` changed to `import WayKit` (V1).
        .executableTarget(
            name: "TemplateApp",
            dependencies: ["WayKit", "WayKitLauncher"],
            path: "Examples/TemplateApp",
            linkerSettings: appLinking
        ),

        // MARK: Benchmarks (run in release; see docs/performance.md)
        .executableTarget(
            name: "WayKitBenchmarks",
            dependencies: ["WayKit", "WayKitTesting", "WayKitAccessibilityBus"],
            path: "Benchmarks/WayKitBenchmarks"
        ),

        // The first key's cost to the runtime with and without the text
        // input warm-up, in a fresh process (TextInputWarmUpProbeTests).
        .executableTarget(
            name: "WarmUpProbe",
            dependencies: ["WayKit", "WayKitTesting"],
            path: "Benchmarks/WarmUpProbe"
        ),

        // MARK: Tests
        // U5: the image tests' files, found through Bundle.module as an app's
        // package resources are: `.process` puts the folder's files, and its
        // asset catalog as a folder, at the bundle's top (on Linux SwiftPM
        // has no actool, so the catalog is copied as Xcode wrote it;
        // docs/rendering.md, "Images").
        .testTarget(
            name: "WayKitTests",
            dependencies: ["WayKit", "WayKitTesting", "WayKitSpeech"],
            resources: [.process("Images/Resources")]
        ),
        .testTarget(
            name: "WayKitRenderTests",
            dependencies: ["WayKit", "WayKitRender"],
            // References/ holds the snapshot PNGs; tests find them through
            // #filePath so that scripts/update-snapshots.sh can rewrite them.
            exclude: ["References"]
        ),
        // Y2: the bridge's mapping and message handling, over a
        // peer-to-peer sd-bus connection in the test process; the end to end
        // run with at-spi2-core and pyatspi is scripts/atspi-check.sh.
        .testTarget(
            name: "WayKitAccessibilityBusTests",
            dependencies: ["WayKit", "WayKitTesting", "WayKitAccessibilityBus"]
        ),
        .testTarget(
            name: "WayKitWaylandTests",
            // The Weston test runs waykit-demo, which `swift build --build-tests`
            // (scripts/test.sh) builds with every product. Not a dependency:
            // the test binary would inherit the app's static linking
            // (`appLinking`), and there is no static swift-testing.
            dependencies: ["WayKit", "WayKitWayland", "WaylandTestCompositor", "CWaylandClient", "WayKitFuzzing"]
        ),
    ]
)
