import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// K5: layouts are data files, compiled in by
/// scripts/generate-keyboard-layouts.sh; apps can add their own.
@MainActor
@Suite("On-screen keyboard layouts")
struct KeyboardLayoutTests {
    static let layoutDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WayKit/Keyboard/Layouts")

    @Test("K5: the compiled-in layouts are the files in Sources/WayKit/Keyboard/Layouts (rerun scripts/generate-keyboard-layouts.sh)")
    func embeddedCopyMatchesFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.layoutDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.contains("en-US.json"))
        #expect(KeyboardLayoutData.files.map { $0.name + ".json" }.sorted() == files)
        for file in files {
            let text = try String(contentsOf: Self.layoutDirectory.appendingPathComponent(file), encoding: .utf8)
            let embedded = KeyboardLayoutData.files.first { $0.name + ".json" == file }?.json
            // The generator drops the file's final newline.
            #expect(embedded == String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)), "\(file)")
        }
    }

    @Test("K5: US English QWERTY decodes: ten, nine and seven letters, and the pages every keyboard type asks for")
    func usEnglish() throws {
        _ = HeadlessBackend()
        let layout = try #require(KeyboardLayouts.layout("en-US"))
        let letters = try #require(layout.pages["letters"])
        #expect(letters.rows.map { $0.filter { $0.action == .character }.map(\.output).joined() }
                == ["qwertyuiop", "asdfghjkl", "zxcvbnm", ""])
        #expect(letters.shiftable)
        for type in [UIKeyboardType.default, .numberPad, .decimalPad, .phonePad, .numbersAndPunctuation, .emailAddress] {
            #expect(layout.pages[layout.startPage(for: type)] != nil)
        }
        #expect(layout.startPage(for: .numberPad) == "numberPad")
        #expect(layout.startPage(for: .emailAddress) == "letters")
        #expect(layout.returnLabel(for: .emergencyCall) == "Emergency Call")
    }

    @Test("K5: a broken layout file is refused with a reason; a good one is added and shown")
    func addedLayouts() throws {
        let f = KeyboardFixture()
        #expect(throws: (any Error).self) { try UIApplication.shared.addOnScreenKeyboardLayout(json: Data("{}".utf8)) }
        let pageToNowhere = """
        {"identifier": "bad", "name": "Bad", "labels": {"space": "", "return": {}}, "pageForKeyboardType": {},
         "pages": {"letters": {"columns": 1, "rows": [[{"action": "page", "page": "nowhere"}]]}}}
        """
        #expect(throws: KeyboardLayoutError.self) { try UIApplication.shared.addOnScreenKeyboardLayout(json: Data(pageToNowhere.utf8)) }

        let abc = """
        {"identifier": "test-abc", "name": "ABC", "labels": {"space": "espace", "return": {"default": "retour"}},
         "pageForKeyboardType": {"default": "main"},
         "pages": {"main": {"columns": 3, "shiftable": true,
                            "rows": [["a", "b", {"output": "c", "shifted": "Ç"}], [{"action": "shift"}, {"action": "space"}, {"action": "return"}]]}}}
        """
        let id = try UIApplication.shared.addOnScreenKeyboardLayout(json: Data(abc.utf8))
        #expect(id == "test-abc")
        UIApplication.shared.onScreenKeyboardLayout = id
        defer { UIApplication.shared.onScreenKeyboardLayout = "en-US" }
        f.focus()
        #expect(f.key("return")?.caption == "retour")
        #expect(f.key("space")?.caption == "espace")
        f.tap(["a", "shift", "c", "space"])
        #expect(f.field.text == "aÇ ")
    }
}
