import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A data source and delegate over an array of row counts per section,
/// noting selection calls in the trace.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var headerTitles: [Int: String] = [:]
    var redirect: (IndexPath) -> IndexPath? = { $0 }
    var identifier = "row"
    var made = 0
    var selected: [IndexPath] = []
    /// The cell every row gets, when set (bad data sources).
    var fixedCell: UITableViewCell?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        if let fixedCell { return fixedCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.accessibilityIdentifier = "cell \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        DeliveryTrace.note("willSelectRowAt \(indexPath)")
        return redirect(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        DeliveryTrace.note("didSelectRowAt \(indexPath)")
    }
}

/// A headless 400×400 window with a table filling it.
@MainActor
final class TableScene {
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
    let window: UIWindow
    let table: UITableView
    let model: TableModel

    init(counts: [Int], style: UITableView.Style = .plain) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        table = UITableView(frame: window.bounds, style: style)
        table.accessibilityIdentifier = "T"
        model = TableModel(counts)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        table.layoutIfNeeded()
    }

    /// The rows that have cells, sorted.
    var liveRows: [IndexPath] { table._cells.keys.sorted() }
}
