import CPixman
import Foundation
import WayKit
import WayKitRender

/// SPEC K7's bar: a 10,000-character mixed-script text (English, Hebrew,
/// Arabic with digits, Chinese, emoji sequences) in a `UILabel` with
/// `numberOfLines = 0`, 600 points wide, laid out and drawn from scratch
/// (the layout cache purged each time) in ≤ 10 ms. Also what ICU's break
/// iterators add to resident memory at their first use.
///
///     swift run -c release WayKitRenderBenchmarks text [iterations]
@MainActor
func runTextBenchmark(iterations: Int) {
    let rss0 = residentBytes()
    let renderer = PixmanRenderer()
    let text = renderer.textSystem
    let sentences = [
        "The quick brown fox doesn't jump over the well-known lazy dog. ",
        "שלום עולם, זה טקסט בעברית עם 2024 מספרים. ",
        "مرحبا بالعالم، السعر ١٢٥ دينار أو 125 دولار. ",
        "中文文本没有空格也可以自动换行显示。",
        "Family 👨‍👩‍👧‍👦, flag 🇫🇷, thumbs 👍🏽 up! ",
    ]
    var body = ""
    var i = 0
    while body.count < 10_000 { body += sentences[i % sentences.count]; i += 1 }
    body = String(body.prefix(10_000))

    // Fonts and shaping first, on one line (no breaking, so no ICU): what
    // the first break adds is then ICU's alone.
    let style = TextStyle(font: FontSpec(pointSize: 17))
    _ = text.layout(body, style: style, maxWidth: 600, scale: 1)
    let rss1 = residentBytes()
    _ = text.lineBreakOpportunities(in: "Hello world")
    let rss2 = residentBytes()
    _ = text.lineBreakOpportunities(in: body)
    _ = text.wordRanges(in: body)
    let rss3 = residentBytes()

    let label = UILabel()
    label.text = body
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 17)
    let size = label.sizeThatFits(CGSize(width: 600, height: CGFloat.greatestFiniteMagnitude))
    label.frame = CGRect(x: 0, y: 0, width: 600, height: size.height)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: size.height))
    window.backgroundColor = .white
    window.addSubview(label)
    window.layoutIfNeededForDisplay()
    let height = Int(size.height.rounded(.up))
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: 600, height: height), let base = buffer.data else {
        print("cannot allocate the frame buffer"); return
    }
    let pb = PixelBuffer(base: base, width: 600, height: height, stride: buffer.stride)
    _ = renderer.render(window, into: pb, scale: 1, damage: nil)  // glyphs rendered once

    let wrap = TextStyle(font: FontSpec(pointSize: 17), numberOfLines: 0, lineBreakMode: .byWordWrapping)
    var layoutOnly: [Double] = []
    var layoutAndDraw: [Double] = []
    var lines = 0
    for _ in 0..<iterations {
        text.purgeLayouts()
        layoutOnly.append(milliseconds { lines = text.layout(body, style: wrap, maxWidth: 600, scale: 1).lineCount })
        text.purgeLayouts()
        layoutAndDraw.append(milliseconds { _ = renderer.render(window, into: pb, scale: 1, damage: nil) })
    }
    let mib = { (b: Int) in String(format: "%.2f MiB", Double(b) / 1_048_576) }
    print("WayKitRender text benchmark (\(body.count) characters, \(body.utf16.count) UTF-16 units, 600 pt wide, \(lines) lines)")
    print("  layout (shaping, bidi, line breaks): \(summary(layoutOnly))")
    print("  layout and draw (UILabel, numberOfLines 0): \(summary(layoutAndDraw))   target ≤ 10 ms")
    print("  VmRSS: start \(mib(rss0)), fonts and shaping \(mib(rss1)), first line break \(mib(rss2)) (+\(mib(rss2 - rss1))), "
          + "after breaking and word-segmenting the text \(mib(rss3)) (+\(mib(rss3 - rss2)))")
    runTextViewBenchmark(body, renderer: renderer, iterations: iterations)
    if let out = ProcessInfo.processInfo.environment["WAYKIT_BENCH_PNG"], let png = try? PNGCodec.encode(buffer) {
        try? png.write(to: URL(fileURLWithPath: out))
        print("  frame written to \(out)")
    }
}

/// VmRSS from /proc/self/statm (its second field, in pages).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Issue 11's bar: the same 10,000 characters in an editable `UITextView`
/// 600×800 points, laid out and drawn from scratch (layouts purged), and a
/// character typed at the caret in the middle of the text and the frame
/// drawn again (the whole text is laid out again, as the line breaks after
/// the caret may all move).
@MainActor
func runTextViewBenchmark(_ body: String, renderer: PixmanRenderer, iterations: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let view = UITextView(frame: window.bounds)
    view.font = .systemFont(ofSize: 17)
    view.text = body
    window.addSubview(view)
    window.layoutIfNeededForDisplay()
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: 600, height: 800), let base = buffer.data else { return }
    let pb = PixelBuffer(base: base, width: 600, height: 800, stride: buffer.stride)
    _ = renderer.render(window, into: pb, scale: 1, damage: nil)
    _ = view.becomeFirstResponder()
    view.selectedRange = NSRange(location: body.utf16.count / 2, length: 0)
    var fresh: [Double] = []
    var typed: [Double] = []
    for i in 0..<iterations {
        renderer.textSystem.purgeLayouts()
        fresh.append(milliseconds {
            view.text = i % 2 == 0 ? body : body + " "
            window.layoutIfNeededForDisplay()
            _ = renderer.render(window, into: pb, scale: 1, damage: nil)
        })
        view.selectedRange = NSRange(location: body.utf16.count / 2, length: 0)
        typed.append(milliseconds {
            view.insertText("x")
            window.layoutIfNeededForDisplay()
            _ = renderer.render(window, into: pb, scale: 1, damage: nil)
        })
    }
    print("  UITextView 600×800, the 10,000 characters laid out and drawn: \(summary(fresh))   target ≤ 10 ms")
    print("  UITextView: a character typed mid-text, laid out and drawn again: \(summary(typed))")
}
