import Foundation

/// A component in a file that imports only Foundation, as files of iOS modules may when
/// another file imports UIKit: the plugin's generated file gives the target UIKit's names.
@IBDesignable final class PlainSwatch: UIView {
  @IBInspectable var swatch: UIColor = .orange {
    didSet { backgroundColor = swatch }
  }

  /// Kept only once set: its getter traps before, so it must be set through its setter
  /// alone, as key-value coding sets it.
  private var storedLabel: String!
  @IBInspectable var label: String {
    get { storedLabel }
    set { storedLabel = newValue }
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
