import WayKit          // on iOS: import UIKit; nothing else below changes

// iOS code that relies on UIKit's classes being NSObjects: a custom layer
// with Core Animation's initializers (none of them `required` except the
// coder's), a gesture delegate comparing recognizers with `==`,
// constraints found with `firstIndex(of:)`, bar items found with
// `contains`, images in a set, and NSObject's `isEqual`, `isKind(of:)` and
// `description`. Public API only: CorpusAPITests type-checks this file on
// its own in Swift 5 and Swift 6 modes; NSObjectHeritageTests runs it.

final class ProgressRingLayer: CALayer {
    var progress: CGFloat = 0
    var ringColor: UIColor = .systemBlue

    override init() {
        super.init()
        cornerRadius = 40
    }

    // Core Animation copies a layer this way for its presentation layer.
    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressRingLayer {
            progress = other.progress
            ringColor = other.ringColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { ProgressRingLayer.self }
    var ring: ProgressRingLayer? { layer as? ProgressRingLayer }
}

final class RingController: UIViewController, UIGestureRecognizerDelegate {
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    let ringView = RingView()
    let saveItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
    var sizeConstraints: [NSLayoutConstraint] = []
    var simultaneousPairs = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pan.delegate = self
        tap.delegate = self
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        ringView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(ringView)
        sizeConstraints = [
            ringView.widthAnchor.constraint(equalToConstant: 80),
            ringView.heightAnchor.constraint(equalToConstant: 80),
        ]
        NSLayoutConstraint.activate(sizeConstraints + [
            ringView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ringView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItems = [saveItem]
        ringView.ring?.progress = 0.25
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let pair = (gestureRecognizer == pan && otherGestureRecognizer == tap)
            || (gestureRecognizer == tap && otherGestureRecognizer == pan)
        if pair { simultaneousPairs += 1 }
        return pair
    }

    func dropWidthConstraint(_ constraint: NSLayoutConstraint) -> Bool {
        guard let index = sizeConstraints.firstIndex(of: constraint) else { return false }
        sizeConstraints[index].isActive = false
        sizeConstraints.remove(at: index)
        return true
    }

    var showsSave: Bool { navigationItem.rightBarButtonItems?.contains(saveItem) ?? false }
}

func distinctImages(_ images: [UIImage]) -> Set<UIImage> { Set(images) }

func isUIKitObject(_ object: Any) -> Bool {
    guard let object = object as? NSObject else { return false }
    return object.isKind(of: NSObject.self) && object.isEqual(object) && !object.description.isEmpty
}
