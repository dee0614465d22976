import Components
import Foundation

/// A progress bar (`UIProgressView`) in iOS's default look: a track 4 points tall at the
/// top of the bounds, filled from the leading edge to `progress` (clamped to 0...1; NaN
/// counts as 0) in `progressTintColor` (the tint colour unless set) over `trackTintColor`
/// (light grey unless set). `animated` changes nothing: a render shows the end state.
open class UIProgressView: UIView {
  open var progress: Float = 0 { didSet { setNeedsDisplay() } }
  open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
  open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  open var progressImage: UIImage?
  open var trackImage: UIImage?

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("progress", \UIProgressView.progress),
      .ib("progressTintColor", \UIProgressView.progressTintColor),
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  /// Sets `progress`; `animated` is ignored.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }

  open override func draw(_ rect: CGRect) {
    let track = CGRect(x: 0, y: 0, width: bounds.width, height: min(4, bounds.height))
    guard track.width.isFinite, track.width > 0, track.height > 0 else { return }
    (trackTintColor ?? .systemGray5).setFill()
    UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
    let fraction = progress.isNaN ? 0 : CGFloat(min(max(progress, 0), 1))
    guard fraction > 0 else { return }
    (progressTintColor ?? tintColor ?? .systemBlue).setFill()
    let filled = CGRect(x: 0, y: 0, width: track.width * fraction, height: track.height)
    UIBezierPath(roundedRect: filled, cornerRadius: track.height / 2).fill()
  }
}
