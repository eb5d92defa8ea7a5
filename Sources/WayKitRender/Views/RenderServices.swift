import Foundation
import WayKit

/// Registers WayKitRender's text measuring (FreeType/HarfBuzz/fontconfig) and
/// image coding (libpng, libjpeg-turbo) and symbols (FreeType) with the core, so `UILabel.sizeThatFits`,
/// `UIFont(name:size:)` and `UIImage(data:)` work. `PixmanRenderer` calls this
/// when it is created; apps that measure text before that can call it first.
public enum RenderServices {
    @MainActor public static func install() {
        if !(RenderingServices.text is TextMeasurer) {
            RenderingServices.text = TextMeasurer(TextSystem.shared)
        }
        ImageServices.install()
    }
}
