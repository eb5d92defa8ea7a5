import Foundation
import Synchronization

// UIKit's `addObserver(_:selector:name:object:)` with a method reference for
// the selector (SPEC U2: what `waykit-port` rewrites
// `addObserver(self, selector: #selector(keyboardWillShow(_:)), …)` to):
// `addObserver(self, selector: Self.keyboardWillShow(_:), name: …, object: nil)`
// with `func keyboardWillShow(_ note: Notification)` or a method without the
// notification. As UIKit's, the observer is held weakly and its
// observations end with it; `removeObserver(self)` (with or without a name
// and object) ends them earlier. The method runs on the main thread: at
// once for a notification posted there (every one WayKit posts), else on
// the main queue, since WayKit's objects are main-actor only.
extension NotificationCenter {
    public func addObserver<T: AnyObject>(
        _ observer: T, selector: @escaping @MainActor (T) -> (Notification) -> Void,
        name aName: Notification.Name?, object anObject: Any?
    ) {
        let observation = _MethodObservation(observer: observer, name: aName, object: anObject as AnyObject?, center: self) {
            guard let target = $0 as? T else { return }
            selector(target)($1)
        }
        observation.token = addObserver(forName: aName, object: anObject, queue: nil) { note in
            observation.deliver(note)
        }
        _methodObservations.withLock { $0.append(observation) }
    }

    /// The form whose method takes no notification: `func keyboardWillHide()`.
    public func addObserver<T: AnyObject>(
        _ observer: T, selector: @escaping @MainActor (T) -> () -> Void,
        name aName: Notification.Name?, object anObject: Any?
    ) {
        addObserver(observer, selector: { (t: T) in { (_: Notification) in selector(t)() } }, name: aName, object: anObject)
    }

    /// Foundation's `removeObserver(_:)`, which also ends the observations
    /// made with a method reference. (Called from a `deinit`, where the
    /// observer's weak references already read nil, it ends every
    /// observation whose observer is gone.)
    public func removeObserver<T: AnyObject>(_ observer: T) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Foundation's `removeObserver(_:name:object:)`, which also ends the
    /// observations made with a method reference for `aName` (any when nil)
    /// and `anObject` (any when nil).
    public func removeObserver<T: AnyObject>(_ observer: T, name aName: Notification.Name?, object anObject: Any?) {
        let object = anObject as AnyObject?
        let ended = _methodObservations.withLock { all in
            let (ended, kept) = all.reduce(into: ([_MethodObservation](), [_MethodObservation]())) { parts, o in
                let mine = o.center === self && (o.observer == nil || o.observer === observer)
                    && (aName == nil || o.name == aName) && (object == nil || o.object === object)
                if mine { parts.0.append(o) } else { parts.1.append(o) }
            }
            all = kept
            return ended
        }
        for o in ended { o.end() }
        if aName == nil, anObject == nil {
            removeObserver(observer as Any)
        } else {
            removeObserver(observer as Any, name: aName, object: anObject)
        }
    }
}

/// Every observation made with a method reference, for `removeObserver`.
private let _methodObservations = Mutex<[_MethodObservation]>([])

/// One observation made with a method reference: the block the center
/// calls, and what `removeObserver` matches it by. Its `token` is set once,
/// before it is registered; its weak references are the observer's and the
/// object's (`weak` is thread-safe).
final class _MethodObservation: @unchecked Sendable {
    weak var observer: AnyObject?
    weak var object: AnyObject?
    weak var center: NotificationCenter?
    let name: Notification.Name?
    var token: (any NSObjectProtocol)?
    private let method: @MainActor (AnyObject, Notification) -> Void

    init(observer: AnyObject, name: Notification.Name?, object: AnyObject?, center: NotificationCenter,
         method: @escaping @MainActor (AnyObject, Notification) -> Void) {
        self.observer = observer
        self.name = name
        self.object = object
        self.center = center
        self.method = method
    }

    func deliver(_ note: Notification) {
        let box = _NotificationBox(note: note)
        if Self.isOnMainActor {
            MainActor.assumeIsolated { run(box.note) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.run(box.note) } }
        }
    }

    /// Whether the caller is on the main actor: the main thread (an app's
    /// run loop), or a block of the main queue, which a worker thread drains
    /// once the main thread has handed it over (`dispatch_main`, as the test
    /// runner does).
    private static var isOnMainActor: Bool {
        _ = _mainQueueMarked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey) == true
    }

    @MainActor private func run(_ note: Notification) {
        guard let observer else {
            // Its observer is gone: the observation ends with it.
            _methodObservations.withLock { $0.removeAll { $0 === self } }
            end()
            return
        }
        method(observer, note)
    }

    func end() {
        if let token { center?.removeObserver(token as Any) }
    }
}

nonisolated(unsafe) private let _mainQueueKey = DispatchSpecificKey<Bool>()
/// Marks the main queue, once, for `isOnMainActor`.
private let _mainQueueMarked: Bool = {
    DispatchQueue.main.setSpecific(key: _mainQueueKey, value: true)
    return true
}()

/// A notification handed to the main queue (its user info is the poster's,
/// read there only).
private struct _NotificationBox: @unchecked Sendable { let note: Notification }
