import Foundation

/// A component in a file that imports only Foundation, as files of iOS modules may when
/// another file imports UIKit: the plugin's generated file gives the target UIKit's names.
@IBDesignable final class PlainSwatch: UIView {
  @IBInspectable var swatch: UIColor = .orange {
    didSet { backgroundColor = swatch }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = swatch
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = swatch
  }
}
