import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: what needs no bus: AT-SPI's numbers, paths, and offsets in text.
@MainActor
@Suite
struct MappingTests {
    @Test("Y2: WayKit's roles are AT-SPI 2.46's role numbers (push button 43, frame 23, entry 79, …)")
    func roles() {
        let expected: [AccessibilityRole: UInt32] = [
            .application: 75, .window: 23, .dialog: 16, .alert: 2, .button: 43, .keyboardKey: 43,
            .toggleButton: 62, .slider: 51, .spinButton: 52, .link: 88, .label: 29, .heading: 83, .image: 27,
            .textField: 79, .searchField: 79, .passwordField: 40, .textArea: 61, .list: 31, .listItem: 32,
            .tabList: 38, .tab: 37, .toolBar: 63, .scrollArea: 49, .group: 39, .progressBar: 42,
            .busyIndicator: 42, .unknown: 67,
        ]
        for role in AccessibilityRole.allCases {
            #expect(ATSPIRole(role).rawValue == expected[role], "\(role)")
        }
        #expect(ATSPIRole.pushButton.name == "push button" && ATSPIRole.pageTabList.name == "page tab list")
        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let keyboardWindow = KeyboardLikeWindow()
        #expect(ATSPIRole.of(keyboardWindow) == .window, "a window that cannot be key is a window, not a frame")
        #expect(ATSPIRole.of(UIWindow()) == .frame)
    }

    final class KeyboardLikeWindow: UIWindow {
        override var canBecomeKey: Bool { false }
    }

    @Test("Y2: states are AT-SPI's bits in two words; changes carry libatspi's state names")
    func states() {
        let set = ATSPIStateSet([.enabled, .focusable, .focused, .checkable, .checked, .visible], showing: true)
        #expect(set.contains([.enabled, .sensitive, .focusable, .focused, .checkable, .checked, .visible, .showing]))
        let (low, high) = set.words
        #expect(low & (1 << 12) != 0, "focused is bit 12")
        #expect(low & (1 << 24) != 0, "sensitive is bit 24")
        #expect(high & (1 << (41 - 32)) != 0, "checkable is bit 41, in the second word")
        #expect(!ATSPIStateSet([.visible], showing: false).contains(.showing), "off screen is visible, not showing")
        #expect(ATSPIStateSet([.editable], showing: true, textReadOnly: true).contains(.readOnly))
        let changes = ATSPIStateSet([.enabled, .sensitive]).changes(to: [.enabled, .focused])
        #expect(changes.map(\.name) == ["focused", "sensitive"] && changes.map(\.on) == [true, false])
        #expect(ATSPIStateSet.names.count == 44 && ATSPIStateSet.names[41] == "checkable")
    }

    @Test("Y2: object paths carry never-reused tokens; any other path from the bus is no token")
    func paths() {
        #expect(ATSPIPath.path(for: 42) == "/org/a11y/atspi/accessible/42")
        #expect(ATSPIPath.token(in: "/org/a11y/atspi/accessible/42") == 42)
        for bad in ["/org/a11y/atspi/accessible/root", "/org/a11y/atspi/accessible/", "/org/a11y/atspi/accessible/-1",
                    "/org/a11y/atspi/accessible/+4", "/org/a11y/atspi/accessible/1x", "/org/a11y/atspi/accessible/4/5",
                    "/org/a11y/atspi/accessible/99999999999999999999999", "/org/a11y/atspi/accessible42", "/"] {
            #expect(ATSPIPath.token(in: bad) == nil, "\(bad)")
        }
    }

    @Test("Y2: offsets convert between UIKit's UTF-16, AT-SPI's code points and InsertText's bytes, clamped, never trapping")
    func offsets() {
        let text = "é👍a"  // é: 1 unit, 1 code point, 2 bytes; 👍: 2 units, 1 code point, 4 bytes
        #expect(TextOffsets.utf16Offset(ofCharacter: 0, in: text) == 0)
        #expect(TextOffsets.utf16Offset(ofCharacter: 1, in: text) == 1)
        #expect(TextOffsets.utf16Offset(ofCharacter: 2, in: text) == 3)
        #expect(TextOffsets.utf16Offset(ofCharacter: 3, in: text) == 4)
        #expect(TextOffsets.utf16Offset(ofCharacter: 99, in: text) == 4)
        #expect(TextOffsets.utf16Offset(ofCharacter: -5, in: text) == 0)
        #expect(TextOffsets.characterOffset(ofUTF16: 3, in: text) == 2)
        #expect(TextOffsets.characterOffset(ofUTF16: 2, in: text) == 1, "inside a surrogate pair: the character's start")
        #expect(TextOffsets.characterOffset(ofUTF16: Int.max, in: text) == 3)
        #expect(TextOffsets.characterOffset(ofUTF16: Int.min, in: text) == 0)
        #expect(TextOffsets.prefix(text, bytes: 2) == "é")
        #expect(TextOffsets.prefix(text, bytes: 3) == "é", "a cut inside 👍 keeps the whole characters before it")
        #expect(TextOffsets.prefix(text, bytes: 6) == "é👍")
        #expect(TextOffsets.prefix(text, bytes: -1) == text && TextOffsets.prefix(text, bytes: Int.max) == text)
        #expect(TextOffsets.range(start: 1, end: -1, count: 3) == 1..<3)
        #expect(TextOffsets.range(start: 2, end: 1, count: 3) == 2..<2)
        #expect(TextOffsets.range(start: Int32.min, end: Int32.max, count: 3) == 0..<3)
        #expect(TextOffsets.range(start: Int32.max, end: Int32.max, count: 3) == 3..<3)
        let (cut, wasCut) = TextOffsets.capped(String(repeating: "é", count: 10), limit: 5)
        #expect(cut == "éé" && wasCut)
    }

    @Test("Y2: text pieces by boundary and granularity, in code points (libatspi's TEXT_BOUNDARY_* and TEXT_GRANULARITY_*)")
    func boundaries() {
        let text = TextBoundaries("éKit rocks. Next one!\nLine two")
        #expect(text.piece(at: 1, .char) == ("K", 1..<2))
        #expect(text.piece(at: 6, .wordStart) == ("rocks. ", 5..<12))
        #expect(text.piece(at: 0, .wordStart) == ("éKit ", 0..<5))
        #expect(text.piece(at: 6, .wordEnd) == (" rocks", 4..<10))
        #expect(text.piece(before: 6, .wordStart) == ("éKit ", 0..<5))
        #expect(text.piece(after: 6, .wordStart) == ("Next ", 12..<17))
        #expect(text.string(at: 6, .word) == ("rocks", 5..<10))
        #expect(text.piece(at: 13, .sentenceStart).0 == "Next one!\n")
        #expect(text.string(at: 13, .sentence).0 == "Next one!")
        #expect(text.string(at: 3, .line) == ("éKit rocks. Next one!", 0..<21))
        #expect(text.piece(at: 23, .lineStart) == ("Line two", 22..<30))
        #expect(text.piece(at: 99, .wordStart) == ("", 30..<30))
        #expect(text.piece(at: -3, .char) == ("", 0..<0))
        #expect(text.piece(after: 29, .char) == ("", 30..<30))
        #expect(TextBoundaries("").string(at: 0, .word) == ("", 0..<0))
    }
}
