import Foundation
import Testing
@testable import WayKit

/// A view whose intrinsic size the test sets, so expected frames do not
/// depend on fonts.
@MainActor
final class SizedView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }
    init(_ width: CGFloat, _ height: CGFloat, _ name: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { size }
}

/// Records each layoutSubviews by name into a shared log.
@MainActor
final class LayoutLog {
    var entries: [String] = []
}

@MainActor
class RecordingView: UIView {
    let log: LayoutLog
    let name: String
    var onLayout: ((RecordingView) -> Void)?
    init(_ name: String, _ log: LayoutLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.log = log
        self.name = name
        super.init(frame: frame)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
        onLayout?(self)
    }
}

/// Collects layout diagnostics for the duration of `body` instead of
/// printing them.
@MainActor
func collectingLayoutMessages(_ body: () throws -> Void) rethrows -> [String] {
    let saved = LayoutDiagnostics.log
    var messages: [String] = []
    LayoutDiagnostics.log = { messages.append($0) }
    defer { LayoutDiagnostics.log = saved }
    try body()
    return messages
}

/// A root view with no window, laid out by calling `layoutIfNeeded()`.
@MainActor
func makeContainer(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}
