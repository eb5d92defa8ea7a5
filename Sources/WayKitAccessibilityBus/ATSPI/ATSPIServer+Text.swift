import Foundation
import WayKit

// org.a11y.atspi.Text: reading a text input's or a label's text by code
// point offsets (ATSPITextModel converts to the inputs' UTF-16). Offsets
// come from the bus: out of range they are clamped or answered empty.
extension ATSPIServer {
    func handleText(_ call: ATSPICall) {
        guard let object = call.object else { return call.unknownMethod(ATSPIInterface.text.rawValue) }
        let message = call.message
        let text = ATSPITextModel.text(of: object)
        switch call.member {
        case "GetText":
            guard call.expect("ii"), let start = message.readInt32(), let end = message.readInt32() else { return }
            let scalars = Array(text.unicodeScalars)
            let range = TextOffsets.range(start: start, end: end, count: scalars.count)
            call.reply(capped(TextOffsets.string(scalars, range), limit: Self.textLimit))
        case "GetCharacterAtOffset":
            guard call.expect("i"), let offset = message.readInt32() else { return }
            let scalars = text.unicodeScalars
            let value = offset >= 0 && Int(offset) < scalars.count
                ? Int32(bitPattern: scalars[scalars.index(scalars.startIndex, offsetBy: Int(offset))].value) : 0
            call.reply(value)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard call.expect("iu"), let offset = message.readInt32(), let kind = message.readUInt32() else { return }
            guard let boundary = TextBoundaries.Boundary(rawValue: kind) else {
                return message.replyError(BusErrorName.invalidArgs, "No text boundary \(kind)")
            }
            let pieces = TextBoundaries(text)
            let (piece, range) = call.member == "GetTextAtOffset" ? pieces.piece(at: Int(offset), boundary)
                : call.member == "GetTextBeforeOffset" ? pieces.piece(before: Int(offset), boundary)
                : pieces.piece(after: Int(offset), boundary)
            replyPiece(call, piece, range)
        case "GetStringAtOffset":
            guard call.expect("iu"), let offset = message.readInt32(), let kind = message.readUInt32() else { return }
            guard let granularity = TextBoundaries.Granularity(rawValue: kind) else {
                return message.replyError(BusErrorName.invalidArgs, "No text granularity \(kind)")
            }
            let (piece, range) = TextBoundaries(text).string(at: Int(offset), granularity)
            replyPiece(call, piece, range)
        case "SetCaretOffset":
            guard call.expect("i"), let offset = message.readInt32() else { return }
            let count = text.unicodeScalars.count
            let position = min(max(0, Int(offset)), count)
            call.reply(ATSPITextModel.select(position..<position, in: object))
        case "GetNSelections":
            guard call.expect("") else { return }
            call.reply(Int32(ATSPITextModel.selection(of: object) == nil ? 0 : 1))
        case "GetSelection":
            guard call.expect("i"), let index = message.readInt32() else { return }
            let selection = index == 0 ? ATSPITextModel.selection(of: object) : nil
            call.reply { w in
                w.append(ATSPICall.int32(selection?.lowerBound ?? 0))
                w.append(ATSPICall.int32(selection?.upperBound ?? 0))
            }
        case "AddSelection", "SetSelection":
            let signature = call.member == "AddSelection" ? "ii" : "iii"
            guard call.expect(signature) else { return }
            if call.member == "SetSelection" { _ = message.readInt32() }
            guard let start = message.readInt32(), let end = message.readInt32() else { return }
            let range = TextOffsets.range(start: start, end: end, count: text.unicodeScalars.count)
            call.reply(ATSPITextModel.select(range, in: object))
        case "RemoveSelection":
            guard call.expect("i") else { return }
            let caret = ATSPITextModel.caret(of: object)
            call.reply(ATSPITextModel.select(caret..<caret, in: object))
        case "GetCharacterExtents":
            guard call.expect("iu"), let offset = message.readInt32(), message.readUInt32() != nil else { return }
            let rect = ATSPITextModel.characterRect(at: max(0, Int(offset)), in: object)
            call.reply { Self.append(rect, to: &$0) }
        case "GetRangeExtents":
            guard call.expect("iiu"), let start = message.readInt32(), let end = message.readInt32(),
                  message.readUInt32() != nil else { return }
            let range = TextOffsets.range(start: start, end: end, count: text.unicodeScalars.count)
            let first = ATSPITextModel.characterRect(at: range.lowerBound, in: object)
            let last = ATSPITextModel.characterRect(at: max(range.lowerBound, range.upperBound - 1), in: object)
            call.reply { Self.append(first.union(last), to: &$0) }
        case "GetOffsetAtPoint":
            guard call.expect("iiu"), let x = message.readInt32(), let y = message.readInt32(),
                  message.readUInt32() != nil else { return }
            let offset = ATSPITextModel.offset(at: CGPoint(x: CGFloat(x), y: CGFloat(y)), in: object)
            call.reply(ATSPICall.int32(offset))
        case "GetAttributes", "GetAttributeRun":
            guard call.expect(call.member == "GetAttributes" ? "i" : "ib") else { return }
            // No per-run attributes: one run over the whole text.
            let count = text.unicodeScalars.count
            call.reply { w in
                w.appendStringDictionary([])
                w.append(Int32(0))
                w.append(ATSPICall.int32(count))
            }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            guard call.expect("") else { return }
            call.reply { $0.appendStringDictionary([]) }
        case "GetAttributeValue":
            guard call.expect("is") else { return }
            call.reply("")
        default:
            call.unknownMethod(ATSPIInterface.text.rawValue)
        }
    }

    private func replyPiece(_ call: ATSPICall, _ piece: String, _ range: Range<Int>) {
        call.reply { w in
            w.append(capped(piece, limit: Self.textLimit))
            w.append(ATSPICall.int32(range.lowerBound))
            w.append(ATSPICall.int32(range.upperBound))
        }
    }

    // MARK: EditableText

    func handleEditableText(_ call: ATSPICall) {
        guard let object = call.object else { return call.unknownMethod(ATSPIInterface.editableText.rawValue) }
        let message = call.message
        let count = ATSPITextModel.text(of: object).unicodeScalars.count
        switch call.member {
        case "SetTextContents":
            guard call.expect("s"), let text = message.readString() else { return }
            call.reply(ATSPITextModel.replace(0..<count, with: text, in: object))
        case "InsertText":
            guard call.expect("isi"), let position = message.readInt32(), let text = message.readString(),
                  let length = message.readInt32() else { return }
            let at = min(max(0, Int(position)), count)
            call.reply(ATSPITextModel.replace(at..<at, with: TextOffsets.prefix(text, bytes: Int(length)), in: object))
        case "DeleteText":
            guard call.expect("ii"), let start = message.readInt32(), let end = message.readInt32() else { return }
            call.reply(ATSPITextModel.replace(TextOffsets.range(start: start, end: end, count: count), with: "", in: object))
        case "CopyText":
            guard call.expect("ii"), let start = message.readInt32(), let end = message.readInt32() else { return }
            copy(TextOffsets.range(start: start, end: end, count: count), of: object)
            call.reply()
        case "CutText":
            guard call.expect("ii"), let start = message.readInt32(), let end = message.readInt32() else { return }
            let range = TextOffsets.range(start: start, end: end, count: count)
            copy(range, of: object)
            call.reply(ATSPITextModel.replace(range, with: "", in: object))
        case "PasteText":
            guard call.expect("i"), let position = message.readInt32() else { return }
            let at = min(max(0, Int(position)), count)
            guard let text = UIPasteboard.general.string else { return call.reply(false) }
            call.reply(ATSPITextModel.replace(at..<at, with: text, in: object))
        default:
            call.unknownMethod(ATSPIInterface.editableText.rawValue)
        }
    }

    /// Copies code points `range` to the general pasteboard (not from a
    /// secure field, as UIKit's Copy refuses).
    private func copy(_ range: Range<Int>, of object: UIResponder) {
        guard !((object as? UITextField)?.isSecureTextEntry ?? false) else { return }
        UIPasteboard.general.string = TextOffsets.string(Array(ATSPITextModel.text(of: object).unicodeScalars), range)
    }
}
