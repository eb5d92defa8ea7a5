import SwiftSyntax

/// What the rewrite of one file needs to know about the whole folder: the
/// methods each type declares (to spell a method reference with its labels),
/// each class's superclass (to find cells), and the names something other
/// than a rewritable selector reaches through the Objective-C runtime (so
/// their `@objc` stays).
struct ProjectIndex {
    /// Type name → method base name → the argument labels of each declaration.
    var methods: [String: [String: Set<[String]>]] = [:]
    /// Class name → the first type it inherits from.
    var superclass: [String: String] = [:]
    /// Names a runtime lookup reaches: a `#selector` given to `perform` and
    /// the like, `#keyPath`,
    /// `value(forKey:)`, key-value observing.
    var runtimeNames: Set<String> = []
    /// The methods that were optional requirements of `@objc` protocols the
    /// port makes ordinary (every optional requirement a method returning
    /// nothing): their calls `x.f?(…)` lose the `?`.
    var optionalRequirements: Set<String> = []
    /// The protocols the folder declares: a selector of one of their
    /// methods becomes a closure (FileRewriter.rewriteSelector says why).
    var protocols: Set<String> = []

    mutating func add(_ file: SourceFileSyntax) {
        let visitor = IndexVisitor(viewMode: .sourceAccurate)
        visitor.walk(file)
        for (type, methods) in visitor.index.methods {
            for (name, labels) in methods { self.methods[type, default: [:]][name, default: []].formUnion(labels) }
        }
        superclass.merge(visitor.index.superclass) { first, _ in first }
        runtimeNames.formUnion(visitor.index.runtimeNames)
        optionalRequirements.formUnion(visitor.index.optionalRequirements)
        protocols.formUnion(visitor.index.protocols)
    }

    /// The labels of the one method `name` of `type` (or of a superclass
    /// declared in the folder), or `nil` when there is none or several.
    func labels(of name: String, in type: String) -> [String]? {
        var current: String? = type
        var seen: Set<String> = []
        while let t = current, seen.insert(t).inserted {
            if let found = methods[t]?[name] {
                return found.count == 1 ? found.first : nil
            }
            current = superclass[t]
        }
        return nil
    }

    /// Whether `type` is `ancestor` or inherits from it through classes in the folder.
    func inherits(_ type: String, from ancestors: Set<String>) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let t = current, seen.insert(t).inserted {
            if ancestors.contains(t) { return true }
            current = superclass[t]
        }
        return false
    }
}

/// The simple name of a type as written: `Inner` for `Outer.Inner`, `List`
/// for `List<Item>`.
func simpleTypeName(_ text: String) -> String {
    let noGenerics = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
    return noGenerics.split(separator: ".").last.map(String.init)?.trimmingSpaces ?? noGenerics
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}

/// The type a declaration or expression sits in: its name as written there
/// (an extension's extended type) and whether it is a protocol (where the
/// type is `Self`).
func enclosingType(of node: Syntax) -> (written: String, simple: String, isProtocol: Bool)? {
    var current = node.parent
    while let n = current {
        if let d = n.as(ClassDeclSyntax.self) { return (d.name.text, d.name.text, false) }
        if let d = n.as(StructDeclSyntax.self) { return (d.name.text, d.name.text, false) }
        if let d = n.as(EnumDeclSyntax.self) { return (d.name.text, d.name.text, false) }
        if let d = n.as(ActorDeclSyntax.self) { return (d.name.text, d.name.text, false) }
        if let d = n.as(ProtocolDeclSyntax.self) { return ("Self", d.name.text, true) }
        if let d = n.as(ExtensionDeclSyntax.self) {
            let written = d.extendedType.trimmedDescription
            return (written, simpleTypeName(written), false)
        }
        current = n.parent
    }
    return nil
}

private final class IndexVisitor: SyntaxVisitor {
    var index = ProjectIndex()

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        index.protocols.insert(node.name.text)
        if let defaults = optionalRequirementDefaults(node) {
            index.optionalRequirements.formUnion(defaults.map(\.name))
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            index.superclass[node.name.text] = simpleTypeName(first.type.trimmedDescription)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = enclosingType(of: Syntax(node)) {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            index.methods[type.simple, default: [:]][node.name.text, default: []].insert(labels)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            if let use = SelectorUse(node), !use.isRewritableCall, use.isRuntimeLookup, let name = use.reference?.baseName {
                index.runtimeNames.insert(name)
            }
        case "keyPath":
            // `#keyPath(a.b)`: every component is looked up at run time.
            for token in node.arguments.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                index.runtimeNames.insert(token.text)
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `value(forKey: "name")`, `setValue(_:forKey:)`, `addObserver(_:forKeyPath:…)`:
        // a string names a property for the runtime.
        for argument in node.arguments where ["forKey", "forKeyPath"].contains(argument.label?.text ?? "") {
            if let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                for segment in literal.segments {
                    guard let text = segment.as(StringSegmentSyntax.self)?.content.text else { continue }
                    for part in text.split(separator: ".") { index.runtimeNames.insert(String(part)) }
                }
            }
        }
        return .visitChildren
    }
}

extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

/// The optional requirements of an `@objc` protocol, when each is a method
/// that returns nothing: their names and the default implementation each
/// gets (an empty body: what calling a missing optional method does).
/// Nil when the protocol has none, or one the port cannot give a default
/// (a property, a method with a result).
func optionalRequirementDefaults(_ decl: ProtocolDeclSyntax) -> [(name: String, text: String)]? {
    var result: [(name: String, text: String)] = []
    for member in decl.memberBlock.members {
        guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              modifiers.contains(where: { $0.name.text == "optional" }) else { continue }
        guard let f = member.decl.as(FunctionDeclSyntax.self) else { return nil }
        if let returned = f.signature.returnClause?.type.trimmedDescription, returned != "Void", returned != "()" {
            return nil
        }
        var text = "func " + f.name.text + (f.genericParameterClause?.trimmedDescription ?? "")
            + f.signature.trimmedDescription
        if let whereClause = f.genericWhereClause { text += " " + whereClause.trimmedDescription }
        result.append((f.name.text, text + " {}"))
    }
    return result.isEmpty ? nil : result
}
