// UIKit re-exports Foundation: iOS code that imports only UIKit uses
// `Bundle`, `IndexPath`, `NSCoder`, `CGRect`, `NumberFormatter` and the rest
// without importing Foundation itself, so `import WayKit` must bring them too
// (U1). On Linux Foundation also carries the CoreGraphics geometry types.
@_exported import Foundation
