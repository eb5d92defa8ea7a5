/// The application's system pasteboards. They belong to `UIApplication.shared`
/// (not to static storage) so that a fresh application
/// (`UIApplication._resetShared`, every test) starts with empty ones.
@MainActor
final class Pasteboards {
    let general = UIPasteboard(name: .general)
    let primary = UIPasteboard(name: .primarySelection)
}
