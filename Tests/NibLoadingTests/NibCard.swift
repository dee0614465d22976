#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A card whose content comes from `NibCard.xib`, loaded with File's Owner set to itself,
/// as many designable views are written; only the `@IBOutlet` attributes are switched, since
/// they need the Objective-C runtime.
@IBDesignable
class NibCard: UIView {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  var contentView: UIView!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var titleLabel: UILabel!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  var badge: NibBadge!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  var stripes: [UIView]!
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var badgeWidth: NSLayoutConstraint!

  @IBInspectable var title: String = "" { didSet { titleLabel.text = title } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    let bundle = Bundle(for: type(of: self))
    bundle.loadNibNamed("NibCard", owner: self, options: nil)
    NibEvents.record("NibCard loaded its nib")
    addSubview(contentView)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }
}

/// A view of the nib with a custom class: it records its initializer and `awakeFromNib()`.
class NibBadge: UIView {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var neighbour: UILabel?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    NibEvents.record("NibBadge.init(coder:) with \(subviews.count) subviews")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    let corner = layer.cornerRadius
    NibEvents.record(
      "NibBadge.awakeFromNib: neighbour \(neighbour == nil ? "nil" : "set"), corner \(corner)")
  }
}

/// What the nib's objects did, in order.
enum NibEvents {
  nonisolated(unsafe) static var log: [String] = []

  static func record(_ event: String) { log.append(event) }
}
