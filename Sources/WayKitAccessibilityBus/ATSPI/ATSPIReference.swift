import Foundation
/// An accessible on the bus, as AT-SPI names one: the connection's bus name
/// and the object's path, marshalled as the struct `(so)`.
struct ATSPIReference: Equatable, Sendable {
    var bus: String
    var path: String

    /// "No object": libatspi looks only at the path.
    static let null = ATSPIReference(bus: "", path: ATSPIPath.null)
}

/// The object paths of the bridge (tools/atspi-prototype/NOTES.md §2).
enum ATSPIPath {
    /// Where every accessible lives: the application at `…/root`, each
    /// element at `…/<token>`, its ``AccessibilityCenter`` token, which is
    /// never reused, so a path of a freed element finds nothing.
    static let prefix = "/org/a11y/atspi/accessible"
    /// The application. Fixed: libatspi treats this path as the application.
    static let root = "/org/a11y/atspi/accessible/root"
    static let cache = "/org/a11y/atspi/cache"
    static let null = "/org/a11y/atspi/null"

    static func path(for token: UInt64) -> String { prefix + "/" + String(token) }

    /// The token in `path`, or nil for anything that is not
    /// `…/accessible/` and a decimal number that fits: the path comes from
    /// the bus.
    static func token(in path: String) -> UInt64? {
        let utf8 = path.utf8
        guard utf8.count > prefix.utf8.count + 1, path.hasPrefix(prefix + "/") else { return nil }
        let digits = utf8.dropFirst(prefix.utf8.count + 1)
        guard digits.count <= 20, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return UInt64(Substring(digits))
    }
}

extension BusMessageWriter {
    /// An object reference, `(so)`.
    mutating func appendReference(_ reference: ATSPIReference) {
        structure("so") { w in
            w.append(reference.bus)
            w.appendPath(reference.path)
        }
    }
}
