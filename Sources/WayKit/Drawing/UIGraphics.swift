import Foundation

/// The contexts `draw(_:)` implementations see, innermost last; the renderer
/// pushes one around each `draw(_:)` call.
@MainActor private var contextStack: [CGContext] = []

/// The context to draw into inside `draw(_:)`; nil outside it.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` current (the renderer calls this around `draw(_:)`).
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = contextStack.popLast() }
