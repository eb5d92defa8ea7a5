import Foundation
import WayKit

/// Prints a line and flushes at once: the scripts read the output through a pipe
/// while the demo runs.
func say(_ line: String) {
    print(line)
    fflush(nil)
}

/// What the demo's own actions (control actions, recognizer actions) report.
/// Each goes into the delivery trace as a note, so out/trace.txt shows it in
/// its place among the decisions that led to it, and is kept for the
/// self-test's checks.
///
/// - Important: main actor only.
@MainActor
enum DemoLog {
    /// Every action reported so far, in order.
    private(set) static var actions: [String] = []
    /// Whether actions are kept and printed. The self-test and the input
    /// test compare them all; the app-level soak (`--soak`) turns this off,
    /// or a week of flows would be a week of log lines kept (issue 23).
    /// Set once, before the app launches.
    nonisolated(unsafe) static var isRecording = true
    /// Shows the last action to a person (the controls card's status line).
    static var onAction: ((String) -> Void)?

    static func action(_ text: String) {
        if isRecording {
            actions.append(text)
            if DeliveryTrace.current != nil {
                DeliveryTrace.note("action: \(text)")
            } else {
                say("waykit-demo: action: \(text)")
            }
        }
        onAction?(text)
    }
}
