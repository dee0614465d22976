import Components
import Foundation

/// A progress bar (`UIProgressView`) in iOS's default look. As on iOS it is built from two
/// image views, its first two subviews: the track, filling the bounds, and over it the
/// progress, from the leading edge to `progress` (clamped to 0...1; NaN counts as 0).
/// Components reach them as `subviews[0]` and `subviews[1]` (or through `layer.sublayers`)
/// to round or decorate them. Each shows its image when set (`trackImage`,
/// `progressImage`), else a capsule of `trackTintColor` (light grey unless set) or
/// `progressTintColor` (the tint colour unless set). `animated` changes nothing: a render
/// shows the end state.
open class UIProgressView: UIView {
  open var progress: Float = 0 { didSet { setNeedsLayout() } }
  open var progressTintColor: UIColor? { didSet { setNeedsLayout() } }
  open var trackTintColor: UIColor? { didSet { setNeedsLayout() } }
  open var progressImage: UIImage? { didSet { setNeedsLayout() } }
  open var trackImage: UIImage? { didSet { setNeedsLayout() } }

  private let trackView = UIImageView()
  private let progressView = UIImageView()

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
    addTrackAndProgressViews()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addTrackAndProgressViews()
  }

  private func addTrackAndProgressViews() {
    addSubview(trackView)
    addSubview(progressView)
    layOutTrackAndProgress()
  }

  /// A `Progress` whose fraction completed the bar shows (`observedProgress`): its value
  /// when set, as a render shows one moment.
  open var observedProgress: Progress? {
    didSet { if let observed = observedProgress { progress = Float(observed.fractionCompleted) } }
  }

  /// The style (`UIProgressView.Style`); stored, both drawn in the default look.
  open var progressViewStyle = Style.default

  /// A progress view of `style` with a zero frame.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// The look of a progress view (`UIProgressView.Style`).
  public enum Style: Int, Sendable { case `default`, bar }

  /// Sets `progress`; `animated` is ignored.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutTrackAndProgress()
  }

  private func layOutTrackAndProgress() {
    let fraction = progress.isNaN ? 0 : CGFloat(min(max(progress, 0), 1))
    let width = bounds.width.isFinite ? max(bounds.width, 0) : 0
    trackView.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
    progressView.frame = CGRect(x: 0, y: 0, width: width * fraction, height: bounds.height)
    show(trackImage, else: trackTintColor ?? .systemGray5, in: trackView)
    show(progressImage, else: progressTintColor ?? tintColor ?? .systemBlue, in: progressView)
  }

  private func show(_ image: UIImage?, else color: UIColor, in view: UIImageView) {
    view.image = image
    view.backgroundColor = image == nil ? color : nil
    view.layer.cornerRadius = image == nil ? view.bounds.height / 2 : 0
  }
}
