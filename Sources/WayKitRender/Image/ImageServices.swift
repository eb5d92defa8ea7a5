import CWayKitRenderServices
import WayKit

/// Installs the image coder and the symbol renderer (neither is main-actor
/// bound) unless some are installed already. CWayKitRenderServices' C
/// constructor calls it before `main` (U5); ``RenderServices/install()``
/// calls it too.
enum ImageServices {
    static func install() {
        if RenderingServices.imageCoding == nil { RenderingServices.imageCoding = ImageCoder() }
        if RenderingServices.symbolRendering == nil { RenderingServices.symbolRendering = SymbolRenderer() }
    }
}

/// Called by CWayKitRenderServices' constructor before main.
@_cdecl("waykit_render_install_image_services")
public func waykitRenderInstallImageServices() {
    ImageServices.install()
}
