import Foundation

// UIKit's NSValue accessors for Core Graphics values (U6), over
// Foundation's rect, point and size values, so iOS code that reads a
// keyboard frame or a value from a dictionary this way compiles.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
