import Foundation
import WayKit

// org.a11y.atspi.Selection on lists, tab bars and segmented controls:
// selecting is a tap on the child, as a person would; deselecting is not
// offered (a tap on a selected cell or segment does not deselect it).
extension ATSPIServer {
    func handleSelection(_ call: ATSPICall) {
        guard let object = call.object else { return call.unknownMethod(ATSPIInterface.selection.rawValue) }
        let message = call.message
        switch call.member {
        case "GetSelectedChild":
            guard call.expect("i"), let index = message.readInt32() else { return }
            let selected = ATSPISelectionModel.selectedChildren(of: object)
            call.reply(index >= 0 && Int(index) < selected.count ? reference(to: selected[Int(index)]) : .null)
        case "IsChildSelected":
            guard call.expect("i"), let index = message.readInt32() else { return }
            let children = ATSPITree.children(of: call.node)
            call.reply(index >= 0 && Int(index) < children.count
                       && AccessibilityHierarchy.states(of: children[Int(index)]).contains(.selected))
        case "SelectChild":
            guard call.expect("i"), let index = message.readInt32() else { return }
            let exists = index >= 0 && Int(index) < ATSPITree.children(of: call.node).count
            call.reply(exists)
            guard exists else { return }
            _ = ATSPISelectionModel.select(Int(index), of: object)
            treeMayHaveChanged()
        case "DeselectSelectedChild", "DeselectChild":
            guard call.expect("i") else { return }
            call.reply(false)
        case "SelectAll", "ClearSelection":
            guard call.expect("") else { return }
            call.reply(false)
        default:
            call.unknownMethod(ATSPIInterface.selection.rawValue)
        }
    }
}
