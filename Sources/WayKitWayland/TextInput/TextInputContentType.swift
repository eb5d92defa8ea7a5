import CWaylandProtocols
import WayKit

/// `zwp_text_input_v3.set_content_type`'s hint and purpose for a text
/// responder's traits (K3). The protocol's enums are tables here, one row a
/// UIKit value.
struct TextInputContentType: Equatable {
    var hint: UInt32
    var purpose: UInt32

    @MainActor
    init(traits: any UITextInputTraits) {
        var purpose = Self.purpose(traits.textContentType) ?? Self.purpose(traits.keyboardType)
        var hint: UInt32 = 0
        if traits.keyboardType == .asciiCapable || traits.keyboardType == .asciiCapableNumberPad {
            hint |= ZWP_TEXT_INPUT_V3_CONTENT_HINT_LATIN.rawValue
        }
        let sensitive = traits.isSecureTextEntry || purpose == Purpose.password || purpose == Purpose.pin
        if traits.isSecureTextEntry {
            // The protocol's password and pin purposes "combine with sensitive_data".
            if purpose != Purpose.pin {
                purpose = Self.isNumeric(traits.keyboardType) ? Purpose.pin : Purpose.password
            }
            hint |= ZWP_TEXT_INPUT_V3_CONTENT_HINT_HIDDEN_TEXT.rawValue
        }
        if sensitive {
            hint |= ZWP_TEXT_INPUT_V3_CONTENT_HINT_SENSITIVE_DATA.rawValue
        } else {
            hint |= Self.capitalization(traits.autocapitalizationType)
            if Self.corrects(traits.autocorrectionType, purpose: purpose) {
                hint |= ZWP_TEXT_INPUT_V3_CONTENT_HINT_COMPLETION.rawValue | ZWP_TEXT_INPUT_V3_CONTENT_HINT_SPELLCHECK.rawValue
            }
        }
        self.hint = hint
        self.purpose = purpose
    }

    private enum Purpose {
        static let normal = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NORMAL.rawValue
        static let digits = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_DIGITS.rawValue
        static let number = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NUMBER.rawValue
        static let phone = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PHONE.rawValue
        static let url = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_URL.rawValue
        static let email = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_EMAIL.rawValue
        static let name = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NAME.rawValue
        static let password = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PASSWORD.rawValue
        static let pin = ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PIN.rawValue
    }

    /// The content type says more than the keyboard, so it comes first; nil
    /// leaves the purpose to the keyboard type.
    private static func purpose(_ type: UITextContentType?) -> UInt32? {
        switch type {
        case .emailAddress?: Purpose.email
        case .telephoneNumber?: Purpose.phone
        case .URL?: Purpose.url
        case .name?: Purpose.name
        case .password?, .newPassword?: Purpose.password
        case .oneTimeCode?: Purpose.digits
        default: nil
        }
    }

    private static func purpose(_ keyboard: UIKeyboardType) -> UInt32 {
        switch keyboard {
        case .numberPad, .asciiCapableNumberPad: Purpose.digits
        case .decimalPad, .numbersAndPunctuation: Purpose.number
        case .phonePad: Purpose.phone
        case .URL: Purpose.url
        case .emailAddress: Purpose.email
        case .default, .asciiCapable, .namePhonePad, .twitter, .webSearch: Purpose.normal
        }
    }

    private static func isNumeric(_ keyboard: UIKeyboardType) -> Bool {
        keyboard == .numberPad || keyboard == .asciiCapableNumberPad || keyboard == .decimalPad
    }

    private static func capitalization(_ type: UITextAutocapitalizationType) -> UInt32 {
        switch type {
        case .none: 0
        case .words: ZWP_TEXT_INPUT_V3_CONTENT_HINT_TITLECASE.rawValue
        case .sentences: ZWP_TEXT_INPUT_V3_CONTENT_HINT_AUTO_CAPITALIZATION.rawValue
        case .allCharacters: ZWP_TEXT_INPUT_V3_CONTENT_HINT_UPPERCASE.rawValue
        }
    }

    /// UIKit's `.default` corrects prose and leaves addresses and numbers
    /// alone; so does this.
    private static func corrects(_ type: UITextAutocorrectionType, purpose: UInt32) -> Bool {
        switch type {
        case .yes: true
        case .no: false
        case .default: purpose == Purpose.normal || purpose == Purpose.name
        }
    }
}
