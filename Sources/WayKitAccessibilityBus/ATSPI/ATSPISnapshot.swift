import Foundation
import WayKit

/// What readers are told about one accessible, computed once from the core
/// (each property of the model is asked once): what a cache item carries,
/// and what a later look compares against ``PublishedTree``.
@MainActor
struct ATSPISnapshot {
    let node: ATSPINode
    /// The object's token (`_accessibilityToken`; 0 for the application).
    let token: UInt64
    let name: String
    let description: String
    let role: ATSPIRole
    let states: ATSPIStateSet
    let interfaces: [ATSPIInterface]
    let children: [UIResponder]
    /// The children's `accessibilityFrame`s (the reading order's sort
    /// computed them), for their showing state.
    let childFrames: [CGRect]
    let childTokens: [UInt64]

    /// `window` is the window the object is in (nil for the application),
    /// `frame` its `accessibilityFrame` when known.
    init(_ node: ATSPINode, in window: UIWindow?, frame: CGRect? = nil, server: ATSPIServer) {
        self.node = node
        switch node {
        case .application:
            children = AccessibilityHierarchy.windows()
            childFrames = children.map(\.accessibilityFrame)
        case .element(let object):
            let pairs = AccessibilityHierarchy.childrenAndFrames(of: object)
            children = pairs.map(\.element)
            childFrames = pairs.map(\.frame)
        }
        childTokens = children.map(\._accessibilityToken)
        name = server.name(of: node)
        description = server.description(of: node)
        switch node {
        case .application:
            token = PublishedTree.applicationToken
            role = .application
            states = []
            interfaces = ATSPIInterface.of(node)
        case .element(let object):
            // Registered: the reader will be given this object's path.
            token = AccessibilityCenter.shared.token(for: object)
            if let window = object as? UIWindow {
                role = window.canBecomeKey ? .frame : .window
                interfaces = ATSPIInterface.of(node)
            } else {
                let coreRole = AccessibilityHierarchy.role(of: object)
                role = ATSPIRole(coreRole)
                interfaces = ATSPIInterface.of(node, role: coreRole)
            }
            states = ATSPITree.states(of: object, in: window, frame: frame)
        }
    }

    /// The object's path.
    var path: String { node.object == nil ? ATSPIPath.root : ATSPIPath.path(for: token) }

    /// As a published entry, with the parent's path.
    func entry(parent: String) -> PublishedTree.Entry {
        PublishedTree.Entry(name: name, description: description, role: role.rawValue, states: states,
                            parent: parent, children: childTokens)
    }
}

extension ATSPIServer {
    /// Visits every accessible of the application, parents before
    /// children: its snapshot, its parent's reference and its index there.
    func walkTree(_ visit: (ATSPISnapshot, _ parent: ATSPIReference, _ index: Int) -> Void) {
        let root = ATSPISnapshot(.application, in: nil, server: self)
        visit(root, desktop, -1)
        var stack: [(ATSPISnapshot, UIWindow?)] = [(root, nil)]
        var visited = 0
        while let (parent, window) = stack.popLast(), visited < 1_000_000 {
            let parentReference = ATSPIReference(bus: busName, path: parent.path)
            for (index, child) in parent.children.enumerated() {
                let childWindow = child as? UIWindow ?? window
                let snapshot = ATSPISnapshot(.element(child), in: childWindow, frame: parent.childFrames[index], server: self)
                visit(snapshot, parentReference, index)
                stack.append((snapshot, childWindow))
                visited += 1
            }
        }
    }
}
