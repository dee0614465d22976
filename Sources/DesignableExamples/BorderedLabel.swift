#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A label with a rounded border and an image above its text (seed 003, "@IBDesignable
/// and @IBInspectable", whose `MyView` is a `UILabel` subclass).
///
/// `cornerRadius`, `borderColor` and `borderWidth` pass straight to the layer in `didSet`,
/// as in the seed; the image sits in a 60 × 60 image view 60 points above the centre.
/// Ported with one repair: the seed's initializers write "init from frame" and "init from
/// coder" into `text`, so Interface Builder and the app show different words, and the
/// storyboard's own text is lost; here both initializers share a setup that leaves `text` alone.
@IBDesignable public final class BorderedLabel: UILabel {
  @IBInspectable public var cornerRadius: CGFloat = 0 {
    didSet {
      layer.cornerRadius = cornerRadius
      layer.masksToBounds = true
    }
  }
  @IBInspectable public var borderColor: UIColor = UIColor.clear {
    didSet { layer.borderColor = borderColor.cgColor }
  }
  @IBInspectable public var borderWidth: CGFloat = 0 { didSet { layer.borderWidth = borderWidth } }
  @IBInspectable public var image: UIImage? { didSet { imageView.image = image } }

  private let imageView = UIImageView(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    textAlignment = .center
    numberOfLines = 0
    imageView.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
    imageView.contentMode = .scaleAspectFit
    addSubview(imageView)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    imageView.center = CGPoint(x: bounds.midX, y: bounds.midY - 60)
  }
}
