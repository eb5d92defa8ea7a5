// Rendering benchmarks for issue 5: a 1920×1080 kiosk screen of 100 labelled
// buttons drawn in full, the redraw after one button's highlight, and the
// glyph cache's hit rate.
//
//     swift run -c release WayKitRenderBenchmarks [iterations] [scale]
//     swift run -c release WayKitRenderBenchmarks animation [frames]
//     swift run -c release WayKitRenderBenchmarks scroll [frames] [rows] [repaint]
//     swift run -c release WayKitRenderBenchmarks text [iterations]
//     swift run -c release WayKitRenderBenchmarks shadows [iterations] [scale]
//     swift run -c release WayKitRenderBenchmarks navigation [rounds]
//     swift run -c release WayKitRenderBenchmarks image [rounds]
//
// `scale` (default 1) draws the same 1920×1080-point screen into a buffer
// that many times larger (2: 3840×2160).
//
// Not a test: timings depend on the machine. Figures go in
// docs/performance.md, "Rendering".
import CPixman
import Foundation
import WayKit
import WayKitRender

@MainActor
func makeKiosk() -> (UIWindow, [UIButton]) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .systemGray6
    var buttons: [UIButton] = []
    let columns = 10, rows = 10
    let cellW: CGFloat = 1920 / CGFloat(columns), cellH: CGFloat = 1080 / CGFloat(rows)
    for i in 0..<(columns * rows) {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: CGFloat(i % columns) * cellW + 8, y: CGFloat(i / columns) * cellH + 8,
                              width: cellW - 16, height: cellH - 16)
        button.backgroundColor = .white
        button.layer.cornerRadius = 12
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemGray4.cgColor
        button.setTitle("Product \(i + 1)", for: .normal)
        button.setTitleColor(.systemBlue, for: .normal)
        window.addSubview(button)
        buttons.append(button)
    }
    return (window, buttons)
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func summary(_ samples: [Double]) -> String {
    let s = samples.sorted()
    let median = s[s.count / 2]
    let p95 = s[min(s.count - 1, Int(Double(s.count) * 0.95))]
    return String(format: "median %.3f ms, p95 %.3f ms, min %.3f ms (n=%d)", median, p95, s[0], s.count)
}

@MainActor
func run() {
    let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 60
    let scale = CGFloat(CommandLine.arguments.dropFirst(2).first.flatMap(Double.init) ?? 1)
    let width = Int((1920 * scale).rounded(.up)), height = Int((1080 * scale).rounded(.up))
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: width, height: height), let base = buffer.data else {
        print("cannot allocate the frame buffer"); return
    }
    let pb = PixelBuffer(base: base, width: width, height: height, stride: buffer.stride)
    let renderer = PixmanRenderer()
    let text = renderer.textSystem
    let (window, buttons) = makeKiosk()
    window.layoutIfNeededForDisplay()
    _ = window.takeDamage()

    text.resetGlyphCacheStatistics()
    let cold = milliseconds { _ = renderer.render(window, into: pb, scale: scale, damage: nil) }
    let coldLookups = text.glyphCacheLookups

    var full: [Double] = []
    text.resetGlyphCacheStatistics()
    for _ in 0..<iterations {
        full.append(milliseconds { _ = renderer.render(window, into: pb, scale: scale, damage: nil) })
    }
    let warmLookups = text.glyphCacheLookups

    var highlight: [Double] = []
    var damagedPixels = 0
    for i in 0..<iterations {
        let b = buttons[(i * 37) % buttons.count]
        b.isHighlighted = true
        let damage = window.takeDamage()
        highlight.append(milliseconds {
            let rects = renderer.render(window, into: pb, scale: scale, damage: damage)
            damagedPixels = rects.reduce(0) { $0 + Int($1.width * $1.height) }
        })
        b.isHighlighted = false
        _ = renderer.render(window, into: pb, scale: scale, damage: window.takeDamage())
    }

    print("WayKitRender benchmarks (\(width)×\(height), scale \(scale), 100 labelled buttons)")
    print(String(format: "  full frame, first (cold fonts and glyphs): %.3f ms", cold))
    print("  full frame, steady state:   \(summary(full))   target ≤ 8 ms")
    print("  one-button highlight redraw: \(summary(highlight))   target ≤ 0.5 ms")
    print("    damage per highlight: \(damagedPixels) px (\(renderer.viewsDrawnLastFrame) views drawn)")
    let coldTotal = coldLookups.hits + coldLookups.misses
    print(String(format: "  glyph cache, first frame: %d lookups, %d rendered, hit rate %.1f %%",
                 coldTotal, coldLookups.misses, coldTotal == 0 ? 0 : Double(coldLookups.hits) / Double(coldTotal) * 100))
    let warmTotal = warmLookups.hits + warmLookups.misses
    print(String(format: "  glyph cache, steady state: %d lookups, %d rendered, hit rate %.1f %%",
                 warmTotal, warmLookups.misses, warmTotal == 0 ? 0 : Double(warmLookups.hits) / Double(warmTotal) * 100))
    if let out = ProcessInfo.processInfo.environment["WAYKIT_BENCH_PNG"], let png = try? PNGCodec.encode(buffer) {
        try? png.write(to: URL(fileURLWithPath: out))
        print("  frame written to \(out)")
    }
}

MainActor.assumeIsolated {
    if CommandLine.arguments.dropFirst().first == "scroll" {
        runScrollBenchmark(frames: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 600,
                           rows: CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 100_000,
                           movesPixels: CommandLine.arguments.dropFirst(4).first != "repaint")
    } else if CommandLine.arguments.dropFirst().first == "animation" {
        runAnimationBenchmark(iterations: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 600)
    } else if CommandLine.arguments.dropFirst().first == "navigation" {
        runNavigationBenchmark(rounds: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 20)
    } else if CommandLine.arguments.dropFirst().first == "shadows" {
        runShadowBenchmark(iterations: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 100,
                           scale: CGFloat(CommandLine.arguments.dropFirst(3).first.flatMap(Double.init) ?? 3))
    } else if CommandLine.arguments.dropFirst().first == "image" {
        runImageBenchmark(rounds: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 15)
    } else if CommandLine.arguments.dropFirst().first == "text" {
        runTextBenchmark(iterations: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 30)
    } else {
        run()
    }
}
