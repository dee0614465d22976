import Components
import Foundation

/// A slider (`UISlider`) in iOS's default look: a 4-point capsule track across
/// `trackRect(forBounds:)`, in `minimumTrackTintColor` (the tint colour unless set) left of
/// the thumb and `maximumTrackTintColor` (light system grey unless set) right of it, under a
/// white 28-point round thumb with a soft shadow at `thumbRect(forBounds:trackRect:value:)`.
/// A subclass's overrides of those methods place what is drawn. Images set for the current
/// state (or for `.normal`) replace the drawn thumb and track parts; value images are drawn
/// at `minimumValueImageRect(forBounds:)` and `maximumValueImageRect(forBounds:)`. What
/// lies past the bounds (a thumb taller than the slider) shows, as UIKit's subviews do.
///
/// Values are clamped to `minimumValue...maximumValue`; a NaN value, or a NaN or infinite
/// bound, is ignored. A minimum set above the maximum raises the maximum to it, and a
/// maximum set below the minimum lowers the minimum. Interaction and animation are inert.
open class UISlider: UIControl {
  /// The diameter of the drawn thumb, as in iOS.
  static let thumbDiameter: CGFloat = 28
  private var ownValue: Float = 0
  private var thumbImages: [UIControl.State: UIImage] = [:]
  private var minimumTrackImages: [UIControl.State: UIImage] = [:]
  private var maximumTrackImages: [UIControl.State: UIImage] = [:]

  /// The value, clamped to the bounds; NaN is ignored.
  open var value: Float {
    get { ownValue }
    set {
      guard !newValue.isNaN else { return }
      ownValue = min(max(newValue, minimumValue), maximumValue)
      setNeedsDisplay()
    }
  }
  /// The least value, 0 unless set; the value and maximum rise to it when below.
  open var minimumValue: Float = 0 {
    didSet {
      guard minimumValue.isFinite else {
        minimumValue = oldValue
        return
      }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = ownValue
    }
  }
  /// The greatest value, 1 unless set; the value and minimum fall to it when above.
  open var maximumValue: Float = 1 {
    didSet {
      guard maximumValue.isFinite else {
        maximumValue = oldValue
        return
      }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = ownValue
    }
  }
  /// Drawn at the leading end, before the track.
  open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
  /// Drawn at the trailing end, after the track.
  open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }
  /// Stored only: a render never drags the thumb.
  open var isContinuous = true
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("value", \UISlider.value),
      .ib("minimumValue", \UISlider.minimumValue),
      .ib("maximumValue", \UISlider.maximumValue),
      .ib("minimumTrackTintColor", \UISlider.minimumTrackTintColor),
      .ib("thumbTintColor", \UISlider.thumbTintColor),
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
    builtInPartsLayer?.drawsPastBounds = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
    contentMode = .redraw
    builtInPartsLayer?.drawsPastBounds = true
  }

  /// Sets `value`; `animated` is ignored, a render shows the end state.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  // MARK: Images

  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state] = image
    setNeedsDisplay()
  }

  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state] = image
    setNeedsDisplay()
  }

  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state] = image
    setNeedsDisplay()
  }

  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state]
  }
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state]
  }

  /// The thumb image for the current state, or the normal one.
  open var currentThumbImage: UIImage? { thumbImages[state] ?? thumbImages[.normal] }
  open var currentMinimumTrackImage: UIImage? {
    minimumTrackImages[state] ?? minimumTrackImages[.normal]
  }
  open var currentMaximumTrackImage: UIImage? {
    maximumTrackImages[state] ?? maximumTrackImages[.normal]
  }

  // MARK: Geometry

  /// The minimum value image at its size, at the leading edge, centred vertically.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    let size = minimumValueImage?.size ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The maximum value image at its size, at the trailing edge, centred vertically.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    let size = maximumValueImage?.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// A track 4 points tall (or as tall as the taller track image), centred vertically,
  /// between the value images (4 points from each one shown).
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var minX = bounds.minX
    var maxX = bounds.maxX
    if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + 4 }
    if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - 4 }
    let imageHeight = max(
      currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
    let height = max(4, imageHeight)
    return CGRect(x: minX, y: bounds.midY - height / 2, width: max(0, maxX - minX), height: height)
  }

  /// The thumb (28 points, or the thumb image's size) centred vertically on `rect`, its
  /// left edge moving from `rect.minX` at the minimum to `rect.maxX - width` at the maximum.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size =
      currentThumbImage?.size
      ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    return CGRect(
      x: rect.minX + (rect.width - size.width) * fraction(of: value),
      y: rect.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where `value` lies between the bounds, 0...1; 0 when the bounds are equal.
  func fraction(of value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    guard span > 0, !value.isNaN else { return 0 }
    return CGFloat(min(max((value - minimumValue) / span, 0), 1))
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  // MARK: Drawing

  package func drawBuiltInParts(in rect: CGRect) {
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
    guard track.width.isFinite, track.height.isFinite, thumb.midX.isFinite else { return }
    if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
    if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
    let split = min(max(thumb.midX, track.minX), track.maxX)
    let left = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
    let right = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
    drawTrackPart(
      left, image: currentMinimumTrackImage,
      color: minimumTrackTintColor ?? tintColor ?? .systemBlue)
    drawTrackPart(
      right, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill)
    if let image = currentThumbImage {
      image.draw(in: thumb)
    } else {
      drawThumb(in: thumb)
    }
  }

  private func drawTrackPart(_ part: CGRect, image: UIImage?, color: UIColor) {
    guard part.width > 0, part.height > 0 else { return }
    if let image {
      image.draw(in: part)
      return
    }
    color.setFill()
    UIBezierPath(roundedRect: part, cornerRadius: min(part.height, part.width) / 2)
      .fillAtContextFlatness()
  }

  private func drawThumb(in thumb: CGRect) {
    guard thumb.width > 0, thumb.height > 0 else { return }
    let context = UIGraphicsGetCurrentContext()
    context?.saveGState()
    context?.setShadow(
      offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.15))
    (thumbTintColor ?? .white).setFill()
    UIBezierPath(ovalIn: thumb).fillAtContextFlatness()
    context?.restoreGState()
    UIColor(white: 0, alpha: 0.04).setStroke()
    let edge = UIBezierPath(ovalIn: thumb.insetBy(dx: 0.25, dy: 0.25))
    edge.lineWidth = 0.5
    edge.stroke()
  }
}

extension UISlider: DrawsBuiltInParts {}
