import Foundation
import WayKit

/// The compositing-layer suites' screen: one colour, titled, with a label
/// inside so a layer is more than a colour (`PlainLayerTestScreen` has none).
@MainActor
class LayerTestScreen: UIViewController {
    let colour: UIColor
    var showsLabel: Bool { true }
    init(_ title: String, _ colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        let v = UIView()
        v.backgroundColor = colour
        if showsLabel {
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            label.text = title
            v.addSubview(label)
        }
        view = v
    }
}

/// A screen of one colour and nothing else.
final class PlainLayerTestScreen: LayerTestScreen {
    override var showsLabel: Bool { false }
}

/// Red, green and blue of a premultiplied ARGB pixel.
func layerTestRGB(_ p: UInt32) -> (Int, Int, Int) { (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff)) }
