#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose: built from a storyboard, its `level` getter reads `level` itself (as a
/// property renamed in haste does), so drawing it calls the getter without end and the
/// stack overflows. Checked in a process of its own, the crash is reported with the getter.
@IBDesignable public final class RecursiveGauge: UIView {
  private var storedLevel: CGFloat = 0.5
  private var archived = false

  /// How full the gauge is, from 0 to 1.
  public var level: CGFloat {
    get { archived ? level : storedLevel }
    set { storedLevel = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    archived = true
  }

  public override func draw(_ rect: CGRect) {
    UIColor.systemGreen.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
  }
}
