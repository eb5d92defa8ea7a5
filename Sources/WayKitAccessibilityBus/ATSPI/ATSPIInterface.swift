import Foundation
import WayKit

/// The AT-SPI interfaces an accessible can have, and which each has.
enum ATSPIInterface: String, CaseIterable {
    case accessible = "org.a11y.atspi.Accessible"
    case application = "org.a11y.atspi.Application"
    case component = "org.a11y.atspi.Component"
    case action = "org.a11y.atspi.Action"
    case value = "org.a11y.atspi.Value"
    case text = "org.a11y.atspi.Text"
    case editableText = "org.a11y.atspi.EditableText"
    case selection = "org.a11y.atspi.Selection"

    /// The properties each serves (tools/atspi-prototype/NOTES.md §4).
    var propertyNames: [String] {
        switch self {
        case .accessible: return ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"]
        case .application: return ["ToolkitName", "Version", "AtspiVersion", "Id"]
        case .action: return ["NActions"]
        case .value: return ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"]
        case .text: return ["CharacterCount", "CaretOffset"]
        case .selection: return ["NSelectedChildren"]
        case .component, .editableText: return []
        }
    }

    /// The interfaces of `node`, in the order they are listed.
    @MainActor
    static func of(_ node: ATSPINode, role known: AccessibilityRole? = nil) -> [ATSPIInterface] {
        guard let object = node.object else { return [.accessible, .application] }
        let role = known ?? AccessibilityHierarchy.role(of: object)
        var result: [ATSPIInterface] = [.accessible, .component]
        if !ATSPIActions.of(object, role: role).isEmpty { result.append(.action) }
        if ATSPIValueModel.range(of: object) != nil { result.append(.value) }
        if ATSPITextModel.hasText(object) {
            result.append(.text)
            if ATSPITextModel.isEditable(object) { result.append(.editableText) }
        }
        if ATSPISelectionModel.isContainer(object, role: role) { result.append(.selection) }
        return result
    }
}

/// A property's value, with its D-Bus type.
@MainActor
enum ATSPIPropertyValue {
    case string(String)
    case int(Int32)
    case double(Double)
    case reference(ATSPIReference)

    var signature: String {
        switch self {
        case .string: return "s"
        case .int: return "i"
        case .double: return "d"
        case .reference: return "(so)"
        }
    }

    func append(to writer: inout BusMessageWriter) {
        switch self {
        case .string(let s): writer.append(s)
        case .int(let i): writer.append(i)
        case .double(let d): writer.append(d)
        case .reference(let r): writer.appendReference(r)
        }
    }

    /// As a variant (`v`).
    func appendVariant(to writer: inout BusMessageWriter) {
        writer.variant(signature) { append(to: &$0) }
    }
}
