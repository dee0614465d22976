#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

enum DialStyle: Int { case round, flat }

/// A component as UIKit code writes it: `override init(frame:)`, `@IBInspectable` and
/// nothing else to register it.
@IBDesignable class RatingDial: UIView {
  @IBInspectable var rating: Double = 3.5 { didSet { setNeedsDisplay() } }
  @IBInspectable var stars = 5
  @IBInspectable var filledColor: UIColor = .orange
  @IBInspectable var title: String?
  @IBInspectable var style = DialStyle.round
  @IBInspectable var font = UIFont.systemFont(ofSize: 12)
  private(set) var initializedBy = ""

  override init(frame: CGRect) {
    initializedBy = "frame"
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    initializedBy = "coder"
    super.init(coder: coder)
  }

  /// Titles the dial with its rating: the generated facts must quote `\(` as text.
  func describe() {
    title = "\(rating) of \(stars)"
  }
}

#if canImport(UIKit)
  /// Compiled only for iOS, so its registration must not be compiled here either.
  @IBDesignable class NativeOnlyDial: UIView {
    @IBInspectable var haptics = true
  }
#endif
