import Foundation

/// Where layout problems are reported: unsatisfiable constraints, bad
/// geometry from app code, layouts that do not settle (A4, A5). Each is
/// reported once per constraint or view, and layout goes on.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public enum LayoutDiagnostics {
    /// Receives each message; the default writes a line to stderr. Tests and
    /// apps replace it to collect or silence messages.
    public static var log: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("WayKit layout: " + message + "\n").utf8))
    }

    /// Names a view in messages: its accessibility identifier, else its type.
    static func name(of view: UIView) -> String {
        if let id = view.accessibilityIdentifier { return "\(type(of: view))(\"\(id)\")" }
        return String(describing: type(of: view))
    }
}
