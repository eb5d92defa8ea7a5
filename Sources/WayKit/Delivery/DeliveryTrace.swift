import Foundation

/// A record of delivery decisions (T1): each hit-test visit with its answer,
/// each `point(inside:)` answer, each responder call, each recognizer's touches
/// and state transitions, and notes an app adds. Calls are recorded at their
/// call sites, so overrides that don't call `super` are seen too.
///
///     let trace = DeliveryTrace.start()
///     // … deliver touches …
///     trace.stop()
///     print(trace.lines.joined(separator: "\n"))
///
/// - Important: main actor only. Recording costs one check of ``current`` when
///   no trace is active.
@preconcurrency @MainActor
public final class DeliveryTrace {
    public enum ResponderMethod: String, Sendable {
        case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
        case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    }

    public enum Entry: Equatable, Sendable, CustomStringConvertible {
        /// `hitTest(_:with:)` called on a view (name) with a point in its
        /// coordinates.
        case hitTest(String, CGPoint)
        /// `hitTest(_:with:)` returned (the hit view's name or nil).
        case hitTestResult(String, String?)
        /// `point(inside:with:)` answered.
        case pointInside(String, Bool)
        /// A responder method called on a responder (name).
        case responder(String, ResponderMethod)
        /// A recognizer (name, its view's name) received touches.
        case recognizerTouches(String, String?, ResponderMethod)
        /// A recognizer (name, its view's name) changed state.
        case recognizerState(String, String?, UIGestureRecognizer.State, UIGestureRecognizer.State)
        /// A control (name) sent an event to its targets.
        case controlEvent(String, String)
        /// Free text added by ``note(_:)``.
        case note(String)
        /// An animation of a view (name) began or ended (A1), with what.
        case animation(String, String)

        public var description: String {
            switch self {
            case .hitTest(let v, let p): return "\(v) hitTest (\(DeliveryTrace.format(p.x)), \(DeliveryTrace.format(p.y)))"
            case .hitTestResult(let v, let r): return "\(v) hitTest -> \(r ?? "nil")"
            case .pointInside(let v, let r): return "\(v) pointInside -> \(r)"
            case .responder(let v, let m): return "\(v) \(m.rawValue)"
            case .recognizerTouches(let r, let v, let m): return "\(r)@\(v ?? "-") \(m.rawValue)"
            case .recognizerState(let r, let v, let from, let to): return "\(r)@\(v ?? "-") \(from) -> \(to)"
            case .controlEvent(let c, let e): return "\(c) sends \(e)"
            case .note(let s): return s
            case .animation(let v, let what): return "\(v) animation \(what)"
            }
        }
    }

    /// The trace being recorded, if any.
    public static var current: DeliveryTrace? { _current }
    // Internal storage, read on every hit-test visit: the optimizer can drop
    // exclusivity checks for it, which it can't for a public variable.
    static var _current: DeliveryTrace?

    public private(set) var entries: [Entry] = []

    /// Where each entry goes as it is recorded, besides ``entries`` (e.g. print
    /// for a live trace).
    public var onRecord: ((Entry) -> Void)?

    public init() {}

    /// Starts recording into a new trace, replacing any current one.
    @discardableResult
    public static func start() -> DeliveryTrace {
        let trace = DeliveryTrace()
        _current = trace
        return trace
    }

    /// Makes this trace the current one.
    public func resume() { DeliveryTrace._current = self }

    public func stop() {
        if DeliveryTrace._current === self { DeliveryTrace._current = nil }
    }

    public func clear() { entries.removeAll() }

    /// Adds an app's own line (an action's log, say) in order with the rest.
    /// The text is an autoclosure: callers on hot paths (list selection, the
    /// content-touch hold, the cursor) build no string unless a trace is
    /// recording.
    public static func note(_ text: @autoclosure () -> String) {
        guard let trace = _current else { return }
        trace.record(.note(text()))
    }

    func record(_ entry: Entry) {
        entries.append(entry)
        onRecord?(entry)
    }

    /// The entries as lines a person can read.
    public var lines: [String] { entries.map(\.description) }

    nonisolated static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
