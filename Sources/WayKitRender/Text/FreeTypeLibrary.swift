import CFreeType

/// The process's one `FT_Library`. FreeType libraries are not thread-safe, so
/// the text system that owns this keeps every call on the renderer's actor.
final class FreeTypeLibrary {
    let raw: FT_Library?

    /// The corresponding C function is `FT_Init_FreeType`.
    init() {
        var lib: FT_Library?
        raw = FT_Init_FreeType(&lib) == 0 ? lib : nil
    }

    /// The corresponding C function is `FT_Done_FreeType`.
    deinit {
        if let raw { FT_Done_FreeType(raw) }
    }
}
