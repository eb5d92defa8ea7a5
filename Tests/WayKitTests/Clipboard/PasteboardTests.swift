import Foundation
import Testing
@testable import WayKit

/// A platform clipboard under the test's control: what the app published,
/// and reads answered when the test says.
@MainActor
final class FakePasteboardBackend: PasteboardBackend {
    var published: [String?] = []
    var reads: [@MainActor (String?) -> Void] = []
    func pasteboard(_ pasteboard: UIPasteboard, publish text: String?) { published.append(text) }
    func pasteboard(_ pasteboard: UIPasteboard, readText completion: @escaping @MainActor (String?) -> Void) {
        reads.append(completion)
    }
}

@MainActor
@Suite("UIPasteboard (K6)", .serialized)
struct PasteboardTests {
    // Each test resets the application in its own body: an init's reset
    // could be undone by another suite's test running between the init and
    // the test on the main actor.

    @Test("K6: with no platform clipboard the pasteboard works in the process, synchronously")
    func inProcess() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        #expect(board.string == nil && board.strings == nil && !board.hasStrings && board.changeCount == 0)
        board.string = "copied"
        #expect(board.string == "copied" && board.strings == ["copied"] && board.hasStrings && board.changeCount == 1)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"] && board.changeCount == 2)
        var answer: String??
        board.requestString { answer = $0 }
        #expect(answer == .some("a"), "answered at once")
        board.string = nil
        #expect(board.string == nil && !board.hasStrings && board.changeCount == 3)
        board.strings = []
        #expect(board.strings == nil, "an empty list empties the pasteboard")
    }

    @Test("K6: the general pasteboard and the primary selection are separate; a new application starts empty")
    func separateBoards() {
        UIApplication._resetShared()
        UIPasteboard.general.string = "clipboard"
        UIPasteboard.primarySelection.string = "selected"
        #expect(UIPasteboard.general.string == "clipboard")
        #expect(UIPasteboard.primarySelection.string == "selected")
        #expect(UIPasteboard.general.name == .general && UIPasteboard.primarySelection.name == .primarySelection)
        UIApplication._resetShared()
        #expect(UIPasteboard.general.string == nil && UIPasteboard.primarySelection.string == nil)
    }

    @Test("K6: changedNotification is posted for each change, with the pasteboard as object")
    func notification() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        let box = NotificationBox()
        let token = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in box.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        board.string = "one"
        board.string = "two"
        UIPasteboard.primarySelection.string = "elsewhere"
        #expect(box.count == 2)
    }

    @Test("K6: a backend is told what the app copies, including what was copied before it attached")
    func publishes() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        board.string = "early"
        let backend = FakePasteboardBackend()
        board._backend = backend
        #expect(backend.published == ["early"])
        board.string = "later"
        board.string = nil
        #expect(backend.published == ["early", "later", nil])
    }

    @Test("K6: another client's text is fetched once by requestString, answers every waiting request, then is known")
    func foreignRead() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        let backend = FakePasteboardBackend()
        board._backend = backend
        board.string = "mine"
        board._platformContentDidChange(offersText: true)
        #expect(board.changeCount == 2)
        #expect(board.hasStrings && board.string == nil, "offered, not fetched yet")
        var answers: [String?] = []
        board.requestString { answers.append($0) }
        board.requestString { answers.append($0) }
        #expect(backend.reads.count == 1, "one transfer for both")
        #expect(answers.isEmpty)
        backend.reads[0]("theirs")
        #expect(answers == ["theirs", "theirs"])
        #expect(board.string == "theirs" && board.changeCount == 2, "fetching is no change")
        board.requestString { answers.append($0) }
        #expect(backend.reads.count == 1 && answers.last == "theirs", "known now: no second transfer")
    }

    @Test("K6: a read overtaken by a new selection answers nil, and its late result is dropped")
    func overtakenRead() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        let backend = FakePasteboardBackend()
        board._backend = backend
        board._platformContentDidChange(offersText: true)
        var answers: [String?] = []
        board.requestString { answers.append($0) }
        board._platformContentDidChange(offersText: true)
        #expect(answers == [nil])
        backend.reads[0]("stale")
        #expect(board.string == nil && answers == [nil])
    }

    @Test("K6: content offered in no text type has no strings; a cancelled local copy empties the pasteboard")
    func noTextAndCancel() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        let backend = FakePasteboardBackend()
        board._backend = backend
        board._platformContentDidChange(offersText: false)
        #expect(!board.hasStrings)
        var answer: String?? = .none
        board.requestString { answer = $0 }
        #expect(answer == .some(nil) && backend.reads.isEmpty)
        board.string = "mine"
        let count = board.changeCount
        board._platformDidCancelLocalContent()
        #expect(board.string == nil && board.changeCount == count + 1)
        board._platformDidCancelLocalContent()
        #expect(board.changeCount == count + 1, "only the app's own content is cancelled")
    }

    @Test("K6: detaching the backend answers waiting reads with nil and forgets text never fetched")
    func detach() {
        UIApplication._resetShared()
        let board = UIPasteboard.general
        let backend = FakePasteboardBackend()
        board._backend = backend
        board._platformContentDidChange(offersText: true)
        var answers: [String?] = []
        board.requestString { answers.append($0) }
        board._backend = nil
        #expect(answers == [nil] && !board.hasStrings)
    }
}

final class NotificationBox: @unchecked Sendable {
    var count = 0
}
