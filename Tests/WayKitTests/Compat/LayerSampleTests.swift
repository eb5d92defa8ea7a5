import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else below changes
import WayKitTesting

// iOS-style layer code as apps write it: a card with a shadow, a gradient
// header backed by its layerClass, a progress ring whose strokeEnd
// animates, and a password field that shakes when the password is wrong.
// Only public API: the file must compile unchanged against UIKit.
final class SampleCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        layer.shadowOpacity = 0.3
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}

final class SampleGradientHeader: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SampleProgressRing: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private(set) var progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        for l in [trackLayer, progressLayer] {
            l.fillColor = UIColor.clear.cgColor
            l.lineWidth = 6
            l.lineCap = .round
            layer.addSublayer(l)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemGreen.cgColor
        progressLayer.strokeEnd = 0
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
                                radius: min(bounds.width, bounds.height) / 2 - 4,
                                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
        trackLayer.frame = bounds
        progressLayer.frame = bounds
    }

    func setProgress(_ value: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progress
        animation.toValue = value
        animation.duration = animated ? 0.5 : 0
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { completion?() }
        progressLayer.strokeEnd = value
        progress = value
        if animated { progressLayer.add(animation, forKey: "progress") }
        CATransaction.commit()
    }

    var drawnProgress: CGFloat { progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd }
}

final class SampleLoginController: UIViewController, CAAnimationDelegate {
    let passwordField = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    let ring = SampleProgressRing(frame: CGRect(x: 20, y: 260, width: 80, height: 80))
    let header = SampleGradientHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    let card = SampleCardView(frame: CGRect(x: 20, y: 130, width: 280, height: 60))
    var shakesFinished = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        [header, card, passwordField, ring].forEach { view.addSubview($0) }
    }

    func submit(_ password: String) {
        guard password == "secret" else { return shake() }
        ring.setProgress(1, animated: true)
    }

    private func shake() {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.values = [-10, 10, -8, 8, -5, 5, 0]
        animation.duration = 0.4
        animation.delegate = self
        passwordField.layer.add(animation, forKey: "shake")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { shakesFinished += 1 }
    }
}

@MainActor
@Suite(.serialized)
struct LayerSampleTests {
    @Test("U6: iOS-style layer code (shadowed card, layerClass gradient header, strokeEnd progress ring, keyframe shake) compiles with only its import changed and runs")
    func layerSample() {
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = SampleLoginController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.header.layer is CAGradientLayer)
        #expect(controller.card.layer.shadowPath != nil)

        controller.submit("wrong")
        #expect(controller.passwordField.layer.animationKeys() == ["shake"])
        backend.advanceTime(by: 0.1)
        #expect(controller.passwordField.frame.minX == 20, "the model stays put while it shakes")
        backend.advanceTime(by: 0.5)
        #expect(controller.shakesFinished == 1)
        #expect(controller.passwordField.layer.animationKeys() == nil)

        var ringDone = false
        controller.submit("secret")
        controller.ring.setProgress(0.5, animated: true) { ringDone = true }
        backend.advanceTime(by: 0.25)
        #expect(controller.ring.drawnProgress > 0.05 && controller.ring.drawnProgress < 0.5, "animating from where it was drawn")
        backend.advanceTime(by: 0.4)
        #expect(ringDone)
        #expect(controller.ring.drawnProgress == 0.5)
    }
}
