import Foundation

/// A cell a list can reuse: UIKit's table and collection view cells.
@MainActor
protocol ListReusableCell: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}

extension UITableViewCell: ListReusableCell {}
extension UICollectionReusableView: ListReusableCell {}

/// The cells a list made and shows no more, by reuse identifier, and how to
/// make new ones for each registered identifier (S10, S11). One pool for
/// tables and collection views, with UIKit's rules:
/// - `dequeue(_:)`, UIKit's `dequeueReusableCell(withIdentifier:)`: a waiting
///   cell, else a new cell of the registered class, else nil (so the classic
///   `dequeue… ?? UITableViewCell(style:reuseIdentifier:)` makes its own);
/// - `dequeue(_:for:)`, the index-path form: the same, but an identifier
///   never registered is logged once and gets a plain cell (UIKit raises;
///   a kiosk should not die of it);
/// - a cell the data source made by hand is reused under its own
///   identifier, registered or not, as UIKit does; one without an identifier
///   is not reused.
///
/// - Important: main actor only (the list that owns it).
@MainActor
struct ReusePool<Cell: ListReusableCell> {
    private var makers: [String: (String) -> Cell] = [:]
    private var waiting: [String: [Cell]] = [:]
    private var logged: Set<String> = []

    mutating func register(_ identifier: String, make: @escaping (String) -> Cell) {
        makers[identifier] = make
    }

    /// Forgets the class registered for `identifier` (UIKit's register
    /// with a nil class); views waiting under it stay reusable.
    mutating func unregister(_ identifier: String) {
        makers[identifier] = nil
    }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A waiting cell (prepared for reuse) or a new one of the registered
    /// class; nil for an identifier with neither.
    mutating func dequeue(_ identifier: String) -> Cell? {
        if var cells = waiting[identifier], let cell = cells.popLast() {
            waiting[identifier] = cells
            cell.prepareForReuse()
            return cell
        }
        return makers[identifier]?(identifier)
    }

    /// As ``dequeue(_:)``, never nil: an identifier never registered is
    /// logged once (naming `context`) and gets `fallback`, a plain `noun`.
    mutating func dequeue(_ identifier: String, context: @autoclosure () -> String,
                          log: (String) -> Void, noun: String = "cell", fallback: (String) -> Cell) -> Cell {
        if let cell = dequeue(identifier) { return cell }
        if logged.insert(identifier).inserted {
            log("\(context()): no class registered for reuse identifier \"\(identifier)\"; using a plain \(noun) (UIKit raises)")
        }
        return fallback(identifier)
    }

    /// Keeps a cell that left the screen for reuse; false when it has no
    /// reuse identifier (the caller removes it).
    mutating func enqueue(_ cell: Cell) -> Bool {
        guard let identifier = cell.reuseIdentifier else { return false }
        waiting[identifier, default: []].append(cell)
        return true
    }

    /// How many cells wait for reuse (tests, memory checks).
    var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }
}
