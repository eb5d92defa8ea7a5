import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U1, issue 18: delegate methods UIKit calls in situations WayKit handles
/// are declared and called (an app's implementation used to compile and
/// never run).
@MainActor
@Suite(.serialized)
struct DelegateCoverageTests {
    final class Headers: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 40 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { log.append("+h\(section)") }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { log.append("-h\(section)") }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { log.append("willSelect"); return nil }
        func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { log.append("primary \(indexPath.row)") }
    }

    @Test("S10: header display calls as headers come and go; a tap performs the row's primary action even when willSelect says nil")
    func tableHeadersAndPrimaryAction() {
        let scene = TableScene(counts: [1])
        scene.table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Headers()
        scene.table.dataSource = source
        scene.table.delegate = source
        scene.table.layoutIfNeeded()
        #expect(source.log.first == "+h0")
        let shown = source.log.filter { $0.hasPrefix("+h") }.count
        #expect(shown >= 2)
        source.log.removeAll()
        scene.table.contentOffset = CGPoint(x: 0, y: 3000)
        scene.table.layoutIfNeeded()
        #expect(source.log.contains("-h0"))
        #expect(source.log.contains { $0.hasPrefix("+h") && $0 != "+h0" })
        scene.table.contentOffset = .zero
        scene.table.layoutIfNeeded()
        source.log.removeAll()
        scene.backend.tap(at: CGPoint(x: 200, y: 28 + 44 + 20))
        #expect(source.log == ["willSelect", "primary 1"])
        #expect(scene.table.indexPathsForSelectedRows == nil)
    }

    @Test("K1: textFieldDidEndEditing(_:reason:) is called with .committed; its default calls the plain method")
    func endEditingReason() {
        final class WithReason: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("reason \(reason)") }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("plain") }
        }
        final class Plain: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("plain") }
        }
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window.addSubview(field)
        let a = WithReason()
        field.delegate = a
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(a.log == ["reason committed"], "UIKit calls the reason form in preference")
        let b = Plain()
        field.delegate = b
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(b.log == ["plain"])
        _ = backend
    }

    @Test("S1: scrollViewDidChangeAdjustedContentInset when the computed inset changes, from the content inset or the safe area")
    func adjustedInsetChanges() {
        final class Noting: UIScrollViewDelegate {
            var count = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { count += 1 }
        }
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let sv = UIScrollView(frame: window.bounds)
        sv.contentSize = CGSize(width: 400, height: 2000)
        let noting = Noting()
        sv.delegate = noting
        window.addSubview(sv)
        window.layoutIfNeeded()
        let start = noting.count
        sv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(noting.count == start + 1)
        sv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(noting.count == start + 1, "no change, no call")
        sv.contentInsetAdjustmentBehavior = .never
        sv.contentInsetAdjustmentBehavior = .always
        #expect(noting.count == start + 1, "with no safe area the computed inset is the same")
        _ = backend
    }

    @Test("G1: gestureRecognizer(_:shouldReceive: UIEvent) is asked before shouldReceive touch, and can keep the touch away")
    func shouldReceiveEvent() {
        final class Gate: UIGestureRecognizerDelegate {
            var log: [String] = []
            var allowEvents = true
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { log.append("event"); return allowEvents }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { log.append("touch"); return true }
        }
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer(action: { _ in taps += 1 })
        let gate = Gate()
        tap.delegate = gate
        view.addGestureRecognizer(tap)
        backend.tap(at: CGPoint(x: 100, y: 100))
        #expect(gate.log == ["event", "touch"])
        #expect(taps == 1)
        gate.allowEvents = false
        gate.log.removeAll()
        backend.advanceTime(by: 1)
        backend.tap(at: CGPoint(x: 100, y: 100))
        #expect(gate.log == ["event"])
        #expect(taps == 1)
    }

    @Test("S10, U1: a tap on a row's detail button tells accessoryButtonTappedForRowWith and selects nothing; a tap elsewhere on the row selects it")
    func detailButton() {
        final class Detail: UITableViewDataSource, UITableViewDelegate {
            var log: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.accessoryType = .detailDisclosureButton
                return cell
            }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("accessory \(indexPath.row)") }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        }
        let scene = TableScene(counts: [1])
        let source = Detail()
        scene.table.dataSource = source
        scene.table.delegate = source
        scene.table.layoutIfNeeded()
        scene.backend.tap(at: CGPoint(x: 390, y: 44 + 22))
        #expect(source.log == ["accessory 1"])
        #expect(scene.table.indexPathsForSelectedRows == nil)
        scene.backend.advanceTime(by: 1)
        scene.backend.tap(at: CGPoint(x: 100, y: 44 + 22))
        #expect(source.log == ["accessory 1", "select 1"])
    }
}
