import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U6: small everyday API iOS code uses: endEditing, UIDevice, NSValue's
/// geometry accessors, a stack view's custom spacing.
@MainActor
@Suite(.serialized)
struct EverydayAPITests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    final class Refusing: NSObject, UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    @Test("U6: endEditing resigns a first responder inside the view (not one elsewhere); force overrides a delegate's refusal")
    func endEditing() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 300))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let form = UIView(frame: window.bounds), other = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        form.addSubview(field)
        window.addSubview(form)
        window.addSubview(other)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        #expect(other.endEditing(false) && field.isFirstResponder, "a view that doesn't hold it leaves it")
        let refusing = Refusing()
        field.delegate = refusing
        #expect(!form.endEditing(false) && field.isFirstResponder, "the delegate refuses")
        #expect(form.endEditing(true) && !field.isFirstResponder, "forced")
        #expect(window.endEditing(true), "nothing to end")
    }

    @Test("U6: UIDevice describes a Linux pad; NSValue's CG accessors round-trip")
    func deviceAndValues() {
        let d = UIDevice.current
        #expect(d.userInterfaceIdiom == .pad && d.systemName == "Linux")
        #expect(!d.systemVersion.isEmpty && d.batteryLevel == -1 && d.orientation == .unknown)
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: r).cgRectValue == r)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }

    @Test("U6: setCustomSpacing(_:after:) gives one arranged view its own gap; the default marker and NaN go back to spacing")
    func customSpacing() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 110))
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = .fill
        let views = (0..<3).map { _ -> UIView in
            let v = UIView()
            v.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return v
        }
        for v in views { stack.addArrangedSubview(v) }
        stack.setCustomSpacing(40, after: views[0])
        stack.layoutIfNeeded()
        #expect(views[1].frame.minY - views[0].frame.maxY == 40)
        #expect(views[2].frame.minY - views[1].frame.maxY == 10)
        #expect(stack.customSpacing(after: views[0]) == 40)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(.nan, after: views[0])
        stack.frame.size.height = 80
        stack.layoutIfNeeded()
        #expect(views[1].frame.minY - views[0].frame.maxY == 10)
    }
}
