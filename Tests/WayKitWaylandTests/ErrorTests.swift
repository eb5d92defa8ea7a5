import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

@MainActor
@Suite(.serialized)
struct ErrorTests {
    @Test("P6: connecting where no compositor listens fails with an error naming the socket")
    func cannotConnect() throws {
        let h = try Harness()  // for the private XDG_RUNTIME_DIR
        do {
            _ = try WaylandBackend(options: .init(displayName: "no-such-socket", log: { _ in }))
            Issue.record("connected to a socket that does not exist")
        } catch {
            #expect(error.description.contains("\(h.compositor.runtimeDirectory)/no-such-socket"))
            guard case .cannotConnect = error else { Issue.record("wrong error \(error)"); return }
        }
    }

    @Test("P6: a protocol error ends the run loop with the interface, object and code")
    func protocolError() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        h.compositor.postProtocolError(code: 2, message: "test error")
        var thrown: WaylandError?
        do { try h.roundtrip() } catch let e as WaylandError { thrown = e }
        let error = try #require(thrown)
        #expect(error == .protocolError(interface: "xdg_wm_base", objectID: error.objectID, code: 2))
        #expect(error.description.contains("xdg_wm_base"))
        // No touch is left down (E7), and the backend stays failed: no busy loop.
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(throws: WaylandError.self) { try h.backend.dispatch(timeout: nil) }
    }

    @Test("P6: a compositor that goes away ends the run loop naming the socket; run() returns the error")
    func connectionLost() throws {
        let h = try Harness()
        _ = try h.showWindow()
        h.compositor.disconnectClients()
        var thrown: WaylandError?
        do { try h.backend.run() } catch { thrown = error }
        let error = try #require(thrown)
        guard case .connectionLost = error else { Issue.record("wrong error \(error)"); return }
        #expect(error.description.contains(h.compositor.socketName))
    }

    @Test("P6: a required global missing fails the connection with an error naming it")
    func requiredGlobalMissing() throws {
        let compositor = try TestCompositor(omitting: [.subcompositor])
        do {
            _ = try WaylandBackend(options: .init(displayName: compositor.socketName, drainsMainQueue: false,
                                                  log: { _ in }, pump: { compositor.dispatch() }))
            Issue.record("connected without wl_subcompositor")
        } catch {
            #expect(error == .missingGlobal("wl_subcompositor"))
            #expect(error.description.contains("wl_subcompositor"))
        }
    }

    @Test("Optional globals missing: the client logs once each and still shows windows")
    func degradesWithoutOptionalGlobals() throws {
        let h = try Harness(omitting: [.viewporter, .fractionalScale, .output, .seat])
        let (_, window) = try h.showWindow(size: CGSize(width: 120, height: 60), color: .red)
        #expect(h.commitCount(window) == 1)
        #expect(h.compositor.pixel(h.windowSurface(), x: 1, y: 1) == 0xFFFF_0000)
        // Without a viewport the base surface carries a clear buffer of the scene's size.
        #expect(h.compositor.bufferSize(h.compositor.toplevelSurface(0)) == .init(width: 120, height: 60))
        for name in ["wp_viewporter", "wp_fractional_scale_manager_v1"] {
            #expect(h.log.filter { $0.contains("no \(name);") }.count == 1)
        }
    }
}

extension WaylandError {
    var objectID: UInt32 {
        if case let .protocolError(_, id, _) = self { return id }
        return 0
    }
}
