import Components
import Foundation

/// The background a bar draws below its own drawing and subviews, as UIKit's bars keep
/// theirs in a private subview: a fill, a stretched image, and the shadow line past one edge.
final class BarBackgroundView: UIView {
  /// The edge the shadow line is drawn on: the one facing the content.
  enum ShadowEdge { case top, bottom }

  var fill: UIColor? { didSet { setNeedsDisplay() } }
  var image: UIImage? { didSet { setNeedsDisplay() } }
  var shadowColor: UIColor? { didSet { showShadow() } }
  var shadowImage: UIImage? { didSet { showShadow() } }
  let shadowEdge: ShadowEdge
  /// The shadow: one device pixel tall (or the shadow image's height), just outside the
  /// bar's edge, so a bar that clips to its bounds hides it, as on iOS.
  private let shadowLine = UIImageView()

  init(shadowEdge: ShadowEdge) {
    self.shadowEdge = shadowEdge
    super.init(frame: .zero)
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    shadowLine.isUserInteractionEnabled = false
    addSubview(shadowLine)
  }

  required init?(coder: NSCoder) {
    shadowEdge = .bottom
    super.init(coder: coder)
  }

  /// Sets what an appearance describes.
  func show(_ appearance: UIBarAppearance) {
    fill = appearance.backgroundColor
    image = appearance.backgroundImage
    shadowColor = appearance.shadowColor
    shadowImage = appearance.shadowImage
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = shadowImage.map(\.size.height) ?? 1 / contentScaleFactor
    let y = shadowEdge == .top ? -height : bounds.height
    shadowLine.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
  }

  override func draw(_ rect: CGRect) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    if let fill {
      fill.setFill()
      UIRectFill(bounds)
    }
    image?.draw(in: bounds)
  }

  private func showShadow() {
    shadowLine.image = shadowImage
    shadowLine.backgroundColor = shadowImage == nil ? shadowColor : nil
    setNeedsLayout()
  }
}
