import CFreeType
import Foundation
import Synchronization
import WayKit

/// Draws `UIImage(systemName:)` symbols (U5) from the Material Icons font
/// (Google, Apache License 2.0; Debian's fonts-material-design-icons-iconfont)
/// with FreeType: crisp at any size, since each image is rendered from the
/// outline at its own pixel size. Weights other than regular thicken or thin
/// the outline (`FT_Outline_Embolden`), the font having one weight.
///
/// Symbols are made on whatever thread first needs their pixels, so this
/// has its own `FT_Library` (FreeType libraries are not thread-safe), used
/// only under `face`'s lock.
final class SymbolRenderer: SymbolRendering {
    /// Debian's path; `WAYKIT_SYMBOL_FONT` names another file.
    static let defaultFontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    let fontPath: String
    let isAvailable: Bool

    private final class Face: @unchecked Sendable {
        // Used only under SymbolRenderer.face's lock.
        var library: FT_Library?
        var face: FT_Face?
        deinit {
            if let face { FT_Done_Face(face) }
            if let library { FT_Done_FreeType(library) }
        }
    }

    private let face = Mutex<Face?>(nil)

    init(fontPath: String? = nil) {
        let path = fontPath ?? ProcessInfo.processInfo.environment["WAYKIT_SYMBOL_FONT"] ?? Self.defaultFontPath
        self.fontPath = path
        isAvailable = FileManager.default.isReadableFile(atPath: path)
    }

    /// The thickening each weight gets, as a fraction of the em square.
    private static func emboldening(_ weight: UIImage.SymbolWeight) -> Double {
        switch weight {
        case .ultraLight: return -0.035
        case .thin: return -0.025
        case .light: return -0.012
        case .unspecified, .regular: return 0
        case .medium: return 0.01
        case .semibold: return 0.02
        case .bold: return 0.03
        case .heavy: return 0.042
        case .black: return 0.055
        }
    }

    /// The corresponding C functions are `FT_New_Face`, `FT_Set_Pixel_Sizes`,
    /// `FT_Load_Char`, `FT_Outline_Embolden` and `FT_Render_Glyph`.
    func renderSymbol(codepoint: UInt32, width: Int, height: Int, weight: UIImage.SymbolWeight) -> [UInt8]? {
        guard isAvailable, width > 0, height > 0, width <= 4096, height <= 4096 else { return nil }
        return face.withLock { holder -> [UInt8]? in
            if holder == nil {
                let h = Face()
                var lib: FT_Library?
                guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
                h.library = lib
                var f: FT_Face?
                guard FT_New_Face(lib, fontPath, 0, &f) == 0, let f else { return nil }
                h.face = f
                holder = h
            }
            guard let face = holder?.face else { return nil }
            let em = min(width, height)
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(em)) == 0 else { return nil }
            // FT_LOAD_NO_BITMAP (1 << 3) | FT_LOAD_NO_HINTING (1 << 1): the
            // outline as drawn, scaled.
            guard FT_Load_Char(face, FT_ULong(codepoint), (1 << 3) | (1 << 1)) == 0,
                  let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            let strength = Self.emboldening(weight) * Double(em) * 64
            if strength != 0 { FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(strength.rounded())) }
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
            let bitmap = slot.pointee.bitmap
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return nil }
            // The em square fills the box: its top is the ascender's height
            // above the baseline, scaled to the box.
            let ascender = Double(face.pointee.ascender), descender = Double(face.pointee.descender)
            let extent = ascender - descender
            let baseline = extent > 0 ? Double(em) * ascender / extent : Double(em)
            let originX = (width - em) / 2 + Int(slot.pointee.bitmap_left)
            let originY = (height - em) / 2 + Int(baseline.rounded()) - Int(slot.pointee.bitmap_top)
            var out = [UInt8](repeating: 0, count: width * height * 4)
            guard let src = bitmap.buffer else { return out }
            let pitch = Int(bitmap.pitch)
            guard pitch >= Int(bitmap.width) else { return out }  // rows flowing upward: not from FT_Render_Glyph
            for row in 0..<Int(bitmap.rows) {
                let y = originY + row
                guard y >= 0, y < height else { continue }
                for column in 0..<Int(bitmap.width) {
                    let x = originX + column
                    guard x >= 0, x < width else { continue }
                    // Black with the coverage as alpha: premultiplied, only A.
                    out[(y * width + x) * 4 + 3] = src[row * pitch + column]
                }
            }
            return out
        }
    }
}
