import Foundation

/// The layouts the on-screen keyboard knows: the files built in
/// (KeyboardLayoutData.swift, generated from Layouts/*.json) and those an
/// app adds. A built-in file is decoded the first time the keyboard shows
/// it, so an app that never shows the keyboard never parses JSON.
///
/// - Important: main actor only (the tables below are main-actor state).
@MainActor
enum KeyboardLayouts {
    /// The layout the keyboard shows.
    static var current = "en-US"
    private static var decoded: [String: KeyboardLayout] = [:]
    private static var reportedBroken: Set<String> = []

    /// The layout `identifier`, decoding it on first use; nil (logged once)
    /// when there is none or its file is broken.
    static func layout(_ identifier: String) -> KeyboardLayout? {
        if let layout = decoded[identifier] { return layout }
        guard let file = KeyboardLayoutData.files.first(where: { $0.name == identifier }) else {
            report(identifier, "no keyboard layout named \(identifier)")
            return nil
        }
        do {
            let layout = try decode(Data(file.json.utf8))
            decoded[identifier] = layout
            return layout
        } catch {
            report(identifier, "keyboard layout \(identifier) is broken: \(error)")
            return nil
        }
    }

    /// Decodes and checks a layout file.
    static func decode(_ json: Data) throws -> KeyboardLayout {
        let layout = try JSONDecoder().decode(KeyboardLayout.self, from: json)
        try layout.validate()
        return layout
    }

    /// Adds (or replaces) a layout; returns its identifier.
    static func add(_ layout: KeyboardLayout) -> String {
        decoded[layout.identifier] = layout
        return layout.identifier
    }

    private static func report(_ key: String, _ message: String) {
        guard reportedBroken.insert(key).inserted else { return }
        FileHandle.standardError.write(Data(("WayKit keyboard: " + message + "\n").utf8))
    }
}

extension UIApplication {
    /// The identifier of the layout WayKit's on-screen keyboard shows (K5):
    /// "en-US" (US English QWERTY) unless the app picks another, built in or
    /// added with ``addOnScreenKeyboardLayout(json:)``. Takes effect the next
    /// time the keyboard shows.
    public var onScreenKeyboardLayout: String {
        get { KeyboardLayouts.current }
        set { KeyboardLayouts.current = newValue }
    }

    /// Adds a keyboard layout from a JSON file in the format of
    /// Sources/WayKit/Keyboard/Layouts/en-US.json (docs/keyboard.md), and
    /// returns its identifier. A layout with the same identifier is replaced.
    /// Throws when the file is not a valid layout.
    @discardableResult
    public func addOnScreenKeyboardLayout(json: Data) throws -> String {
        KeyboardLayouts.add(try KeyboardLayouts.decode(json))
    }
}
