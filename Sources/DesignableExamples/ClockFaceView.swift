#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A clock face drawn with shape layers (seed 004, the ClockFaceView of "WWDC 2014 Session
/// 411 notes: @IBDesignable and @IBInspectable").
///
/// A white disc with a black ring, an hour hand and a minute hand turned to `time`.
/// `prepareForInterfaceBuilder()` sets `time` to now, so Interface Builder shows a live
/// clock while the app shows whatever time it is given: a difference the component declares
/// as intended. Here "now" comes from ``DesignEnvironment``, so a render never reads the
/// wall clock. Unlike the seed, whose face is a fixed 200×200 points, the face fits the view.
@IBDesignable public class ClockFaceView: UIView {
  private let face = CAShapeLayer()
  private let hourHand = CAShapeLayer()
  private let minuteHand = CAShapeLayer()

  /// The time shown; `nil` shows twelve o'clock.
  public var time: Date? { didSet { setNeedsLayout() } }

  /// The colour of the ring and the hands.
  @IBInspectable public var color: UIColor? { didSet { setNeedsLayout() } }

  #if canImport(UIKit)
    private var now: Date { Date() }
    private var calendar: Calendar { Calendar.current }
  #else
    /// Interface Builder shows the current time; the app shows `time`.
    public override class var declaresDesignTimeOnlyContent: Bool { true }
    /// Now and the calendar as the render sees them, never the machine's.
    private var now: Date { environment.now }
    private var calendar: Calendar { environment.calendar }
  #endif

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    face.fillColor = UIColor.white.cgColor
    face.strokeColor = UIColor.black.cgColor
    face.lineWidth = 4
    hourHand.fillColor = UIColor.black.cgColor
    minuteHand.fillColor = UIColor.black.cgColor
    layer.addSublayer(face)
    face.addSublayer(hourHand)
    face.addSublayer(minuteHand)
  }

  public override func prepareForInterfaceBuilder() {
    time = now
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(bounds.width, bounds.height)
    face.frame = CGRect(
      x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    face.path = UIBezierPath(ovalIn: face.bounds.insetBy(dx: side * 0.025, dy: side * 0.025)).cgPath
    let center = CGPoint(x: side / 2, y: side / 2)
    // The seed's hands on a 200-point face: 4 × 70 and 2 × 90 points, from the centre up.
    let unit = side / 200
    hourHand.path =
      UIBezierPath(rect: CGRect(x: -2 * unit, y: -70 * unit, width: 4 * unit, height: 70 * unit))
      .cgPath
    minuteHand.path =
      UIBezierPath(rect: CGRect(x: -unit, y: -90 * unit, width: 2 * unit, height: 90 * unit)).cgPath
    hourHand.position = center
    minuteHand.position = center
    let ink = color ?? UIColor.black
    face.strokeColor = ink.cgColor
    hourHand.fillColor = ink.cgColor
    minuteHand.fillColor = ink.cgColor
    var hour = 0
    var minute = 0
    if let time {
      let parts = calendar.dateComponents([.hour, .minute], from: time)
      hour = parts.hour ?? 0
      minute = parts.minute ?? 0
    }
    // The seed turns the hour hand by whole hours only.
    hourHand.setAffineTransform(
      CGAffineTransform(rotationAngle: CGFloat(Double(hour) / 12 * 2 * .pi)))
    minuteHand.setAffineTransform(
      CGAffineTransform(rotationAngle: CGFloat(Double(minute) / 60 * 2 * .pi)))
  }
}
