import DesignableUIKit
import Testing

/// Subclasses as designables write them, overriding each class's override points.
final class DotsControl: UIPageControl {
  override init(frame: CGRect) {
    super.init(frame: frame)
    currentPageIndicatorTintColor = .red
    pageIndicatorTintColor = .blue
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var currentPage: Int {
    didSet { accessibilityValue = "\(currentPage + 1) of \(numberOfPages)" }
  }
}

final class QuantityStepper: UIStepper {
  override var value: Double {
    didSet { accessibilityValue = "\(Int(value))" }
  }
}

final class Spinner: UIActivityIndicatorView {
  override func startAnimating() {
    super.startAnimating()
    color = .red
  }
}

final class FrostedCard: UIVisualEffectView {
  let feedback = UIImpactFeedbackGenerator(style: .light)

  override init(effect: UIVisualEffect?) {
    super.init(effect: effect)
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    stripe.backgroundColor = .red
    contentView.addSubview(stripe)
    feedback.prepare()
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite("UIKit's page control, stepper, spinner, effect view and feedback")
struct UIKitSmallControlsTests {
  @Test func pageDotsAreCentredWithTheCurrentOneHighlighted() {
    let dots = DotsControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
    dots.numberOfPages = 3
    dots.currentPage = 1
    #expect(dots.accessibilityValue == "2 of 3")
    // The row is 3 × 7 + 2 × 9 = 39 wide: dots centred at 34, 50 and 66.
    let at = pixels(of: dots)
    #expect(at(34, 13) == [0, 0, 255, 255] && at(50, 13) == [255, 0, 0, 255])
    #expect(at(66, 13) == [0, 0, 255, 255] && at(42, 13)[3] == 0)
    #expect(dots.size(forNumberOfPages: 3) == CGSize(width: 55, height: 26))
    #expect(dots.intrinsicContentSize == CGSize(width: 55, height: 26))
  }

  @Test func pageCountsAndPagesArePinned() {
    let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
    dots.numberOfPages = 4
    dots.currentPage = 10
    #expect(dots.currentPage == 3)
    dots.currentPage = -1
    #expect(dots.currentPage == 0)
    dots.currentPage = 3
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1)
    dots.numberOfPages = -4
    #expect(dots.numberOfPages == 0 && dots.currentPage == 0)
    #expect(dots.size(forNumberOfPages: -1).width == 0)
    dots.numberOfPages = 1
    dots.hidesForSinglePage = true
    #expect(pixels(of: dots)(50, 13)[3] == 0)
    dots.hidesForSinglePage = false
    #expect(pixels(of: dots)(50, 13) == opaqueWhite)
    dots.numberOfPages = Int.max
    _ = pixels(of: dots)
  }

  @Test func aStepperDrawsItsButtonsAndKeepsItsBounds() {
    let stepper = QuantityStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.value == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
    #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    // At the minimum, − is faint and + is black.
    var at = pixels(of: stepper)
    #expect(at(70, 16)[3] == 255 && at(70, 16)[0] == 0 && at(70, 10)[3] == 255)
    #expect(at(23, 16)[3] < 150 && at(23, 16)[3] > at(10, 5)[3])
    stepper.value = 50
    #expect(stepper.accessibilityValue == "50")
    at = pixels(of: stepper)
    #expect(at(23, 16)[3] == 255 && at(23, 10)[3] < 60)
    stepper.minimumValue = 200
    stepper.maximumValue = -1
    stepper.stepValue = 0
    stepper.stepValue = .nan
    stepper.value = .nan
    #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && stepper.value == 50)
    stepper.value = 1_000
    #expect(stepper.value == 100)
    stepper.minimumValue = 60
    stepper.maximumValue = 80
    #expect(stepper.value == 80)
  }

  @Test func aSpinnerIsHiddenUntilStartedAndDrawsItsSpokes() {
    let spinner = Spinner(style: .large)
    #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden)
    #expect(!spinner.isAnimating && spinner.hidesWhenStopped)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    let at = pixels(of: spinner)
    // The top spoke is the strongest; the centre is empty.
    #expect(at(18, 3)[0] == 255 && at(18, 3)[3] > 200 && at(18, 18)[3] == 0)
    let red = UIKitTestSupport.count(0..<37, 0..<37) { x, y in at(x, y)[0] == 255 }
    #expect(red > 40)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize.width == 20)
    #expect(UIActivityIndicatorView(style: .white).color == .white)
    #expect(UIActivityIndicatorView(style: .gray).color == .gray)
    #expect(UIActivityIndicatorView(style: .whiteLarge).style.rawValue == 0)
  }

  @Test func anEffectViewDrawsATintUnderItsContent() {
    let card = FrostedCard(effect: UIBlurEffect(style: .dark))
    card.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let at = pixels(of: card)
    #expect(card.contentView.frame == card.bounds)
    #expect(at(2, 2) == [255, 0, 0, 255])
    #expect(at(10, 10)[0] < 40 && at(10, 10)[3] > 150 && at(10, 10)[3] < 220)
    card.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
    #expect(pixels(of: card)(10, 10)[3] == 0)
    let plain = UIVisualEffectView(effect: nil)
    #expect(plain.effect == nil && plain.contentView.superview === plain)
  }

  @Test func feedbackGeneratorsAreInert() {
    let impact = UIImpactFeedbackGenerator()
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: .nan)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.warning)
    #expect(impact.style == .medium && UIImpactFeedbackGenerator(style: .rigid).style == .rigid)
  }
}
