import Foundation
import Testing
import WayKit

/// U5: the symbol names table and its compiled copy.
@Suite("U5 symbol table")
struct SymbolTableTests {
    /// The table's SF Symbols names, read from the file the module compiles
    /// in (scripts/generate-symbol-table.sh).
    static func tableNames() throws -> [String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/WayKit/Images/Symbols/symbols.tsv").standardized
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
    }

    @Test("U5: the compiled symbol table matches symbols.tsv and names at least 150 symbols")
    func tableMatchesFile() throws {
        let names = try Self.tableNames()
        #expect(names.count >= 150)
        #expect(Set(names) == UIImage._knownSymbolNames, "rerun scripts/generate-symbol-table.sh")
        for common in ["plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up",
                       "chevron.down", "gear", "gearshape", "house", "person", "person.circle", "trash", "pencil",
                       "square.and.arrow.up", "magnifyingglass", "heart", "heart.fill", "star", "star.fill", "bell",
                       "envelope", "phone", "camera", "photo", "calendar", "clock", "info.circle",
                       "exclamationmark.triangle", "ellipsis", "line.3.horizontal", "cart", "lock"] {
            #expect(names.contains(common), "\(common)")
        }
    }

    @Test("U5: every symbol in the table draws something")
    func everySymbolDraws() throws {
        for name in try Self.tableNames() {
            let image = try #require(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 12)))
            let pixels = image.pixels
            #expect(stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] > 128 }, "\(name)")
        }
    }
}
