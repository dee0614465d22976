import Components
import Foundation

/// A view that shows a visual effect behind its content (`UIVisualEffectView`). The blur
/// itself is not drawn: a blur effect is approximated by a flat tint of its style filling
/// the bounds (white or near-black at the style's rough opacity, see `UIBlurEffect`), and
/// a vibrancy effect or no effect draws nothing. The `contentView`, which fills the bounds,
/// is drawn over it with what is added to it.
open class UIVisualEffectView: UIView {
  /// The view to add content to; it fills the bounds.
  public let contentView = UIView()
  /// The effect; `nil` draws no tint.
  open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUp()
  }

  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isOpaque = false
    contentMode = .redraw
    contentView.frame = bounds
    addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let filled = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != filled { contentView.frame = filled }
  }

  open override func draw(_ rect: CGRect) {
    guard let tint = effect?.approximateTint else { return }
    tint.setFill()
    UIRectFill(bounds)
  }
}
