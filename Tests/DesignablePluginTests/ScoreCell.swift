#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A table cell as UIKit code writes it: it overrides the cell's own initializers and not
/// `init(frame:)`, which it inherits from `UITableViewCell`.
@IBDesignable class ScoreCell: UITableViewCell {
  @IBInspectable var score: Int = 0 { didSet { textLabel?.text = "\(score)" } }
  private(set) var madeByStyle = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    madeByStyle = true
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
