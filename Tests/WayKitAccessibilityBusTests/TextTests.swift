import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: Text and EditableText on a text field: AT-SPI's offsets are code
/// points, the field's UTF-16 units, InsertText's length bytes.
@MainActor
@Suite(.serialized)
struct TextTests {
    let text = ATSPIInterface.text.rawValue
    let editable = ATSPIInterface.editableText.rawValue

    @Test("Y2: a text field is read and edited through Text and EditableText, by code points (é, 👍)")
    func readAndEdit() throws {
        let fixture = BridgeFixture()
        let field = fixture.add(UITextField(), CGRect(x: 10, y: 10, width: 300, height: 30))
        field.text = "hello"
        let bus = try PeerBus()
        let path = bus.path(field)
        func getText() -> String? {
            bus.call(path, text, "GetText", arguments: { $0.append(Int32(0)); $0.append(Int32(-1)) }) { $0.readString() } ?? nil
        }
        func count() -> Int32? { bus.property(path, text, "CharacterCount", "i") { $0.readInt32() } }
        #expect(getText() == "hello" && count() == 5)
        #expect(bus.call(path, text, "GetCharacterAtOffset", arguments: { $0.append(Int32(1)) }) { $0.readInt32() } == 101)
        #expect(bus.call(path, editable, "SetTextContents", arguments: { $0.append("WayKit") }) { $0.readBool() } == true)
        #expect(field.text == "WayKit")
        #expect(bus.call(path, editable, "InsertText", arguments: { w in
            w.append(Int32(6)); w.append(" rocks 👍"); w.append(Int32(" rocks 👍".utf8.count))
        }) { $0.readBool() } == true)
        #expect(bus.call(path, editable, "DeleteText", arguments: { $0.append(Int32(0)); $0.append(Int32(3)) }) { $0.readBool() } == true)
        #expect(field.text == "Kit rocks 👍")
        #expect(bus.call(path, editable, "InsertText", arguments: { w in
            w.append(Int32(0)); w.append("éxyz"); w.append(Int32(2))
        }) { $0.readBool() } == true, "a length of 2 bytes is the é alone")
        #expect(field.text == "éKit rocks 👍")
        #expect(count() == 12, "12 code points (13 UTF-16 units)")
        #expect(bus.call(path, text, "GetText", arguments: { $0.append(Int32(1)); $0.append(Int32(4)) }) { $0.readString() } == "Kit")
        #expect(bus.call(path, text, "GetText", arguments: { $0.append(Int32(11)); $0.append(Int32(12)) }) { $0.readString() } == "👍")
        #expect(bus.call(path, text, "GetTextAtOffset", arguments: { $0.append(Int32(5)); $0.append(UInt32(1)) }) { m -> String in
            "\(m.readString() ?? "?") \(m.readInt32() ?? -1) \(m.readInt32() ?? -1)"
        } == "rocks 👍 5 12", "WORD_START: to the next word start, or the end")
        // The caret in code points: after 👍 is UTF-16 offset 13, code point 12.
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: 13), end: UITextPosition(offset: 13))
        #expect(bus.property(path, text, "CaretOffset", "i") { $0.readInt32() } == 12)
        #expect(bus.call(path, text, "SetCaretOffset", arguments: { $0.append(Int32(11)) }) { $0.readBool() } == true)
        #expect(field.selectedTextRange?.start.offset == 11, "code point 11 is UTF-16 offset 11, before 👍")
    }

    @Test("Y2: offsets out of range from the bus are clamped or answered empty, never a trap")
    func badOffsets() throws {
        let fixture = BridgeFixture()
        let field = fixture.add(UITextField(), CGRect(x: 10, y: 10, width: 300, height: 30))
        field.text = "a👍b"
        let bus = try PeerBus()
        let path = bus.path(field)
        for (start, end) in [(Int32.min, Int32.max), (5, 2), (-1, -1), (Int32.max, -1)] {
            #expect(bus.call(path, text, "GetText", arguments: { $0.append(start); $0.append(end) }) { $0.readString() } != nil)
        }
        #expect(bus.call(path, text, "GetCharacterAtOffset", arguments: { $0.append(Int32.max) }) { $0.readInt32() } == 0)
        #expect(bus.call(path, text, "GetTextAtOffset", arguments: { $0.append(Int32.min); $0.append(UInt32(3)) }) { $0.readString() } == "")
        #expect(bus.errorName(path, text, "GetTextAtOffset", arguments: { $0.append(Int32(0)); $0.append(UInt32(99)) }) == BusErrorName.invalidArgs)
        #expect(bus.call(path, editable, "InsertText", arguments: { w in
            w.append(Int32.max); w.append("!"); w.append(Int32.min)
        }) { $0.readBool() } == true)
        #expect(bus.call(path, editable, "DeleteText", arguments: { $0.append(Int32.max); $0.append(Int32.min) }) { $0.readBool() } == true)
        #expect(field.text == "a👍b!", "inserted at the end; nothing deleted")
        #expect(bus.call(path, text, "GetCharacterExtents", arguments: { $0.append(Int32.max); $0.append(UInt32(0)) }) { $0.signature } == "iiii")
    }
}
