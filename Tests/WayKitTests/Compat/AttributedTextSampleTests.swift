import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else below changes
import WayKitTesting

// iOS-style text code as apps write it: a price label built from attributed
// pieces (struck-through old price, bold new one, a raised footnote mark),
// a terms text view with a link, a field with a tinted placeholder, a timer
// label with monospaced digits, a title that shrinks to fit, and a bold
// variant of a text style through a font descriptor. Only public API: the
// file must compile unchanged against UIKit.
final class SampleProductViewController: UIViewController {
    let priceLabel = UILabel()
    let timerLabel = UILabel()
    let titleLabel = UILabel()
    let termsView = UITextView()
    let emailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let price = NSMutableAttributedString()
        price.append(NSAttributedString(string: "$29.99", attributes: [
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughColor: UIColor.systemRed,
            .foregroundColor: UIColor.secondaryLabel,
        ]))
        price.append(NSAttributedString(string: " "))
        let bodyDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let boldDescriptor = bodyDescriptor.withSymbolicTraits(.traitBold) ?? bodyDescriptor
        price.append(NSAttributedString(string: "$19.99", attributes: [.font: UIFont(descriptor: boldDescriptor, size: 0)]))
        price.append(NSAttributedString(string: "*", attributes: [.baselineOffset: 6, .font: UIFont.systemFont(ofSize: 10)]))
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 2
        price.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: price.length))
        priceLabel.attributedText = price
        priceLabel.numberOfLines = 0

        timerLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .medium)
        timerLabel.text = "00:00"

        titleLabel.text = "A rather long product title"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        titleLabel.allowsDefaultTighteningForTruncation = true

        let terms = NSMutableAttributedString(string: "By buying you agree to the Terms.", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .footnote),
            .kern: 0.5,
        ])
        let range = (terms.string as NSString).range(of: "Terms")
        terms.addAttributes([.link: URL(string: "https://example.com/terms")!,
                             .underlineStyle: NSUnderlineStyle.single.rawValue], range: range)
        termsView.attributedText = terms
        termsView.isEditable = false

        emailField.attributedPlaceholder = NSAttributedString(
            string: "Email", attributes: [.foregroundColor: UIColor.systemGray])
        emailField.defaultTextAttributes = [.font: UIFont.preferredFont(forTextStyle: .body)]

        for v in [priceLabel, timerLabel, titleLabel, termsView, emailField] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            priceLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            priceLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            priceLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            timerLabel.topAnchor.constraint(equalTo: priceLabel.bottomAnchor, constant: 8),
            timerLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            emailField.topAnchor.constraint(equalTo: timerLabel.bottomAnchor, constant: 8),
            emailField.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            termsView.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 8),
            termsView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            termsView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            termsView.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    func tick(seconds: Int) {
        timerLabel.text = String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}

@MainActor
@Suite(.serialized)
struct AttributedTextSampleTests {
    @Test("U1, U3: iOS-style attributed text code (price with strikethrough and baseline offset, descriptor bold, link, placeholder, monospaced digits, shrink to fit) compiles with only its import changed and runs")
    func sample() throws {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let controller = SampleProductViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        backend.advanceTime(by: 0.1)
        let price = try #require(controller.priceLabel.attributedText)
        #expect(price.string == "$29.99 $19.99*")
        let bold = price.attribute(.font, at: 7, effectiveRange: nil) as? UIFont
        #expect(bold?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        #expect(controller.priceLabel.text == "$29.99 $19.99*")
        controller.tick(seconds: 75)
        #expect(controller.timerLabel.text == "01:15")
        #expect(controller.emailField.placeholder == "Email")
        #expect(controller.termsView.attributedText.string.hasSuffix("Terms."))
        #expect(controller.titleLabel.frame.width == 350)
        // The price label is as tall as its tallest run (the bold body font).
        #expect(controller.priceLabel.frame.height >= UIFont.preferredFont(forTextStyle: .body).lineHeight)
    }
}
