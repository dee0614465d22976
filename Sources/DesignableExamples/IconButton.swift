#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Where an ``IconButton`` puts its icon relative to its title.
public enum IconPosition: Int, Sendable {
  case top = 0
  case left, bottom, right
}

/// A button with an icon beside its title (seed 002's RTIconButton, from "Why you should
/// start using Interface Builder").
///
/// `iconPosition` puts the icon above, left of, below or right of the title, `iconMargin`
/// apart; `iconSize` of zero means the image's own size. The pair is centred in the bounds,
/// and `intrinsicContentSize` is the pair's size, as in the seed. Interface Builder cannot
/// edit enumerations, so, like the seed, the position is an integer attribute (its
/// `TARGET_INTERFACE_BUILDER` twin is not needed here).
@IBDesignable public final class IconButton: UIView {
  @IBInspectable public var title: String? { didSet { contentDidChange() } }
  @IBInspectable public var icon: UIImage? { didSet { contentDidChange() } }
  @IBInspectable public var iconPosition: Int = IconPosition.left.rawValue {
    didSet { contentDidChange() }
  }
  @IBInspectable public var iconMargin: CGFloat = 0 { didSet { contentDidChange() } }
  @IBInspectable public var iconSize: CGSize = .zero { didSet { contentDidChange() } }
  public var titleFont: UIFont = UIFont.systemFont(ofSize: 15) { didSet { contentDidChange() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  private func contentDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  private var position: IconPosition { IconPosition(rawValue: iconPosition) ?? .left }

  private var titleAttributes: [NSAttributedString.Key: Any] {
    [.font: titleFont, .foregroundColor: tintColor ?? UIColor.tintColor]
  }

  private var titleSize: CGSize { (title ?? "").size(withAttributes: titleAttributes) }

  private var imageSize: CGSize { iconSize == .zero ? (icon?.size ?? .zero) : iconSize }

  public override var intrinsicContentSize: CGSize {
    let text = titleSize
    let image = imageSize
    switch position {
    case .top, .bottom:
      return CGSize(
        width: max(text.width, image.width), height: text.height + image.height + iconMargin)
    case .left, .right:
      return CGSize(
        width: text.width + image.width + iconMargin, height: max(text.height, image.height))
    }
  }

  public override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  public override func draw(_ rect: CGRect) {
    let content = intrinsicContentSize
    let origin = CGPoint(x: bounds.midX - content.width / 2, y: bounds.midY - content.height / 2)
    let text = titleSize
    let image = imageSize
    var imageOrigin = origin
    var textOrigin = origin
    switch position {
    case .top:
      imageOrigin.x += (content.width - image.width) / 2
      textOrigin = CGPoint(
        x: origin.x + (content.width - text.width) / 2, y: origin.y + image.height + iconMargin)
    case .bottom:
      textOrigin.x += (content.width - text.width) / 2
      imageOrigin = CGPoint(
        x: origin.x + (content.width - image.width) / 2, y: origin.y + text.height + iconMargin)
    case .left:
      imageOrigin.y += (content.height - image.height) / 2
      textOrigin = CGPoint(
        x: origin.x + image.width + iconMargin, y: origin.y + (content.height - text.height) / 2)
    case .right:
      textOrigin.y += (content.height - text.height) / 2
      imageOrigin = CGPoint(
        x: origin.x + text.width + iconMargin, y: origin.y + (content.height - image.height) / 2)
    }
    if let icon {
      icon.draw(in: CGRect(origin: imageOrigin, size: image))
    }
    title?.draw(at: textOrigin, withAttributes: titleAttributes)
  }
}
