import Components
import Foundation

/// An on/off switch (`UISwitch`) drawn in iOS's default look at its fixed 51 × 31 points,
/// which its frame and bounds keep whatever size they are given: a capsule track in
/// `onTintColor` when on (light grey when off) with a white round knob at the end the value
/// points to.
///
/// Interaction and animation are inert: a render shows `isOn` as set, and `animated`
/// changes nothing.
open class UISwitch: UIControl {
  /// The switch's size, as in UIKit, whatever its frame.
  static let size = CGSize(width: 51, height: 31)

  open var isOn = false { didSet { setNeedsDisplay() } }
  /// The track's colour when on; system green unless set.
  open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The knob's colour; white unless set.
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
  open var onImage: UIImage?
  open var offImage: UIImage?
  /// The look asked for (`preferredStyle`); stored: a switch is drawn sliding, as on iOS.
  open var preferredStyle = Style.automatic
  /// The look drawn: always sliding.
  open var style: Style { .sliding }
  /// A switch's look (`UISwitch.Style`); checkboxes are Mac Catalyst's.
  public enum Style: Int, Sendable { case automatic, checkbox, sliding }

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("on", \UISwitch.isOn),
      .ib("onTintColor", \UISwitch.onTintColor),
      .ib("thumbTintColor", \UISwitch.thumbTintColor),
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

  /// Sets `isOn`; `animated` is ignored, a render shows the end state.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The frame keeps its origin and takes the switch's size, whatever size it is given, as
  /// UIKit's switch does.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.size) }
  }

  /// The bounds keep the switch's size, as UIKit's do (a layout that gives it another keeps
  /// its centre).
  open override var bounds: CGRect {
    get { super.bounds }
    set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.size) }
  }

  open override var intrinsicContentSize: CGSize { UISwitch.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

  package func drawBuiltInParts(in rect: CGRect) {
    let track = CGRect(origin: .zero, size: UISwitch.size)
    let capsule = UIBezierPath(roundedRect: track, cornerRadius: track.height / 2)
    (isOn ? onTintColor ?? .systemGreen : UIColor(white: 0.47, alpha: 0.16)).setFill()
    capsule.fillAtContextFlatness()
    let diameter = track.height - 4
    let x = isOn ? track.maxX - 2 - diameter : 2
    (thumbTintColor ?? .white).setFill()
    UIBezierPath(ovalIn: CGRect(x: x, y: 2, width: diameter, height: diameter))
      .fillAtContextFlatness()
  }
}

extension UISwitch: DrawsBuiltInParts {}
