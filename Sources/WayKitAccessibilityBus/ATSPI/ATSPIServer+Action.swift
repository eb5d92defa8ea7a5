import Foundation
import WayKit

// org.a11y.atspi.Action: the element's actions (ATSPIActions), by index.
extension ATSPIServer {
    func handleAction(_ call: ATSPICall) {
        guard let object = call.object else { return call.unknownMethod(ATSPIInterface.action.rawValue) }
        let actions = ATSPIActions.of(object)
        func action(_ call: ATSPICall) -> ATSPIAction? {
            guard call.expect("i"), let index = call.message.readInt32() else { return nil }
            guard index >= 0, Int(index) < actions.count else {
                call.message.replyError(BusErrorName.invalidArgs, "No action \(index): the element has \(actions.count)")
                return nil
            }
            return actions[Int(index)]
        }
        switch call.member {
        case "GetName", "GetLocalizedName":
            guard let a = action(call) else { return }
            call.reply(capped(a.name))
        case "GetDescription":
            guard let a = action(call) else { return }
            call.reply(a.description)
        case "GetKeyBinding":
            guard action(call) != nil else { return }
            call.reply("")
        case "GetActions":
            guard call.expect("") else { return }
            call.reply { w in
                w.array("(sss)") { arr in
                    for a in actions {
                        arr.structure("sss") { s in
                            s.append(capped(a.name))
                            s.append(a.description)
                            s.append("")
                        }
                    }
                }
            }
        case "DoAction":
            guard let a = action(call) else { return }
            // Reply first, then act: the action runs app code, which may
            // send events (tools/atspi-prototype does the same).
            call.reply(true)
            ATSPIActions.perform(a, on: object)
            treeMayHaveChanged()
        default:
            call.unknownMethod(ATSPIInterface.action.rawValue)
        }
    }
}
