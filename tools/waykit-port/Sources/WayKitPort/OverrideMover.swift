import SwiftSyntax

/// Moves `override` members out of extensions into their class's body, the
/// pre-pass of a port: an Objective-C method may be overridden in an
/// extension (`extension ListController { override func tableView(…) }`),
/// a Swift one only in the class declaration. Only classes declared in the
/// folder can take them; the others are reported. The moved text is the
/// member's own, comments included; the rest of the port then runs on the
/// result, so what the members contain is ported like everything else.
enum OverrideMover {
    struct Move {
        var removals: [String: [SourceEdit]] = [:]
        var insertions: [String: [SourceEdit]] = [:]
        var findings: [Finding] = []
        var isEmpty: Bool { removals.isEmpty }
    }

    /// The edits that move every override of every extension in `files`.
    static func plan(_ files: [(path: String, text: String, tree: SourceFileSyntax)]) -> Move {
        // Where each class's body closes: the insertion point.
        var classEnds: [String: (path: String, offset: Int)] = [:]
        for file in files {
            for decl in ClassCollector.classes(in: file.tree) where classEnds[decl.name.text] == nil {
                classEnds[decl.name.text] = (file.path, decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        var move = Move()
        for file in files {
            let bytes = Array(file.text.utf8)
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            for ext in ExtensionCollector.extensions(in: file.tree) {
                let name = ext.extendedType.trimmedDescription
                // A loop, not `filter`: a filtered syntax collection is a new
                // tree whose positions are not the file's.
                var overrides: [MemberBlockItemSyntax] = []
                for member in ext.memberBlock.members
                where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.text == "override" }) ?? false {
                    overrides.append(member)
                }
                guard !overrides.isEmpty else { continue }
                if classEnds[name] == nil {
                    // Status-bar overrides in an extension of a UIKit class
                    // (`extension UINavigationController { override var
                    // preferredStatusBarStyle … }`, a common iOS idiom):
                    // Swift cannot override there, and nothing draws a
                    // status bar under Wayland, so they go, leaving a note.
                    var kept: [MemberBlockItemSyntax] = []
                    for member in overrides {
                        guard let property = Self.statusBarProperty(member) else { kept.append(member); continue }
                        let (start, end) = Self.lines(of: member, in: bytes)
                        let indent = String(decoding: bytes[start..<min(end, member.positionAfterSkippingLeadingTrivia.utf8Offset)], as: UTF8.self)
                            .split(separator: "\n").last.map(String.init) ?? ""
                        move.removals[file.path, default: []].append(SourceEdit(start: start, end: end, replacement:
                            "\(indent)// waykit-port: `override var \(property)` removed: Swift overrides only in a class's body, and nothing draws a status bar under Wayland\n"))
                    }
                    overrides = kept
                    guard !overrides.isEmpty else { continue }
                }
                guard let target = classEnds[name] else {
                    let line = ext.extensionKeyword.startLocation(converter: converter).line
                    move.findings.append(Finding(file: file.path, line: line,
                        message: "`override` in an extension of `\(name)`, which is not declared in this folder: Swift overrides only in the class body"))
                    continue
                }
                var moved = ""
                for member in overrides {
                    // The member with its comments and indentation: from the
                    // start of its first line to the end of its last.
                    var start = member.position.utf8Offset
                    // Its leading trivia opens with the line break after
                    // the previous token: skip the breaks, keep comments.
                    while start < bytes.count, bytes[start] == UInt8(ascii: "\n") || bytes[start] == UInt8(ascii: "\r") { start += 1 }
                    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                    var end = member.endPositionBeforeTrailingTrivia.utf8Offset
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    if end < bytes.count { end += 1 }
                    let text = String(decoding: bytes[start..<end], as: UTF8.self)
                    moved += text.hasPrefix("\n") ? text : "\n" + text
                    move.removals[file.path, default: []].append(SourceEdit(start: start, end: end, replacement: ""))
                }
                if !moved.hasSuffix("\n") { moved += "\n" }
                move.insertions[target.path, default: []].append(
                    SourceEdit(start: target.offset, end: target.offset, replacement: moved.dropFirst() + ""))
            }
        }
        return move
    }

    /// The properties of the status bar (and the home indicator) UIKit
    /// code overrides, which WayKit's view controllers declare and nothing
    /// asks.
    static let statusBarProperties: Set<String> = [
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle", "childForStatusBarHidden", "prefersHomeIndicatorAutoHidden",
    ]

    /// The name of the status-bar property `member` overrides, if it is one.
    static func statusBarProperty(_ member: MemberBlockItemSyntax) -> String? {
        guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              statusBarProperties.contains(name) else { return nil }
        return name
    }

    /// The byte range of `member`'s whole lines, comments included.
    static func lines(of member: MemberBlockItemSyntax, in bytes: [UInt8]) -> (Int, Int) {
        var start = member.position.utf8Offset
        while start < bytes.count, bytes[start] == UInt8(ascii: "\n") || bytes[start] == UInt8(ascii: "\r") { start += 1 }
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = member.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end < bytes.count { end += 1 }
        return (start, end)
    }

    private final class ClassCollector: SyntaxVisitor {
        var found: [ClassDeclSyntax] = []
        static func classes(in tree: SourceFileSyntax) -> [ClassDeclSyntax] {
            let c = ClassCollector(viewMode: .sourceAccurate)
            c.walk(tree)
            return c.found
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
    }

    private final class ExtensionCollector: SyntaxVisitor {
        var found: [ExtensionDeclSyntax] = []
        static func extensions(in tree: SourceFileSyntax) -> [ExtensionDeclSyntax] {
            let c = ExtensionCollector(viewMode: .sourceAccurate)
            c.walk(tree)
            return c.found
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .skipChildren }
    }
}
