import Foundation
import Synchronization

/// Messages about images from outside (files, data, names) logged once each.
enum ImageLog {
    private static let said = Mutex<Set<String>>([])

    static func once(_ key: String, _ message: @autoclosure () -> String) {
        let first = said.withLock { $0.insert(key).inserted }
        if first { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
    }
}
