import SwiftSyntax

/// A `#selector(…)` expression and the call it is an argument of: whether
/// WayKit has a method-reference form of that call, and which method the
/// selector names.
struct SelectorUse {
    /// The `#selector(…)` expression.
    let node: MacroExpansionExprSyntax
    /// The method it names, when it names one plainly.
    let reference: MethodName?
    /// The call it is an argument of, as `name(label:label:)`, for messages.
    let callDescription: String?
    /// WayKit takes a method reference in this argument's place.
    /// Calls that look a selector up at run time: no value can stand in.
    /// (Timers are not among them: WayKit's `Timer` takes a `Selector`
    /// value, Timer+Selector.swift.)
    static let runtimeLookups: Set<String> = [
        "perform", "responds", "instancesRespond", "method", "instanceMethod",
        "cancelPreviousPerformRequests", "NSStringFromSelector",
    ]
    /// Whether the selector is given to such a call.
    var isRuntimeLookup: Bool {
        guard let call = callDescription else { return false }
        return Self.runtimeLookups.contains(String(call.prefix(while: { $0 != "(" })))
    }
    let isRewritableCall: Bool
    /// The target is `nil`: UIKit sends the action up the responder chain,
    /// which a method reference can't name.
    let hasNilTarget: Bool

    init?(_ node: MacroExpansionExprSyntax) {
        guard node.macroName.text == "selector" else { return nil }
        self.node = node
        reference = MethodName(selectorArguments: node.arguments)
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
            callDescription = nil
            isRewritableCall = false
            hasNilTarget = false
            return
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let name = Self.calledName(call.calledExpression)
        callDescription = "\(name ?? call.calledExpression.trimmedDescription)(\(labels.map { "\($0):" }.joined()))"
        let target = call.arguments.first { $0.label?.text == "target" } ?? call.arguments.first
        hasNilTarget = target?.expression.is(NilLiteralExprSyntax.self) ?? false
        isRewritableCall = !hasNilTarget && Self.takesMethodReference(
            calledName: name, labels: labels, argumentLabel: argument.label?.text, call: call)
    }

    /// The last name of the called expression: `addTarget` in
    /// `button.addTarget(…)`, `UITapGestureRecognizer`, `init` in `.init(…)`.
    static func calledName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calledName(generic.expression) }
        return nil
    }

    /// The calls WayKit gives a method-reference form, with UIKit's labels:
    /// a control's or recognizer's `addTarget(_:action:…)`, a recognizer's
    /// `init(target:action:)`, a bar button item's `init(…target:action:)`,
    /// `CADisplayLink(target:selector:)` and NotificationCenter's
    /// `addObserver(_:selector:name:object:)`.
    static func takesMethodReference(
        calledName: String?, labels: [String], argumentLabel: String?, call: FunctionCallExprSyntax
    ) -> Bool {
        guard let calledName else { return false }
        switch (calledName, argumentLabel) {
        case ("addTarget", "action"):
            return labels == ["_", "action", "for"] || labels == ["_", "action"]
        case ("addObserver", "selector"):
            return labels == ["_", "selector", "name", "object"]
        case ("CADisplayLink", "selector"):
            return labels == ["target", "selector"]
        case (_, "action"):
            if labels == ["target", "action"] {
                // A recognizer: UIKit's, or an app's subclass named like one.
                return calledName.hasSuffix("Recognizer") || calledName == "init"
            }
            let barItemForms: [[String]] = [
                ["title", "style", "target", "action"],
                ["image", "style", "target", "action"],
                ["barButtonSystemItem", "target", "action"],
            ]
            return barItemForms.contains(labels) && (calledName == "UIBarButtonItem" || calledName == "init")
        default:
            return false
        }
    }
}

/// A method as a selector names it: an optional qualifier (`Self`,
/// `ViewController`), a base name and, when written, argument labels.
struct MethodName {
    /// `nil` for an unqualified name or `self.`; otherwise the qualifier's text.
    var qualifier: String?
    /// The qualifier is an instance other than `self` (not a type).
    var qualifierIsInstance: Bool
    var baseName: String
    /// The labels written in the selector (`tap(_:)`: `["_"]`), or `nil`.
    var labels: [String]?

    init?(selectorArguments arguments: LabeledExprListSyntax) {
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil else { return nil }
        self.init(expression: argument.expression)
    }

    init?(expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            qualifier = nil
            qualifierIsInstance = false
            baseName = reference.baseName.text
            labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let text = base.trimmedDescription
            if text == "self" {
                qualifier = nil
                qualifierIsInstance = false
            } else {
                qualifier = text
                // A type starts with a capital letter (`Self`, `ViewController`,
                // `Module.Type`); anything else is an instance.
                let last = text.split(separator: ".").last.map(String.init) ?? text
                qualifierIsInstance = !(last.first?.isUppercase ?? false)
            }
            baseName = member.declName.baseName.text
            labels = member.declName.argumentNames.map { $0.arguments.map(\.name.text) }
        } else {
            return nil
        }
        // Backquoted names keep their backquotes in the token text.
        guard !baseName.isEmpty else { return nil }
    }
}
