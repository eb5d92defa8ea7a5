import Foundation
import SwiftSyntax

/// Walks one file and collects the edits that port it, and the places it
/// could not port. The edits are byte ranges of the original text, found
/// through the syntax tree (docs/porting.md lists each rewrite).
final class FileRewriter: SyntaxVisitor {
    private let index: ProjectIndex
    private let fileName: String
    private let converter: SourceLocationConverter
    private let bytes: [UInt8]
    private(set) var edits: [SourceEdit] = []
    private(set) var findings: [Finding] = []

    init(file: SourceFileSyntax, fileName: String, bytes: [UInt8], index: ProjectIndex) {
        self.index = index
        self.fileName = fileName
        self.bytes = bytes
        converter = SourceLocationConverter(fileName: fileName, tree: file)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Helpers

    private func report(_ node: some SyntaxProtocol, _ message: String) {
        let line = node.startLocation(converter: converter).line
        findings.append(Finding(file: fileName, line: line, message: message))
    }

    /// Replaces `node`'s text (its trivia stays).
    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(SourceEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: text))
    }

    // MARK: Imports

    /// `import UIKit` (and UIKit's submodules, and QuartzCore, whose layers
    /// and display link WayKit has) becomes `import WayKit`; CoreGraphics's
    /// geometry is Foundation's on Linux.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        lastImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard let first = node.path.first else { return .skipChildren }
        let replacement: String
        switch first.name.text {
        case "UIKit", "QuartzCore": replacement = "WayKit"
        case "CoreGraphics": replacement = "Foundation"
        default: return .skipChildren
        }
        if node.importKindSpecifier == nil, node.path.count > 1 {
            // `import UIKit.UIGestureRecognizerSubclass`: WayKit has no submodules.
            replace(node.path, with: replacement)
        } else {
            replace(first.name, with: replacement)
        }
        return .skipChildren
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            rewriteSelector(node)
        case "keyPath":
            rewriteKeyPath(node)
        default:
            break
        }
        return .visitChildren
    }

    /// `#keyPath(CAGradientLayer.locations)` is the string `"locations"`
    /// (`#keyPath(a.b)`: `"a.b"`), checked by the compiler on iOS. Here it
    /// becomes the string: what Core Animation's key paths take. A key path
    /// given to key-value coding or observing is reported at that call.
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            report(node, "\(node.trimmedDescription) is not a plain key path")
            return
        }
        var parts = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        let plain = !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first else { return false }
            return (CharacterSet.letters.contains(first) || part.hasPrefix("_"))
                && part.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
        }
        guard plain else {
            report(node, "\(node.trimmedDescription) is not a plain key path")
            return
        }
        // A leading type name (capitalised, as types are) is not part of the path.
        if parts.count > 1, let c = parts[0].first, c.isUppercase { parts.removeFirst() }
        replace(node, with: "\"" + parts.joined(separator: ".") + "\"")
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard let use = SelectorUse(node) else { return }
        let text = node.trimmedDescription
        if !use.isRewritableCall, use.isRuntimeLookup {
            report(node, "\(text) in `\(use.callDescription ?? "")`: WayKit cannot look a method up by name; use a closure")
            return
        }
        if !use.isRewritableCall, isAssignedToAction(node) {
            report(node, "\(text) assigned to `action`: WayKit's `action` properties take a closure; assign one (or a `primaryAction`)")
            return
        }
        guard let reference = use.reference else {
            report(node, "\(text) does not name a method plainly")
            return
        }
        guard !reference.qualifierIsInstance else {
            report(node, "\(text) names a method through an instance; name it through its type")
            return
        }
        let type: String
        let lookupType: String
        if let qualifier = reference.qualifier, qualifier != "Self" {
            type = qualifier
            lookupType = simpleTypeName(qualifier)
        } else if let enclosing = enclosingType(of: Syntax(node)) {
            type = enclosing.written
            lookupType = enclosing.simple
        } else {
            report(node, "\(text) outside a type: no type to name the method through")
            return
        }
        let labels = reference.labels ?? index.labels(of: reference.baseName, in: lookupType)
        var method = reference.baseName
        if let labels, !labels.isEmpty {
            method += "(" + labels.map { "\($0):" }.joined() + ")"
        }
        // A protocol's method as a closure: Swift 6 refuses the unapplied
        // method of a main-actor protocol (`Responder.didTapHome(sender:)`)
        // as a main-actor function value ("sending 'self' risks causing
        // data races"), and accepts the same method reached through a
        // parameter of the protocol's type.
        let methodReference = index.protocols.contains(lookupType) && type != "Self"
            ? "{ (target: \(type)) in target.\(method) }"
            : "\(type).\(method)"
        if use.isRewritableCall {
            replace(node, with: methodReference)
        } else {
            // Anywhere else (a nil target sent up the responder chain, a
            // stored or passed selector): WayKit's `Selector` value, which
            // holds the method and performs it on an object of its type.
            replace(node, with: "Selector(\(methodReference), name: \"\(method)\")")
        }
    }

    /// Whether the selector is the right side of `….action = #selector(…)`.
    private func isAssignedToAction(_ node: MacroExpansionExprSyntax) -> Bool {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        start = max(lineStart, start)
        let prefix = String(decoding: bytes[lineStart..<start], as: UTF8.self)
        return prefix.range(of: #"\baction\s*=\s*$"#, options: .regularExpression) != nil
    }

    // MARK: Calls the runtime serves

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = SelectorUse.calledName(node.calledExpression)
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
            report(node.calledExpression, "key-value observing (`observe(_:options:changeHandler:)`) needs the Objective-C runtime; observe the property another way (didSet, a closure)")
        } else if name == "addObserver", labels.contains("forKeyPath") {
            report(node.calledExpression, "key-value observing (`addObserver(_:forKeyPath:options:context:)`) needs the Objective-C runtime")
        } else if ["value", "setValue"].contains(name ?? ""), labels.contains(where: { $0 == "forKey" || $0 == "forKeyPath" }) {
            report(node.calledExpression, "key-value coding (`\(name ?? "")(…forKey:)`) needs the Objective-C runtime")
        } else if name == "NSPredicate", labels == ["format", "_"] {
            rewritePredicate(node)
        } else if name == "NSSelectorFromString" || name == "NSClassFromString" {
            report(node.calledExpression, "`\(name ?? "")` looks a name up in the Objective-C runtime")
        } else if name == "init", node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "super",
                  labels == ["coder"] {
            rewriteSuperInitCoder(node)
        }
        return .visitChildren
    }

    /// `super.init(coder: coder)` in a `required init?(coder:)`: WayKit
    /// decodes no archives, so the object is made in code instead, by the
    /// UIKit superclass's own designated initializer with what a decoded
    /// one would start from (a zero frame, no nib). The UIKit class is the
    /// first one up the chain the folder does not declare.
    private func rewriteSuperInitCoder(_ node: FunctionCallExprSyntax) {
        guard let enclosing = enclosingType(of: Syntax(node)), !enclosing.isProtocol else {
            report(node, "`super.init(coder:)`: WayKit decodes no archives (storyboards, nibs); create the view in code")
            return
        }
        var base = enclosing.simple
        var seen: Set<String> = []
        while let next = index.superclass[base], seen.insert(base).inserted { base = simpleTypeName(next) }
        guard base != enclosing.simple, let call = Self.superInitFromCode[base] ?? (base.hasPrefix("UI") ? "super.init(frame: .zero)" : nil) else {
            report(node, "`super.init(coder:)`: WayKit decodes no archives (storyboards, nibs); create the view in code")
            return
        }
        replace(node, with: call)
    }

    /// The UIKit classes whose designated initializer is not `init(frame:)`.
    private static let superInitFromCode: [String: String] = [
        "UIViewController": "super.init(nibName: nil, bundle: nil)",
        "UITableViewController": "super.init(style: .plain)",
        "UICollectionViewController": "super.init(collectionViewLayout: UICollectionViewFlowLayout())",
        "UINavigationController": "super.init(nibName: nil, bundle: nil)",
        "UITabBarController": "super.init(nibName: nil, bundle: nil)",
        "UIPageViewController": "super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)",
        "UITableViewCell": "super.init(style: .default, reuseIdentifier: nil)",
        "UITableViewHeaderFooterView": "super.init(reuseIdentifier: nil)",
        "UITableView": "super.init(frame: .zero, style: .plain)",
        "UICollectionView": "super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        "UIResponder": "super.init()",
        "NSObject": "super.init()",
    ]

    /// `NSPredicate(format: "SELF MATCHES %@", pattern)`, the everyday
    /// regular-expression check, becomes a block predicate doing the same
    /// whole-string match: corelibs Foundation parses no predicate formats.
    private func rewritePredicate(_ node: FunctionCallExprSyntax) {
        let arguments = Array(node.arguments)
        guard arguments.count == 2, let literal = arguments[0].expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let format = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              format.range(of: #"^\s*SELF\s+MATCHES\s+%@\s*$"#, options: [.regularExpression, .caseInsensitive]) != nil else {
            report(node, "`NSPredicate(format:)`: corelibs Foundation parses no predicate formats; use `NSPredicate(block:)` or a closure")
            return
        }
        let pattern = arguments[1].expression.trimmedDescription
        replace(node, with: "NSPredicate { object, _ in (object as? String).map { $0.range(of: \"^(?:\" + (\(pattern)) + \")$\", options: .regularExpression) != nil } ?? false }")
    }

    /// `delegate?.f?(x)` of what was an optional requirement: the method is
    /// always there now (with its default), so the call loses its `?`.
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self),
           index.optionalRequirements.contains(member.declName.baseName.text),
           node.parent?.is(FunctionCallExprSyntax.self) == true {
            edits.append(SourceEdit(start: node.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: node.questionMark.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
        }
        return .visitChildren
    }

    // MARK: Stored properties that use self

    /// `let button = makeButton(target: self)` in a class: on iOS `self`
    /// there is NSObject's `self()` method (the compiler warns); here it is
    /// an error. A `lazy var` runs its initialiser with the instance, which
    /// is what such code means.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true,
              node.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true,
              !node.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
              node.bindings.count == 1, let binding = node.bindings.first,
              binding.accessorBlock == nil, let initializer = binding.initializer,
              initializer.value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.self) })
        else { return .visitChildren }
        replace(node.bindingSpecifier, with: "lazy var")
        return .visitChildren
    }

    // MARK: Networking

    private var lastImportEnd: Int?

    /// URLSession and its types live in FoundationNetworking on Linux.
    override func visitPost(_ node: SourceFileSyntax) {
        guard let end = lastImportEnd else { return }
        let networking: Set<String> = ["URLSession", "URLRequest", "URLSessionConfiguration", "URLSessionDataTask",
                                       "HTTPURLResponse", "URLSessionTask", "URLResponse", "URLCache"]
        let uses = node.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind.isIdentifier && networking.contains(token.text)
        }
        guard uses, !node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "FoundationNetworking" }) else { return }
        edits.append(SourceEdit(start: end, end: end,
                                replacement: "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "observeValue",
           node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath" {
            report(node.name, "`observeValue(forKeyPath:of:change:context:)`: key-value observing needs the Objective-C runtime")
        }
        return .visitChildren
    }

    // MARK: Attributes

    /// The attributes that exist for the Objective-C runtime or Interface
    /// Builder. WayKit's compiler has no Objective-C interoperability, so
    /// `@objc` doesn't compile.
    private static let runtimeAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "GKInspectable",
    ]

    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        let attributes: [AttributeSyntax?] = node.map { element in
            if case .attribute(let a) = element { return a }
            return nil
        }
        func name(_ a: AttributeSyntax) -> String { a.attributeName.trimmedDescription }
        // `@UIApplicationMain` makes the compiler look for UIKit's
        // `UIApplicationMain`; WayKit's app delegates start with `@main`
        // (docs/app-structure.md), which means the same.
        for case let a? in attributes where name(a) == "UIApplicationMain" {
            edits.append(SourceEdit(start: a.attributeName.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: a.attributeName.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "main"))
        }
        let removable = attributes.map { $0.map { Self.runtimeAttributes.contains(name($0)) } ?? false }
        guard removable.contains(true), let decl = node.parent else { return .visitChildren }

        let names = declaredNames(decl)
        let displayName = names.first.map { "`\($0)`" } ?? "this declaration"
        // An optional requirement needs an @objc protocol.
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            if hasOptionalRequirements(protocolDecl) {
                guard let defaults = optionalRequirementDefaults(protocolDecl) else {
                    report(protocolDecl.name, "@objc protocol `\(protocolDecl.name.text)` has optional requirements that are properties or return a value, which need the Objective-C runtime: make them required, with default implementations in an extension")
                    return .visitChildren
                }
                convertOptionalRequirements(protocolDecl, defaults)
            }
            makeClassBound(protocolDecl)
        }
        if let modifiers = decl.as(DeclSyntax.self)?.asProtocol(WithModifiersSyntax.self)?.modifiers,
           let optional = modifiers.first(where: { $0.name.text == "optional" }) {
            // Made an ordinary requirement when its protocol was converted.
            var p = decl.parent
            while let n = p, !n.is(ProtocolDeclSyntax.self) { p = n.parent }
            guard let proto = p?.as(ProtocolDeclSyntax.self), optionalRequirementDefaults(proto) != nil else {
                return .visitChildren
            }
            edits.append(SourceEdit(start: optional.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: optional.endPosition.utf8Offset, replacement: ""))
        }
        if let reached = names.first(where: { index.runtimeNames.contains($0) }) {
            report(node, "@objc kept on `\(reached)`: it is also reached by name at run time (the selector, key path or key reported for it)")
            return .visitChildren
        }
        for (i, attribute) in attributes.enumerated() where removable[i] {
            if let attribute, name(attribute) == "IBOutlet" {
                report(attribute, "@IBOutlet removed from \(displayName): WayKit loads no storyboards or nibs, so create and assign it in code")
            }
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "dynamic" }) {
            report(variable.bindingSpecifier, "`dynamic` on \(displayName) serves key-value observing, which WayKit lacks; observe it another way (didSet)")
        }
        removeRuns(of: Array(node), removable: removable)
        return .visitChildren
    }

    private func declaredNames(_ decl: Syntax) -> [String] {
        if let f = decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let c = decl.as(ClassDeclSyntax.self) { return [c.name.text] }
        if let p = decl.as(ProtocolDeclSyntax.self) { return [p.name.text] }
        if let e = decl.as(EnumDeclSyntax.self) { return [e.name.text] }
        return []
    }

    /// An `@objc` protocol with optional requirements (each a method with
    /// no result) becomes a main-actor protocol whose requirements are all
    /// required, with an extension giving each former optional one an empty
    /// default: calling it where a conformer lacks it does nothing, as on
    /// iOS. Difference: a conformer always "has" the method now, so a
    /// nil-target action stops at the first conformer up the responder chain.
    private func convertOptionalRequirements(_ decl: ProtocolDeclSyntax, _ defaults: [(name: String, text: String)]) {
        if !decl.attributes.contains(where: { $0.trimmedDescription == "@MainActor" }) {
            let at = decl.protocolKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(start: at, end: at, replacement: "@MainActor "))
        }
        let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
        let body = defaults.map { "    " + $0.text }.joined(separator: "\n")
        edits.append(SourceEdit(start: end, end: end, replacement: "\n\n// waykit-port: what were `@objc optional` requirements, with the default iOS gives a missing one (nothing happens).\nextension \(decl.name.text) {\n\(body)\n}"))
    }

    /// `@objc` protocols are class-bound; without `@objc` that is `AnyObject`
    /// (so `weak var delegate: P?` still compiles).
    private func makeClassBound(_ decl: ProtocolDeclSyntax) {
        guard decl.inheritanceClause == nil else { return }
        let at = (decl.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? decl.name.endPositionBeforeTrailingTrivia).utf8Offset
        edits.append(SourceEdit(start: at, end: at, replacement: ": AnyObject"))
    }

    private func hasOptionalRequirements(_ decl: ProtocolDeclSyntax) -> Bool {
        decl.memberBlock.members.contains { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" } ?? false
        }
    }

    /// Removes each run of neighbouring removable attributes; a run alone on
    /// its line takes the line with it, otherwise it takes the spaces after it.
    private func removeRuns(of elements: [AttributeListSyntax.Element], removable: [Bool]) {
        var i = 0
        while i < elements.count {
            guard removable[i] else { i += 1; continue }
            var j = i
            while j + 1 < elements.count, removable[j + 1] { j += 1 }
            let start = elements[i].positionAfterSkippingLeadingTrivia.utf8Offset
            var end = elements[j].endPositionBeforeTrailingTrivia.utf8Offset
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
                lineStart -= 1
            }
            let atLineStart = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
            if atLineStart, end < bytes.count, bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") {
                var lineEnd = end
                if bytes[lineEnd] == UInt8(ascii: "\r") { lineEnd += 1 }
                if lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n") { lineEnd += 1 }
                edits.append(SourceEdit(start: lineStart, end: lineEnd, replacement: ""))
            } else {
                edits.append(SourceEdit(start: start, end: end, replacement: ""))
            }
            i = j + 1
        }
    }

    // MARK: Required initialisers

    /// The initialiser a list makes its registered cells with, which WayKit
    /// (without the Objective-C runtime) can only call when it is `required`.
    private static let registeredInitialisers: [(ancestors: Set<String>, labels: [String])] = [
        (["UITableViewCell"], ["style", "reuseIdentifier"]),
        (["UICollectionViewCell", "UICollectionReusableView"], ["frame"]),
    ]

    /// A cell class with initialisers of its own but not the registered one
    /// inherits none, and WayKit's superclass requires it.
    // MARK: Text attribute literals

    /// `NSAttributedString.Key`'s members that text attribute literals name.
    private static let attributeKeys: Set<String> = [
        "font", "foregroundColor", "backgroundColor", "paragraphStyle", "kern", "baselineOffset", "underlineStyle",
        "underlineColor", "strikethroughStyle", "strikethroughColor", "link", "shadow", "strokeColor", "strokeWidth",
        "ligature", "obliqueness", "expansion", "tracking", "attachment", "textEffect", "writingDirection",
    ]

    /// `let attributes = [.font: …, .foregroundColor: …]` with no type: on
    /// iOS the values' common superclass (`NSObject`: fonts, colours,
    /// paragraph styles) types it; here they share none, so the literal
    /// gets the type UIKit's attribute APIs take.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard node.typeAnnotation == nil, let dictionary = node.initializer?.value.as(DictionaryExprSyntax.self),
              case .elements(let elements) = dictionary.content, !elements.isEmpty else { return .visitChildren }
        let allKeys = elements.allSatisfy { element in
            guard let key = element.key.as(MemberAccessExprSyntax.self) else { return false }
            let base = key.base?.trimmedDescription
            return (base == nil || base == "NSAttributedString.Key") && Self.attributeKeys.contains(key.declName.baseName.text)
        }
        guard allKeys else { return .visitChildren }
        let end = node.pattern.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(start: end, end: end, replacement: ": [NSAttributedString.Key: Any]"))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        guard let rule = Self.registeredInitialisers.first(where: {
            !$0.ancestors.contains(name) && index.inherits(name, from: $0.ancestors)
        }) else { return .visitChildren }
        let initialisers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = initialisers.filter { i in !i.modifiers.contains { $0.name.text == "convenience" } }
        let labels = { (i: InitializerDeclSyntax) in i.signature.parameterClause.parameters.map { $0.firstName.text } }
        // `required init?(coder:)` counts too: WayKit's views have no
        // `init?(coder:)`, so there it is a new initialiser, not an override.
        if !designated.isEmpty, !initialisers.contains(where: { labels($0) == rule.labels }) {
            report(node.name, "`\(name)` declares initialisers but not `init(\(rule.labels.map { "\($0):" }.joined()))`, which a registered cell needs (`required`): add it")
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = enclosingType(of: Syntax(node)), !type.isProtocol,
              node.modifiers.allSatisfy({ $0.name.text != "required" }) else { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        let needed = Self.registeredInitialisers.contains { rule in
            rule.labels == labels && !rule.ancestors.contains(type.simple) && index.inherits(type.simple, from: rule.ancestors)
        }
        guard needed else { return .visitChildren }
        if let override = node.modifiers.first(where: { $0.name.text == "override" }) {
            // `required` implies `override` (the compiler warns at both).
            replace(override.name, with: "required")
        } else {
            edits.append(SourceEdit(
                start: node.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                replacement: "required "))
        }
        return .visitChildren
    }
}
