import Foundation

// UIKit's view transitions (M1): `transition(with:…)` animates from what a
// view showed before a block of changes to what it shows after, and
// `transition(from:to:…)` swaps one view for another. As in UIKit, the
// before is a snapshot: `snapshotView(afterScreenUpdates:)` (an image of
// the subtree drawn by the renderer) laid over the view and faded out on
// the app's clock while the view underneath already shows the after.
extension UIView.AnimationOptions {
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)

    /// The transition the options name: 0 for none, 1…7 as above.
    var transitionKind: UInt { (rawValue >> 20) & 0xF }

    /// Only the curve and interaction bits, for the fade itself.
    var fadeOptions: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & (0xF << 16 | 1 << 1)) }
}

extension UIView {
    /// A view showing what this one draws now, as an image (UIKit's
    /// snapshot). Without a renderer (no WayKitRender in the process) it
    /// is a view of this one's background colour. `afterScreenUpdates`:
    /// WayKit lays the view out first either way, so the image holds the
    /// latest changes.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        layoutIfNeeded()
        let scale = window?.windowScene?.screen.scale ?? UIScreen.main.scale
        guard let make = RenderingServices.viewSnapshot, let image = make(self, scale) else {
            let plain = UIView(frame: CGRect(origin: .zero, size: bounds.size))
            plain.backgroundColor = backgroundColor
            return plain
        }
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: bounds.size)
        return view
    }

    /// Animates the changes `animations` makes to `view` as a transition:
    /// `.transitionCrossDissolve` fades what the view showed into what it
    /// shows after. With `.allowAnimatedContent` the block's property changes
    /// animate as well; without, they take effect at once under the fade.
    /// Flips and curls are drawn as the cross-dissolve (logged once).
    /// `completion` gets whether the fade ran to its end.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = options.transitionKind
        guard kind != 0, duration > 0, duration.isFinite, view.window != nil,
              let snapshot = view.snapshotView(afterScreenUpdates: false) else {
            apply(animations, options: options, duration: duration)
            completion?(true)
            return
        }
        noteFlipOrCurl(kind)
        cover(view, with: snapshot)
        apply(animations, options: options, duration: duration)
        fadeOut(snapshot, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides the one and shows the other, both
    /// staying), with the transition the options name. `toView` takes
    /// `fromView`'s place in the subviews when it is added.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        let kind = options.transitionKind
        let animated = kind != 0 && duration > 0 && duration.isFinite && fromView.window != nil
        let snapshot = animated ? fromView.snapshotView(afterScreenUpdates: false) : nil
        if let snapshot, let parent = fromView.superview {
            noteFlipOrCurl(kind)
            snapshot.frame = fromView.frame
            parent.insertSubview(snapshot, aboveSubview: fromView)
        }
        if showHide {
            toView.isHidden = false
            fromView.isHidden = true
        } else {
            if toView.superview == nil, let parent = fromView.superview {
                parent.insertSubview(toView, aboveSubview: fromView)
            }
            fromView.removeFromSuperview()
        }
        guard let snapshot, snapshot.superview != nil else {
            completion?(true)
            return
        }
        fadeOut(snapshot, duration: duration, options: options, completion: completion)
    }

    private static func cover(_ view: UIView, with snapshot: UIView) {
        if let parent = view.superview {
            // Bounds and centre, then the transform: the frame of a turned
            // or scaled view is its bounding box, not its size.
            snapshot.bounds = CGRect(origin: .zero, size: view.bounds.size)
            snapshot.center = view.center
            snapshot.transform = view.transform
            parent.insertSubview(snapshot, aboveSubview: view)
        } else {
            // A window: the snapshot goes over its content.
            snapshot.frame = view.bounds
            view.addSubview(snapshot)
        }
    }

    private static func apply(_ animations: (() -> Void)?, options: AnimationOptions, duration: TimeInterval) {
        guard let animations else { return }
        if options.contains(.allowAnimatedContent), duration > 0, duration.isFinite {
            animate(withDuration: duration, delay: 0, options: options.fadeOptions, animations: animations)
        } else {
            performWithoutAnimation(animations)
        }
    }

    private static func fadeOut(_ snapshot: UIView, duration: TimeInterval, options: AnimationOptions,
                                completion: ((Bool) -> Void)?) {
        snapshot.isUserInteractionEnabled = false
        animate(withDuration: duration, delay: 0, options: options.fadeOptions, animations: {
            snapshot.alpha = 0
        }, completion: { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        })
    }

    private static func noteFlipOrCurl(_ kind: UInt) {
        guard kind != 5, !_flipOrCurlNoted else { return }
        _flipOrCurlNoted = true
        FileHandle.standardError.write(Data("WayKit: UIView.transition: flips and curls are drawn as a cross-dissolve\n".utf8))
    }

    private static var _flipOrCurlNoted = false
}
