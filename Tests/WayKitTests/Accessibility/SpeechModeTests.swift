import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Y3: the built-in speech mode's touch model, checked through the headless
/// backend's touches and a recording speech sink.
@MainActor
@Suite(.serialized)
struct SpeechModeTests {
    @MainActor final class Screen {
        let f: AccessibilityFixture
        let speech = RecordingSpeechSynthesizer()
        let play = UIButton(type: .system)
        let volume = UISlider()
        let title = UILabel()
        var plays = 0

        init(root: UIViewController = UIViewController()) {
            f = AccessibilityFixture(root: root)
            let view = root is UINavigationController ? (root as! UINavigationController).topViewController!.view! : root.view!
            title.text = "Now Playing"
            title.frame = CGRect(x: 20, y: 100, width: 300, height: 30)
            play.setTitle("Play", for: .normal)
            play.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
            play.addAction(UIAction { [unowned self] _ in plays += 1 }, for: .touchUpInside)
            volume.frame = CGRect(x: 20, y: 300, width: 300, height: 34)
            volume.accessibilityLabel = "Volume"
            volume.value = 0.5
            for v in [title, play, volume] as [UIView] { view.addSubview(v) }
            f.window.layoutIfNeeded()
            SpeechMode.shared.synthesizer = speech
            SpeechMode.shared.start()
            speech.removeAll()
        }

        var backend: HeadlessBackend { f.backend }

        /// `n` fingers down together at `points`, moved by `delta` in
        /// `steps`, and lifted.
        func fingers(_ points: [CGPoint], delta: CGPoint = .zero, steps: Int = 6, hold: TimeInterval = 0.05) {
            let ids = points.indices.map { 900 + $0 }
            backend.sendTouches(zip(ids, points).map { TouchPoint(id: $0, phase: .began, location: $1) })
            if delta != .zero {
                for i in 1...steps {
                    backend.advanceTime(by: 0.01)
                    let k = CGFloat(i) / CGFloat(steps)
                    backend.sendTouches(zip(ids, points).map {
                        TouchPoint(id: $0, phase: .moved, location: CGPoint(x: $1.x + delta.x * k, y: $1.y + delta.y * k))
                    })
                }
            } else {
                backend.advanceTime(by: hold)
            }
            backend.sendTouches(zip(ids, points).map {
                TouchPoint(id: $0, phase: .ended, location: CGPoint(x: $1.x + delta.x, y: $1.y + delta.y))
            })
        }

        func twoFingerTap() { fingers([CGPoint(x: 150, y: 500), CGPoint(x: 200, y: 500)]) }


    }

    func stop() {
        SpeechMode.shared.stop()
        SpeechMode.shared.synthesizer = RecordingSpeechSynthesizer()
    }

    @Test("Y3: started, it says so and reads the first element; a tap says the element under the finger and reaches no view; a double tap activates")
    func tapAndDoubleTap() throws {
        defer { stop() }
        let s = Screen()
        #expect(UIAccessibility.isVoiceOverRunning)
        s.backend.tap(at: CGPoint(x: 60, y: 220))
        s.backend.advanceTime(by: 0.5)
        #expect(s.speech.spoken == ["Play, button"], "\(s.speech.spoken)")
        #expect(s.plays == 0, "the tap went to the speech layer, not the button")
        s.backend.tap(at: CGPoint(x: 300, y: 700))
        s.backend.advanceTime(by: 0.1)
        s.backend.tap(at: CGPoint(x: 300, y: 700))
        s.backend.advanceTime(by: 0.5)
        #expect(s.plays == 1, "a double tap anywhere activates the element under the cursor")
        let ring = try #require(SpeechMode.shared.touchWindowsForTesting.first?.subviews.first as? FocusRingView)
        #expect(ring.frame == s.play.frame.insetBy(dx: -FocusRingView.outset, dy: -FocusRingView.outset), "the cursor is outlined")
    }

    @Test("Y3: a huge label (a megabyte) is spoken cut to 2,000 characters, and the app goes on")
    func hugeLabel() throws {
        defer { stop() }
        let s = Screen()
        s.play.accessibilityLabel = String(repeating: "ticket ", count: 150_000)
        s.backend.tap(at: CGPoint(x: 60, y: 220))
        s.backend.advanceTime(by: 0.5)
        let spoken = try #require(s.speech.spoken.last)
        #expect(spoken.count == SpokenDescription.maximumLength, "\(spoken.count) characters")
        #expect(spoken.hasPrefix("ticket ticket"))
        s.backend.tap(at: CGPoint(x: 100, y: 310))
        s.backend.advanceTime(by: 0.5)
        #expect(s.speech.spoken.last?.hasPrefix("Volume") == true, "the next element is read as usual")
    }

    @Test("Y3: swipes right and left move through the elements in reading order; swipes up and down adjust an adjustable element")
    func swipes() {
        defer { stop() }
        let s = Screen()
        s.backend.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 250, y: 600))
        #expect(s.speech.spoken.last == "Play, button", "from the title (read at start) to the button")
        s.backend.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 250, y: 600))
        #expect(s.speech.spoken.last == "Volume, 50%, adjustable")
        s.backend.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 250, y: 600))
        #expect(s.speech.spoken.count == 2, "the last element stays")
        s.backend.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 550))
        #expect(abs(s.volume.value - 0.6) < 0.001 && s.speech.spoken.last == "60%")
        s.backend.drag(from: CGPoint(x: 200, y: 550), to: CGPoint(x: 200, y: 700))
        s.backend.drag(from: CGPoint(x: 200, y: 550), to: CGPoint(x: 200, y: 700))
        #expect(abs(s.volume.value - 0.4) < 0.001 && s.speech.spoken.last == "40%")
        s.backend.drag(from: CGPoint(x: 250, y: 600), to: CGPoint(x: 100, y: 600))
        #expect(s.speech.spoken.last == "Play, button")
    }

    @Test("Y3: exploring by touch says each element the finger reaches, once")
    func explore() {
        defer { stop() }
        let s = Screen()
        let id = s.backend.touchDown(at: CGPoint(x: 30, y: 110))
        s.backend.advanceTime(by: 0.2)
        #expect(s.speech.spoken == ["Now Playing"])
        for y in stride(from: 120, through: 230, by: 10) {
            s.backend.advanceTime(by: 0.02)
            s.backend.touchMove(id, to: CGPoint(x: 30, y: CGFloat(y)))
        }
        s.backend.touchUp(id)
        s.backend.advanceTime(by: 0.5)
        #expect(s.speech.spoken == ["Now Playing", "Play, button"])
        #expect(s.plays == 0)
    }

    final class MagicController: UIViewController {
        var magic = 0
        override func accessibilityPerformMagicTap() -> Bool { magic += 1; return true }
    }

    @Test("Y3: a two-finger tap pauses and resumes speech; a two-finger double tap is the magic tap")
    func twoFingerTaps() {
        defer { stop() }
        let root = MagicController()
        let s = Screen(root: root)
        s.twoFingerTap()
        s.backend.advanceTime(by: 0.5)
        s.twoFingerTap()
        s.backend.advanceTime(by: 0.5)
        #expect(s.speech.requests == [.pause, .resume])
        s.twoFingerTap()
        s.backend.advanceTime(by: 0.1)
        s.twoFingerTap()
        s.backend.advanceTime(by: 0.5)
        #expect(root.magic == 1 && s.speech.requests == [.pause, .resume])
    }

    @Test("Y3: a two-finger swipe up reads everything from the top, queued")
    func readAll() {
        defer { stop() }
        let s = Screen()
        s.fingers([CGPoint(x: 150, y: 700), CGPoint(x: 200, y: 700)], delta: CGPoint(x: 0, y: -150))
        #expect(s.speech.requests == [.stop, .speak("Now Playing", interrupting: true), .speak("Play, button", interrupting: false),
                                      .speak("Volume, 50%, adjustable", interrupting: false)])
    }

    @Test("Y3: a two-finger swipe down reads from the focused element on, queued, and leaves the cursor on the last")
    func readAllFromCursor() {
        defer { stop() }
        let s = Screen()
        SpeechMode.shared.move(to: s.play)
        s.speech.removeAll()
        s.fingers([CGPoint(x: 150, y: 500), CGPoint(x: 200, y: 500)], delta: CGPoint(x: 0, y: 150))
        #expect(s.speech.requests == [.stop, .speak("Play, button", interrupting: true),
                                      .speak("Volume, 50%, adjustable", interrupting: false)])
        // The cursor ends on the last element read: a swipe right has
        // nowhere further to go, a swipe left goes back one.
        s.speech.removeAll()
        s.fingers([CGPoint(x: 150, y: 500)], delta: CGPoint(x: -150, y: 0))
        #expect(s.speech.spoken.last == "Play, button", "\(s.speech.spoken)")
    }

    @MainActor final class RowsStatus: NSObject, UIScrollViewAccessibilityDelegate {
        func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
            let first = Int(scrollView.contentOffset.y / 30) + 1
            return "Rows \(first) to \(first + 9)"
        }
    }

    @Test("Y3: a three-finger swipe scrolls a page and says where, a three-finger tap says where again; a UIScrollViewAccessibilityDelegate's status replaces the page count in both")
    func threeFingers() {
        defer { stop() }
        let s = Screen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 900)
        let row = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        row.text = "First row"
        scroll.addSubview(row)
        s.f.root.view.addSubview(scroll)
        SpeechMode.shared.move(to: row)
        s.speech.removeAll()
        let three = [CGPoint(x: 100, y: 650), CGPoint(x: 150, y: 650), CGPoint(x: 200, y: 650)]
        s.fingers(three, delta: CGPoint(x: 0, y: -150))
        #expect(scroll.contentOffset.y == 300 && s.speech.spoken == ["Page 2 of 3"], "\(s.speech.spoken)")
        s.speech.removeAll()
        s.fingers(three)
        s.backend.advanceTime(by: 0.5)
        #expect(s.speech.spoken == ["Page 2 of 3"], "the tap says the status: \(s.speech.spoken)")
        #expect(scroll.contentOffset.y == 300, "a tap does not scroll")

        let status = RowsStatus()
        scroll.delegate = status
        s.speech.removeAll()
        s.fingers(three)
        s.backend.advanceTime(by: 0.5)
        #expect(s.speech.spoken == ["Rows 11 to 20"], "\(s.speech.spoken)")
        s.speech.removeAll()
        s.fingers(three, delta: CGPoint(x: 0, y: -150))
        #expect(scroll.contentOffset.y == 600 && s.speech.spoken == ["Rows 21 to 30"], "\(s.speech.spoken)")
    }

    @Test("Y3: a two-finger scrub performs escape: a pushed screen goes back")
    func scrubEscapes() {
        defer { stop() }
        let nav = UINavigationController(rootViewController: UIViewController())
        let s = Screen(root: nav)
        let next = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 150, width: 200, height: 30))
        label.text = "Details"
        next.view.addSubview(label)
        nav.pushViewController(next, animated: false)
        s.backend.advanceTime(by: 0.5)
        SpeechMode.shared.move(to: label)
        let a = CGPoint(x: 150, y: 500), b = CGPoint(x: 200, y: 520)
        let ids = [901, 902]
        s.backend.sendTouches([TouchPoint(id: ids[0], phase: .began, location: a), TouchPoint(id: ids[1], phase: .began, location: b)])
        for dx in [40, 80, 40, 0, -40, 0, 40, 80] as [CGFloat] {
            s.backend.advanceTime(by: 0.03)
            s.backend.sendTouches([TouchPoint(id: ids[0], phase: .moved, location: CGPoint(x: a.x + dx, y: a.y)),
                                   TouchPoint(id: ids[1], phase: .moved, location: CGPoint(x: b.x + dx, y: b.y))])
        }
        s.backend.sendTouches([TouchPoint(id: ids[0], phase: .ended, location: CGPoint(x: a.x + 80, y: a.y)),
                               TouchPoint(id: ids[1], phase: .ended, location: CGPoint(x: b.x + 80, y: b.y))])
        s.backend.advanceTime(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(s.speech.spoken.contains("Back"))
    }

    @Test("Y3: a double tap and hold passes the finger through to the app, from the cursor's activation point")
    func passThrough() throws {
        defer { stop() }
        let s = Screen()
        let pad = UIView(frame: CGRect(x: 20, y: 450, width: 200, height: 200))
        pad.isAccessibilityElement = true
        pad.accessibilityLabel = "Signature"
        var path: [CGPoint] = []
        let pan = UIPanGestureRecognizer { r in path.append(r.location(in: pad)) }
        pad.addGestureRecognizer(pan)
        s.f.root.view.addSubview(pad)
        SpeechMode.shared.move(to: pad)
        let spot = CGPoint(x: 300, y: 750)
        s.backend.tap(at: spot)
        s.backend.advanceTime(by: 0.1)
        let id = s.backend.touchDown(at: spot)
        s.backend.advanceTime(by: 0.5)
        for i in 1...5 {
            s.backend.advanceTime(by: 0.02)
            s.backend.touchMove(id, to: CGPoint(x: spot.x + CGFloat(i) * 10, y: spot.y))
        }
        s.backend.touchUp(id)
        #expect(!path.isEmpty, "the pad's own recognizer saw the drag")
        let last = try #require(path.last)
        #expect(abs(last.x - 150) < 1 && abs(last.y - 100) < 1, "the activation point (100, 100) moved 50 right: \(last)")
    }

    @Test("Y3: a three-finger triple tap or Alt+Super+S starts and stops the mode; announcements and screen changes are spoken")
    func startWithoutSeeing() {
        defer { stop() }
        let f = AccessibilityFixture()
        let speech = RecordingSpeechSynthesizer()
        SpeechMode.shared.synthesizer = speech
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        label.text = "Welcome"
        f.root.view.addSubview(label)
        let three = [CGPoint(x: 100, y: 400), CGPoint(x: 150, y: 400), CGPoint(x: 200, y: 400)]
        func tripleTap() {
            for _ in 0..<3 {
                let ids = [801, 802, 803]
                f.backend.sendTouches(zip(ids, three).map { TouchPoint(id: $0, phase: .began, location: $1) })
                f.backend.advanceTime(by: 0.05)
                f.backend.sendTouches(zip(ids, three).map { TouchPoint(id: $0, phase: .ended, location: $1) })
                f.backend.advanceTime(by: 0.15)
            }
            f.backend.advanceTime(by: 0.5)
        }
        tripleTap()
        #expect(SpeechMode.shared.isRunning)
        #expect(speech.spoken == ["Screen reader on", "Welcome"])
        UIAccessibility.post(notification: .announcement, argument: "Ticket printed")
        #expect(speech.spoken.last == "Ticket printed")
        tripleTap()
        #expect(!SpeechMode.shared.isRunning && speech.spoken.last == "Screen reader off")
        f.backend.press(.keyboardA, [.alternate, .command], characters: "s")
        #expect(SpeechMode.shared.isRunning)
        f.backend.press(.keyboardA, [.alternate, .command], characters: "s")
        #expect(!SpeechMode.shared.isRunning)
    }

    @Test("Y1/Y3: screenChanged moves the cursor to the element posted, or to the first element, interrupting; layoutChanged keeps a cursor that is still there, moves one that left to the first element, and says a string")
    func screenAndLayoutChanged() {
        defer { stop() }
        let s = Screen()
        SpeechMode.shared.move(to: s.volume)
        s.speech.removeAll()

        UIAccessibility.post(notification: .screenChanged, argument: s.play)
        #expect(s.speech.requests == [.speak("Play, button", interrupting: true)], "\(s.speech.requests)")
        #expect(SpeechMode.shared.cursor === s.play)
        s.speech.removeAll()

        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(s.speech.requests == [.speak("Now Playing", interrupting: true)], "\(s.speech.requests)")
        #expect(SpeechMode.shared.cursor === s.title)
        s.speech.removeAll()

        // The cursor's element is still on screen: nothing to say.
        SpeechMode.shared.move(to: s.play)
        s.speech.removeAll()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(s.speech.requests.isEmpty, "\(s.speech.requests)")
        #expect(SpeechMode.shared.cursor === s.play)

        // It left: the first element, queued after what is being said.
        s.play.removeFromSuperview()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(s.speech.requests == [.speak("Now Playing", interrupting: false)], "\(s.speech.requests)")
        #expect(SpeechMode.shared.cursor === s.title)
        s.speech.removeAll()

        UIAccessibility.post(notification: .layoutChanged, argument: "3 results")
        #expect(s.speech.spoken == ["3 results"])
        #expect(SpeechMode.shared.cursor === s.title)
    }

    final class EndedLog: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    @Test("Y1/Y3: an announcement is queued after what is being said, and announcementDidFinishNotification tells its text and whether it was all spoken: true when it ends, false when a new element interrupts it or the mode stops")
    func announcementDidFinish() {
        defer { stop() }
        let s = Screen()
        s.speech.finishesAtOnce = false
        let ended = EndedLog()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification,
                                                              object: nil, queue: nil) { note in
            let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? "?"
            let spoken = note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool
            ended.append("\(text) \(spoken.map(String.init) ?? "?")")
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "Two new messages"))
        #expect(s.speech.requests == [.speak("Saved", interrupting: false), .speak("Two new messages", interrupting: false)])
        #expect(ended.all.isEmpty, "nothing ended yet: \(ended.all)")
        s.speech.finishSpeaking()
        #expect(ended.all == ["Saved true", "Two new messages true"])

        // A tap on an element interrupts the announcement being said.
        UIAccessibility.post(notification: .announcement, argument: "Printing")
        s.backend.tap(at: CGPoint(x: 60, y: 220))
        s.backend.advanceTime(by: 0.5)
        #expect(ended.all.last == "Printing false", "\(ended.all)")

        // Stopping the mode ends what is left, unspoken.
        UIAccessibility.post(notification: .announcement, argument: "Done")
        SpeechMode.shared.stop()
        #expect(ended.all.last == "Done false", "\(ended.all)")
        #expect(ended.all.count == 4)
    }
}
