import CWaylandTestCompositor
import Foundation

extension TestCompositor.Omitted {
    public static let textInput = TestCompositor.Omitted(rawValue: WTC_GLOBAL_TEXT_INPUT.rawValue)
}

/// The test compositor as an input method (text-input-v3, K3): what the
/// client committed, and the events an input method sends.
extension TestCompositor {
    /// The committed surrounding text with its cursor and anchor (UTF-8 byte offsets).
    public struct SurroundingText: Equatable, CustomStringConvertible {
        public var text: String
        public var cursor: Int
        public var anchor: Int
        public init(text: String, cursor: Int, anchor: Int) {
            self.text = text
            self.cursor = cursor
            self.anchor = anchor
        }
        public var description: String { "\"\(text)\" \(cursor) \(anchor)" }
    }

    public var textInputObjects: Int { Int(wtc_text_input_objects(pointer)) }
    /// Commit requests so far: the serial a current `done` carries.
    public var textInputCommits: UInt32 { wtc_text_input_commits(pointer) }
    public var textInputEnabled: Bool { wtc_text_input_enabled(pointer) }
    /// Nil when no surrounding text was committed since the last enable or disable.
    public var surroundingText: SurroundingText? {
        var cursor: Int32 = 0, anchor: Int32 = 0
        guard let text = wtc_text_input_surrounding(pointer, &cursor, &anchor) else { return nil }
        return SurroundingText(text: String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self),
                               cursor: Int(cursor), anchor: Int(anchor))
    }
    /// The change cause the last commit carried (0 input method, 1 other).
    public var textChangeCause: UInt32 { wtc_text_input_change_cause(pointer) }
    public var contentType: (hint: UInt32, purpose: UInt32) {
        var hint: UInt32 = 0, purpose: UInt32 = 0
        wtc_text_input_content_type(pointer, &hint, &purpose)
        return (hint, purpose)
    }
    /// x, y, width, height in surface coordinates; nil when none was committed.
    public var cursorRectangle: [Int]? {
        var out = [Int32](repeating: 0, count: 4)
        guard wtc_text_input_cursor_rectangle(pointer, &out) else { return nil }
        return out.map(Int.init)
    }
    /// Every text-input request since the last `clearTextInputTrace()`, one a line.
    public var textInputTrace: [String] {
        String(cString: wtc_text_input_trace(pointer)).split(separator: "\n").map(String.init)
    }
    public func clearTextInputTrace() { wtc_text_input_clear_trace(pointer) }

    public func textInputEnter(surface: Int) { wtc_text_input_enter(pointer, Int32(surface)) }
    public func textInputLeave() { wtc_text_input_leave(pointer) }

    /// `preedit_string`; nil text is the protocol's null string.
    public func preedit(_ text: String?, cursorBegin: Int32, cursorEnd: Int32) {
        preedit(bytes: text.map { Array($0.utf8) }, cursorBegin: cursorBegin, cursorEnd: cursorEnd)
    }
    /// `preedit_string` with raw bytes (invalid UTF-8 included).
    public func preedit(bytes: [UInt8]?, cursorBegin: Int32, cursorEnd: Int32) {
        withCString(bytes) { wtc_text_input_preedit(pointer, $0, cursorBegin, cursorEnd) }
    }
    public func commitString(_ text: String?) { commitString(bytes: text.map { Array($0.utf8) }) }
    public func commitString(bytes: [UInt8]?) {
        withCString(bytes) { wtc_text_input_commit_string(pointer, $0) }
    }
    public func deleteSurroundingText(before: UInt32, after: UInt32) {
        wtc_text_input_delete_surrounding(pointer, before, after)
    }
    /// `done`; the serial defaults to the commits received (a current done).
    public func textInputDone(serial: UInt32? = nil) {
        wtc_text_input_done(pointer, serial ?? textInputCommits)
    }

    private func withCString(_ bytes: [UInt8]?, _ body: (UnsafePointer<CChar>?) -> Void) {
        guard let bytes else { body(nil); return }
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        terminated.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
