import Foundation

/// One on-screen keyboard layout (K5), decoded from a JSON data file in
/// Sources/WayKit/Keyboard/Layouts (docs/keyboard.md describes the format).
/// A layout is a set of named pages (letters, numbers, symbols, pads), the
/// page each keyboard type starts on, and the labels of the keys whose
/// caption is language, not output (space, return).
struct KeyboardLayout: Decodable, Sendable {
    var identifier: String
    var name: String
    var labels: Labels
    /// `UIKeyboardType` case names to page names; "default" for the rest.
    var pageForKeyboardType: [String: String]
    var pages: [String: KeyboardPage]

    struct Labels: Decodable, Sendable {
        var space: String
        /// `UIReturnKeyType` case names to captions.
        var `return`: [String: String]
    }

    /// The page a responder of `type` starts on.
    func startPage(for type: UIKeyboardType) -> String {
        let page = pageForKeyboardType[type._layoutName] ?? pageForKeyboardType["default"] ?? "letters"
        return pages[page] != nil ? page : (pages.keys.sorted().first ?? page)
    }

    /// The return key's caption for `type`.
    func returnLabel(for type: UIReturnKeyType) -> String {
        labels.return[type._layoutName] ?? labels.return["default"] ?? "return"
    }

    /// Checks what the decoder cannot: every page has rows, widths are
    /// positive and finite, and page keys name pages that exist.
    func validate() throws {
        guard !pages.isEmpty else { throw KeyboardLayoutError.invalid("\(identifier): no pages") }
        for (name, page) in pages {
            guard !page.rows.isEmpty, page.columns.isFinite, page.columns > 0 else {
                throw KeyboardLayoutError.invalid("\(identifier).\(name): no rows or bad columns")
            }
            for key in page.rows.joined() {
                guard key.width.isFinite, key.width > 0 else {
                    throw KeyboardLayoutError.invalid("\(identifier).\(name): key width \(key.width)")
                }
                if key.action == .page, pages[key.page ?? ""] == nil {
                    throw KeyboardLayoutError.invalid("\(identifier).\(name): page key to unknown page \(key.page ?? "nil")")
                }
            }
        }
    }
}

enum KeyboardLayoutError: Error, Equatable {
    case invalid(String)
}

/// One page of keys: rows from top to bottom, keys from left to right, widths
/// in units of a letter key (`columns` of them span the keyboard).
struct KeyboardPage: Decodable, Sendable {
    var columns: Double
    var rows: [[KeyboardKey]]
    /// Whether shift and autocapitalization apply (the letters page).
    var shiftable: Bool
    var rowHeight: Double
    var rowSpacing: Double
    var keySpacing: Double
    /// "keys" (separate caps, as the letters) or "pad" (a number pad).
    var style: String

    enum CodingKeys: String, CodingKey { case columns, rows, shiftable, rowHeight, rowSpacing, keySpacing, style }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        columns = try c.decode(Double.self, forKey: .columns)
        rows = try c.decode([[KeyboardKey]].self, forKey: .rows)
        shiftable = try c.decodeIfPresent(Bool.self, forKey: .shiftable) ?? false
        rowHeight = try c.decodeIfPresent(Double.self, forKey: .rowHeight) ?? 42
        rowSpacing = try c.decodeIfPresent(Double.self, forKey: .rowSpacing) ?? 11
        keySpacing = try c.decodeIfPresent(Double.self, forKey: .keySpacing) ?? 6
        style = try c.decodeIfPresent(String.self, forKey: .style) ?? "keys"
    }
}

/// One key. In the data file a plain string is a character key typing that
/// string (and its uppercase with shift); an object says more.
struct KeyboardKey: Decodable, Sendable, Equatable {
    enum Action: String, Decodable, Sendable {
        case character, shift, backspace, space, `return`, page, spacer
    }

    var action: Action
    /// What a character key types.
    var output: String
    /// What it types with shift or caps lock (default: `output` uppercased).
    var shiftedOutput: String?
    /// The caption when it isn't the output (page keys: "123").
    var label: String?
    /// A second, smaller caption (a number pad's letters).
    var sublabel: String?
    /// The page a page key switches to.
    var page: String?
    var width: Double
    /// Shares the row's space left over by the fixed-width keys.
    var flexible: Bool
    /// Drawn as a function key (darker) although it types.
    var special: Bool

    enum CodingKeys: String, CodingKey { case action, output, shifted, label, sublabel, page, width, flexible, special }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(action: .character, output: text)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let output = try c.decodeIfPresent(String.self, forKey: .output)
        let action = try c.decodeIfPresent(Action.self, forKey: .action) ?? .character
        self.init(action: action, output: output ?? "")
        shiftedOutput = try c.decodeIfPresent(String.self, forKey: .shifted)
        label = try c.decodeIfPresent(String.self, forKey: .label)
        sublabel = try c.decodeIfPresent(String.self, forKey: .sublabel)
        page = try c.decodeIfPresent(String.self, forKey: .page)
        width = try c.decodeIfPresent(Double.self, forKey: .width) ?? 1
        flexible = try c.decodeIfPresent(Bool.self, forKey: .flexible) ?? false
        special = try c.decodeIfPresent(Bool.self, forKey: .special) ?? false
        if action == .character, output == nil {
            throw DecodingError.dataCorruptedError(forKey: .output, in: c, debugDescription: "a character key needs an output")
        }
    }

    init(action: Action, output: String = "", width: Double = 1) {
        self.action = action
        self.output = output
        self.width = width
        self.flexible = false
        self.special = false
    }

    /// What the key types in the given shift state.
    func text(shifted: Bool) -> String {
        shifted ? (shiftedOutput ?? output.uppercased()) : output
    }
}

extension UIKeyboardType {
    /// The case's name, as layout files spell it.
    var _layoutName: String {
        switch self {
        case .default: "default"
        case .asciiCapable: "asciiCapable"
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .URL: "URL"
        case .numberPad: "numberPad"
        case .phonePad: "phonePad"
        case .namePhonePad: "namePhonePad"
        case .emailAddress: "emailAddress"
        case .decimalPad: "decimalPad"
        case .twitter: "twitter"
        case .webSearch: "webSearch"
        case .asciiCapableNumberPad: "asciiCapableNumberPad"
        }
    }
}

extension UIReturnKeyType {
    /// The case's name, as layout files spell it.
    var _layoutName: String {
        switch self {
        case .default: "default"
        case .go: "go"
        case .google: "google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "yahoo"
        case .done: "done"
        case .emergencyCall: "emergencyCall"
        case .continue: "continue"
        }
    }
}
