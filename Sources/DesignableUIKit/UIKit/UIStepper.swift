import Components
import Foundation

/// A pair of − and + buttons that step a value (`UIStepper`), in iOS's default look at its
/// fixed 94 × 32 points, at the top left of its bounds: a light grey rounded rectangle
/// (`.tertiarySystemFill`, corner radius 8) split by a thin separator, with a − and a + in
/// `.label`, each in `.tertiaryLabel` while its step is unavailable (at a bound, unless
/// `wraps`). Increment, decrement and background images set for `.normal` replace the
/// drawn parts; divider images are stored only.
///
/// The value is clamped to `minimumValue...maximumValue`. As UIKit refuses them (with an
/// exception there), a minimum at or above the maximum, a maximum at or below the minimum,
/// and a step that is not above 0 are ignored here, as are NaN and infinite values.
/// Interaction and autorepeat are inert.
open class UIStepper: UIControl {
  /// The stepper's size, as in UIKit, whatever its frame.
  static let size = CGSize(width: 94, height: 32)
  private var ownValue: Double = 0
  private var increments: [UIControl.State: UIImage] = [:]
  private var decrements: [UIControl.State: UIImage] = [:]
  private var backgrounds: [UIControl.State: UIImage] = [:]
  private var dividers: [String: UIImage] = [:]

  /// The value, clamped to the bounds; NaN and infinite values are ignored.
  open var value: Double {
    get { ownValue }
    set {
      guard newValue.isFinite else { return }
      ownValue = min(max(newValue, minimumValue), maximumValue)
      setNeedsDisplay()
    }
  }
  /// The least value, 0 unless set; one at or above the maximum is ignored.
  open var minimumValue: Double = 0 {
    didSet {
      guard minimumValue.isFinite, minimumValue < maximumValue else {
        minimumValue = oldValue
        return
      }
      value = ownValue
    }
  }
  /// The greatest value, 100 unless set; one at or below the minimum is ignored.
  open var maximumValue: Double = 100 {
    didSet {
      guard maximumValue.isFinite, maximumValue > minimumValue else {
        maximumValue = oldValue
        return
      }
      value = ownValue
    }
  }
  /// The step, 1 unless set; one not above 0 is ignored.
  open var stepValue: Double = 1 {
    didSet {
      if !(stepValue.isFinite && stepValue > 0) { stepValue = oldValue }
    }
  }
  /// Whether stepping past a bound wraps to the other; both buttons are then drawn enabled.
  open var wraps = false { didSet { setNeedsDisplay() } }
  /// Stored only: a render is never held down.
  open var autorepeat = true
  /// Stored only: a render is never touched.
  open var isContinuous = true

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("value", \UIStepper.value),
      .ib("minimumValue", \UIStepper.minimumValue),
      .ib("maximumValue", \UIStepper.maximumValue),
      .ib("stepValue", \UIStepper.stepValue),
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  open override var intrinsicContentSize: CGSize { UIStepper.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

  // MARK: Images

  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    increments[state] = image
    setNeedsDisplay()
  }

  open func incrementImage(for state: UIControl.State) -> UIImage? { increments[state] }

  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    decrements[state] = image
    setNeedsDisplay()
  }

  open func decrementImage(for state: UIControl.State) -> UIImage? { decrements[state] }

  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgrounds[state] = image
    setNeedsDisplay()
  }

  open func backgroundImage(for state: UIControl.State) -> UIImage? { backgrounds[state] }

  /// Stored only: the drawn separator stays.
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State
  ) {
    dividers["\(leftState.rawValue)-\(rightState.rawValue)"] = image
  }

  open func dividerImage(
    forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State
  ) -> UIImage? {
    dividers["\(state.rawValue)-\(state2.rawValue)"]
  }

  // MARK: Drawing

  /// Whether − can step: above the minimum, or wrapping.
  var canDecrement: Bool { wraps || value > minimumValue }
  /// Whether + can step: below the maximum, or wrapping.
  var canIncrement: Bool { wraps || value < maximumValue }

  package func drawBuiltInParts(in rect: CGRect) {
    let whole = CGRect(origin: .zero, size: UIStepper.size)
    if let image = backgrounds[.normal] {
      image.draw(in: whole)
    } else {
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(roundedRect: whole, cornerRadius: 8).fillAtContextFlatness()
    }
    UIColor.separator.setFill()
    UIRectFill(CGRect(x: whole.midX - 0.5, y: whole.midY - 9, width: 1, height: 18))
    let minus = CGPoint(x: whole.width / 4, y: whole.midY)
    let plus = CGPoint(x: whole.width * 3 / 4, y: whole.midY)
    if let image = decrements[.normal] {
      image.draw(in: centred(image.size, at: minus))
    } else {
      (canDecrement ? UIColor.label : .tertiaryLabel).setFill()
      UIRectFill(centred(CGSize(width: 14, height: 2), at: minus))
    }
    if let image = increments[.normal] {
      image.draw(in: centred(image.size, at: plus))
    } else {
      (canIncrement ? UIColor.label : .tertiaryLabel).setFill()
      // One path, so that a translucent colour is not doubled where the bars cross.
      let cross = UIBezierPath(rect: centred(CGSize(width: 14, height: 2), at: plus))
      cross.append(UIBezierPath(rect: centred(CGSize(width: 2, height: 14), at: plus)))
      cross.fillAtContextFlatness()
    }
  }

  private func centred(_ size: CGSize, at point: CGPoint) -> CGRect {
    CGRect(
      x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
      height: size.height)
  }
}

extension UIStepper: DrawsBuiltInParts {}
