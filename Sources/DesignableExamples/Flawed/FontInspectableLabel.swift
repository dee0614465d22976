#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "attributes of kinds IB cannot edit" finding: a
/// label whose font is inspectable, which Interface Builder's inspector cannot show (seed
/// 001's author tried the same for CircleStepper's label and settled for `fontSize`).
@IBDesignable public final class FontInspectableLabel: UIView {
  @IBInspectable public var font: UIFont = UIFont.systemFont(ofSize: 17) {
    didSet { label.font = font }
  }
  private let label = UILabel(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(label)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }
}
