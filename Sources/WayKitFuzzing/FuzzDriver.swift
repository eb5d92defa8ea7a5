/// One protocol family's part of a fuzzed stream (F4): its events at a step,
/// how a well-behaved compositor ends what it began, and what must hold
/// afterwards. Each keeps the state it needs to end things cleanly (tools in
/// proximity, gestures under way, popups alive).
@MainActor
protocol FuzzDriver: AnyObject {
    /// One step: the driver reads its decisions from `input`.
    func step(_ input: inout some FuzzInput)
    /// The stream is over: ends whatever is under way, as a well-behaved
    /// compositor would (no roundtrip needed before it).
    func finish()
    /// After `finish` and a roundtrip: any last exchange the check needs.
    func settle() throws
    /// What broke this protocol's invariants; empty when all held.
    func violations() -> [String]
}

extension FuzzDriver {
    func settle() throws {}
}
