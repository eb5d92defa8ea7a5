/// Listener `data` pointers: libwayland hands back the pointer we registered, and
/// the owner outlives its proxies (it destroys them before it goes), so the
/// reference is unretained.
@inline(__always)
func listenerData<T: AnyObject>(_ object: T) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

@inline(__always)
func listenerOwner<T: AnyObject>(_ data: UnsafeMutableRawPointer?, as _: T.Type) -> T? {
    guard let data else { return nil }
    return Unmanaged<T>.fromOpaque(data).takeUnretainedValue()
}

/// A listener table at a stable address, as `wl_proxy_add_listener` requires;
/// allocated once and never freed (one per listener type).
func makeListener<L>(_ value: L) -> UnsafeMutablePointer<L> {
    let p = UnsafeMutablePointer<L>.allocate(capacity: 1)
    p.initialize(to: value)
    return p
}
