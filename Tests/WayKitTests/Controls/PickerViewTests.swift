import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U6: UIPickerView through the headless backend: wheels from the data
/// source, rows from the delegate, selection by code and by a finger.
@MainActor
@Suite(.serialized)
struct PickerViewTests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"]
        var chosen: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? names.count : 3 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? names[row] : ["Red", "Green", "Blue"][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append("\(component):\(row)")
        }
    }

    @Test("U6: a picker's wheels and rows come from its data source and delegate; selectRow turns a wheel without telling the delegate; a drag comes to rest on a row in the band and tells it; VoiceOver adjusts the first wheel")
    func picker() throws {
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        let sizes = Sizes()
        picker.dataSource = sizes
        picker.delegate = sizes
        window.addSubview(picker)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 8 && picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "XS")
        #expect(picker.rowSize(forComponent: 0).height == 32)

        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2 && sizes.chosen.isEmpty, "code does not tell the delegate")
        // Row 2 sits in the band, mid-picker.
        let m = try #require(picker.view(forRow: 2, forComponent: 0))
        #expect(abs(m.convert(m.bounds, to: picker).midY - 108) < 1, "\(m.convert(m.bounds, to: picker))")

        // A drag up of about three rows, released slowly.
        let x = picker._wheels[0].frame.midX
        backend.drag(from: CGPoint(x: x, y: 160), to: CGPoint(x: x, y: 60), steps: 30)
        for _ in 0..<200 { backend.advanceTime(by: 0.016) }
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 2 && row < 8, "turned down the list: \(row)")
        #expect(sizes.chosen == ["0:\(row)"], "\(sizes.chosen)")
        let rested = picker._wheels[0].contentOffset.y + picker._wheels[0].edgeInset
        #expect(rested.truncatingRemainder(dividingBy: 32) == 0, "at rest on a row: \(rested)")

        #expect(picker.accessibilityValue == sizes.names[row])
        picker.accessibilityDecrement()
        #expect(picker.selectedRow(inComponent: 0) == row - 1 && sizes.chosen.last == "0:\(row - 1)")
        picker.selectRow(99, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 2, "clamped")
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }
}
