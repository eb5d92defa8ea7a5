import Foundation

/// The kind of keyboard a text responder wants (K1, K5). The on-screen
/// keyboard shows a number pad for `.numberPad` and `.decimalPad`; the
/// text-input-v3 backend turns it into a content purpose (K3).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What the return key says and does (K5: the on-screen keyboard labels it).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// What a field holds, as UIKit names it (a subset: the ones an input
/// method can act on).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// The traits a text responder shows the keyboard and input method.
/// Every requirement has a default, as UIKit's optional ones do.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType? { get }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType? { nil }
    public var enablesReturnKeyAutomatically: Bool { false }
}
