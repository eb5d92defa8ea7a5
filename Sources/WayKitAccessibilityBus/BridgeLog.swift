import Foundation
/// The bridge's messages: each distinct one written once (a dead bus, a
/// garbage reply or a huge label repeated every frame would otherwise fill
/// the log), through the app's log function.
///
/// - Important: main actor only.
@MainActor
final class BridgeLog {
    private let write: @Sendable (String) -> Void
    private var said: Set<String> = []

    init(_ write: @escaping @Sendable (String) -> Void) { self.write = write }

    /// Writes `message` the first time `key` is used.
    func once(_ key: String, _ message: @autoclosure () -> String) {
        guard said.insert(key).inserted else { return }
        write("WayKit accessibility: \(message())")
    }

    /// Lets `key` be written again (the bus came back, so losing it again is news).
    func reset(_ key: String) { said.remove(key) }
}
