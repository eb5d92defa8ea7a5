import Foundation

/// What the speech mode says for an element (Y3), in VoiceOver's order:
/// "Selected, Day, button", "Volume, 50%, adjustable", "Wi-Fi, switch
/// button, on", with "dimmed" for a disabled element and the hint last.
@MainActor
enum SpokenDescription {
    /// Labels past this length are cut: a screen of text is read by read
    /// all, not as one element's name.
    static let maximumLength = 2_000

    static func of(_ element: UIResponder) -> String {
        let traits = element.accessibilityTraits
        let role = AccessibilityHierarchy.role(of: element)
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label = element.accessibilityLabel, !label.isEmpty { parts.append(label) }
        var value = element.accessibilityValue
        if role == .toggleButton, let v = value { value = v == "1" ? "on" : v == "0" ? "off" : v }
        if let value, !value.isEmpty, role != .toggleButton { parts.append(value) }
        if traits.contains(.header), role != .heading { parts.append("heading") }
        if let name = role.spokenName { parts.append(name) }
        if role == .toggleButton, let value, !value.isEmpty { parts.append(value) }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        var text = parts.joined(separator: ", ")
        if let hint = element.accessibilityHint, !hint.isEmpty { text += ". " + hint }
        return cut(text)
    }

    static func cut(_ text: String) -> String {
        guard text.count > maximumLength else { return text }
        // Told once a process: an app's huge label is its bug, not news
        // at every touch.
        if !loggedCut {
            loggedCut = true
            FileHandle.standardError.write(Data("WayKit speech: a text of \(text.count) characters is spoken cut to \(maximumLength)\n".utf8))
        }
        return String(text.prefix(maximumLength))
    }

    private static var loggedCut = false
}
