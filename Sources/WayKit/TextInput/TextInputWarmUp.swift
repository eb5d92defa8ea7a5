import Foundation

/// Runs the typing path once, on scratch objects, while the app is idle
/// after a text responder takes focus, so that the first key typed finds it
/// ready (issue 11: the first key of a run took 1.4 ms of the client's and
/// test compositor's time where later ones took 0.6; 1.1 ms with this;
/// docs/performance.md, "Text input").
///
/// What the first key paid for was code no event had run before: the Swift
/// runtime instantiating the generic types of the key path (the table of
/// presses down, a text view's set of presses), each the first time a scan
/// of the binary's thousands of protocol-conformance records; the first
/// edit, layout and caret geometry; and the glyphs of the field's font that
/// no text had used yet, rasterized in the frame that shows them. Each
/// piece is its own idle item of at most about 0.4 ms.
///
/// Nothing here is seen: no view, window or responder is touched, the
/// application's tables get no entry, no delegate or observer is told. The
/// only state left behind is in caches (the runtime's, the renderer's
/// layout and glyph caches), and only once a text responder has taken
/// focus, so an app without text fields (the button grid) pays nothing.
@MainActor
final class TextInputWarmUp {
    /// The characters a field is likely to get, laid out and rasterized for
    /// each font a focused field uses: ASCII letters, digits, the space and
    /// the punctuation of names, addresses and numbers.
    static let sampleText = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,-@'"
    /// Fonts warmed at most: a form uses one or two; more only cost memory.
    static let maximumFonts = 4
    static let glyphsPerItem = 12

    private(set) var keyPathIsWarm = false
    private(set) var warmFonts: [FontKey] = []
    /// How many items have run (for tests).
    private(set) var runs = 0

    struct FontKey: Equatable {
        var font: UIFont
        var scale: CGFloat
    }

    /// Queues what `input` needs warmed and is not yet: the key path once,
    /// the font of a WayKit text view at its window's scale once.
    func schedule(for input: any UITextInput, in app: UIApplication) {
        if !keyPathIsWarm {
            keyPathIsWarm = true
            app._performWhenIdle { [weak self, weak app] in
                guard let self, let app else { return }
                runs += 1
                Self.runKeyPath(in: app)
            }
        }
        guard let host = input as? any TextEditingHost, warmFonts.count < Self.maximumFonts else { return }
        let view = input as? UIView
        let key = FontKey(font: host._textFont, scale: view?.window?.windowScene?.screen.scale ?? 1)
        guard !warmFonts.contains(key) else { return }
        warmFonts.append(key)
        app._performWhenIdle { [weak self] in
            guard let self else { return }
            runs += 1
            Self.runGeometry(key)
        }
        // The glyphs a few characters at a time: each idle item stays well
        // under a millisecond, so input arriving meanwhile barely waits.
        var rest = Substring(Self.sampleText)
        while !rest.isEmpty {
            let chunk = String(rest.prefix(Self.glyphsPerItem))
            rest = rest.dropFirst(Self.glyphsPerItem)
            app._performWhenIdle { [weak self] in
                guard let self else { return }
                runs += 1
                Self.runGlyphs(chunk, key)
            }
        }
    }

    /// A key press's way from the application to a text view's edit, on
    /// scratch objects: the same generic types, the same functions.
    private static func runKeyPath(in app: UIApplication) {
        let key = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
        let input = KeyInput(timestamp: 0, phase: .down, key: key, scanCode: 30)
        let press = UIPress(phase: .began, timestamp: 0, type: .keyboard, key: key)
        // The application's input queue (E1), of its own type but not it.
        var queue = type(of: app._queue).init()
        queue.append(.key(input))
        for pending in queue { if case .key(let k) = pending { _ = k.physicalKey } }
        queue.removeAll(keepingCapacity: true)
        // The key-command lookup along the chain (K4), over no commands.
        let commands: [UIKeyCommand]? = nil
        for command in commands ?? [] where command.matches(key) { _ = command }
        // The application's tables of keys down (UIApplication+Keys), of
        // their own type but not them.
        var down = type(of: app._downPresses).init()
        down[input.physicalKey] = press
        _ = down.removeValue(forKey: input.physicalKey)
        var commandKeys = type(of: app._commandKeys).init()
        _ = commandKeys.removeValue(forKey: input.physicalKey)
        // Y4: the focus system's look at every key, and its table of keys.
        var focusKeys = type(of: app._focusKeys).init()
        focusKeys.insert(input.physicalKey)
        _ = focusKeys.remove(input.physicalKey)
        if let window = app.keyWindow { _ = UIFocusSystem._main._takesKey(key, in: window) }
        // Issue 23: every key notes the input time for the idle reset.
        for observation in app._idleObservations where observation.isIdle { _ = observation.isValid }
        // Y2: the accessibility hooks a text change and a caret move pass.
        AccessibilityCenter.shared._textChanged(UIResponder())
        AccessibilityCenter.shared._selectionChanged(UIResponder())
        let event = UIPressesEvent(timestamp: 0)
        event._presses = [press]
        // A text view's presses and the command its key runs.
        var taken = TextKeyPresses()
        _ = taken.began(event.allPresses) { $0.key.flatMap(TextEditingCommand.command(for:)) != nil }
        _ = taken.changed(event.allPresses) { _ in }
        _ = taken.ended(event.allPresses)
        for p in event.allPresses where p.key != nil { _ = p.phase }
        // A field's filter of what is typed (its key path and closure).
        _ = UITextField._sanitize("a")
        // Typing, a backspace, a move and an undo on an editing state no
        // view owns.
        let editing = TextEditingState()
        editing.insert("a")
        editing.insert("b")
        editing.deleteBackward()
        editing.moveCaret(to: 0, extending: false)
        editing.undo()
    }

    /// The font's first editing layout and caret geometry.
    private static func runGeometry(_ key: FontKey) {
        let g = TextEditingGeometry(text: sampleText, font: key.font, box: CGRect(x: 0, y: 0, width: 400, height: 40),
                                    alignment: .natural, maxWidth: nil, verticallyCentered: true)
        _ = g.width
        _ = g.caretRect(1)
        _ = g.selectionRects(0..<1)
    }

    /// The glyphs of `characters` in the font, in the renderer's glyph cache.
    private static func runGlyphs(_ characters: String, _ key: FontKey) {
        RenderingServices.text?.prepareText(characters, width: 2000, parameters: CGContext.TextParameters(
            font: key.font, color: UIColor.label.cgColor, numberOfLines: 1, lineBreakMode: .byClipping), scale: key.scale)
    }
}

