import Foundation

/// The three-finger triple tap that starts and stops the speech mode (Y3),
/// so a person who cannot see the screen can turn it on: three fingers
/// down together and lifted within `tapDuration` without moving far, three
/// times within `window`. It only watches the touch frames the app gets;
/// it takes no touch away from the app.
@MainActor
final class SpeechStartGesture {
    static let shared = SpeechStartGesture()

    static let tapDuration: TimeInterval = 0.35
    static let window: TimeInterval = 1.5
    static let slop: CGFloat = 30

    private var down: [Int: CGPoint] = [:]
    private var tapStart: TimeInterval?
    private var moved = false
    private var sawThree = false
    private var taps: [TimeInterval] = []

    private var lastTime: TimeInterval = 0

    func observe(_ frame: TouchFrame) {
        // Fingers whose end never came (a cancel of the whole scene, a new
        // backend whose clock starts again) are forgotten after a pause.
        if frame.timestamp - lastTime > 2 || frame.timestamp < lastTime {
            down.removeAll()
            taps.removeAll()
            tapStart = nil
        }
        lastTime = frame.timestamp
        for p in frame.points where p.id > Int.min / 4 && p.type == .direct {
            switch p.phase {
            case .began:
                if down.isEmpty { tapStart = frame.timestamp; moved = false; sawThree = false }
                down[p.id] = p.location
                if down.count == 3 { sawThree = true }
                if down.count > 3 { moved = true }
            case .moved, .stationary:
                if let start = down[p.id], hypot(p.location.x - start.x, p.location.y - start.y) > Self.slop { moved = true }
            case .ended, .cancelled:
                guard down.removeValue(forKey: p.id) != nil else { continue }
                if p.phase == .cancelled { moved = true }
                if down.isEmpty { fingersLifted(at: frame.timestamp) }
            default:
                break
            }
        }
    }

    private func fingersLifted(at time: TimeInterval) {
        defer { tapStart = nil }
        guard sawThree, !moved, let start = tapStart, time - start <= Self.tapDuration else {
            taps.removeAll()
            return
        }
        taps.append(time)
        taps.removeAll { time - $0 > Self.window }
        guard taps.count >= 3 else { return }
        taps.removeAll()
        guard SpeechMode.shared.isStartGestureEnabled else { return }
        SpeechMode.shared.toggle()
    }
}
