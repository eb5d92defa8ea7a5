import Foundation
import WayKit
import WayKitTesting

/// Issue 2's figures: hit-testing a balanced 10,000-view tree and a 100-deep
/// chain, a full tap through a 1,000-view tree, and bytes per view.
@MainActor
enum EventModelBenchmarks {
    /// A complete tree of `count` views under `root`, each node split into
    /// `fanout` strips (alternating across and down), so every point of the root
    /// lies in exactly one leaf.
    static func balancedTree(in root: UIView, count: Int, fanout: Int) {
        var queue: [(UIView, Int)] = [(root, 0)]
        var made = 0
        var head = 0
        while made < count, head < queue.count {
            let (parent, depth) = queue[head]
            head += 1
            let size = parent.bounds.size
            for i in 0..<fanout where made < count {
                let frame = depth % 2 == 0
                    ? CGRect(x: size.width * CGFloat(i) / CGFloat(fanout), y: 0, width: size.width / CGFloat(fanout), height: size.height)
                    : CGRect(x: 0, y: size.height * CGFloat(i) / CGFloat(fanout), width: size.width, height: size.height / CGFloat(fanout))
                let v = UIView(frame: frame)
                parent.addSubview(v)
                made += 1
                queue.append((v, depth + 1))
            }
        }
    }

    static func run() {
        let backend = HeadlessBackend(size: CGSize(width: 1280, height: 800))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.makeKeyAndVisible()

        // Bytes per view: heap growth over 10,000 views.
        let before = residentBytes()
        let treeRoot = UIView(frame: window.bounds)
        balancedTree(in: treeRoot, count: 10_000, fanout: 10)
        let after = residentBytes()
        window.addSubview(treeRoot)
        print(String(format: "bytes per view: %.0f (resident growth over 10,000 views)", Double(after - before) / 10_000))

        var rng = SplitMix64(state: 42)
        let points = (0..<1000).map { _ in
            CGPoint(x: CGFloat.random(in: 0..<1280, using: &rng), y: CGFloat.random(in: 0..<800, using: &rng))
        }
        var sink = 0
        var i = 0
        let balanced = measure(rounds: 400, batch: 100) {
            for _ in 0..<100 {
                if window.hitTest(points[i % points.count], with: nil) != nil { sink &+= 1 }
                i &+= 1
            }
        }
        report("hit-test, balanced 10,000-view tree", balanced, target: 2_000)

        treeRoot.removeFromSuperview()
        var chainTop = UIView(frame: window.bounds)
        window.addSubview(chainTop)
        for _ in 0..<100 {
            let child = UIView(frame: chainTop.bounds.insetBy(dx: 2, dy: 2))
            chainTop.addSubview(child)
            chainTop = child
        }
        let center = CGPoint(x: 640, y: 400)
        let chain = measure(rounds: 400, batch: 100) {
            for _ in 0..<100 where window.hitTest(center, with: nil) === chainTop { sink &+= 1 }
        }
        report("hit-test, 100-deep chain", chain)
        window.subviews.forEach { $0.removeFromSuperview() }

        let tapRoot = UIView(frame: window.bounds)
        balancedTree(in: tapRoot, count: 1_000, fanout: 10)
        window.addSubview(tapRoot)
        var t = 0
        let tap = measure(rounds: 400, batch: 50) {
            for _ in 0..<50 {
                let p = points[t % points.count]
                t &+= 1
                // Far apart in time so tap counts don't chain.
                backend.advanceTime(by: 1)
                backend.sendTouches([TouchPoint(id: 1, phase: .began, location: p)])
                backend.sendTouches([TouchPoint(id: 1, phase: .ended, location: p)])
            }
        }
        report("tap (began + ended), 1,000-view tree", tap, target: 20_000)
        if sink == -1 { print(sink) }
    }
}
