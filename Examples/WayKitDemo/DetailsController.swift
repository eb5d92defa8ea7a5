import Foundation
import WayKit

/// The pushed screen: what each part of WayKit is built on, one row each.
/// Swipe from the left edge (or tap the back button) to go back.
@MainActor
final class DetailsController: UIViewController, UITableViewDataSource {
    static let rows: [(String, String)] = [
        ("Event model", "hit-testing, responder chain, recognizers, controls"),
        ("Wayland", "libwayland, xdg-shell, wayland-scanner protocols"),
        ("Keys", "xkbcommon"),
        ("Drawing", "pixman, FreeType, HarfBuzz, fontconfig, libpng"),
        ("Text", "ICU line breaking, FriBidi ordering"),
        ("Decorations", "libdecor, or our own"),
        ("Navigation", "push, pop, edge swipe, tab re-tap"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.rowHeight = 56
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        let row = Self.rows[indexPath.row]
        cell.textLabel?.text = row.0
        cell.detailTextLabel?.text = row.1
        return cell
    }
}
