#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "attribute overwritten" finding by layout:
/// `layoutSubviews()` picks `textColor` from `badgeColor`'s brightness and assigns it, so
/// the text colour set in the inspector never shows, on every path, once the view is laid
/// out. It overrides neither `awakeFromNib()` nor `prepareForInterfaceBuilder()`.
@IBDesignable public final class ContrastBadge: UIView {
  @IBInspectable public var badgeColor: UIColor = .systemBlue { didSet { setNeedsLayout() } }
  @IBInspectable public var textColor: UIColor = .white { didSet { setNeedsLayout() } }
  @IBInspectable public var text: String = "" { didSet { setNeedsLayout() } }
  private let label = UILabel(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    label.textAlignment = .center
    addSubview(label)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    badgeColor.getRed(&red, green: &green, blue: &blue, alpha: nil)
    let brightness = red * 0.299 + green * 0.587 + blue * 0.114
    textColor = brightness > 0.6 ? .black : .white
    backgroundColor = badgeColor
    layer.cornerRadius = min(bounds.width, bounds.height) / 2
    label.frame = bounds
    label.text = text
    label.textColor = textColor
  }
}
