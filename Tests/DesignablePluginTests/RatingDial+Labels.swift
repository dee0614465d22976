#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

extension RatingDial {
  /// Declared in another file: joins `RatingDial`'s registration.
  @IBInspectable var showsLabels: Bool {
    get { !isHidden }
    set { isHidden = !newValue }
  }
}

enum Gauges {
  /// A nested class with no initializer of its own: it inherits `init(frame:)`.
  @IBDesignable final class Needle: UIView {
    @IBInspectable var angle: CGFloat = 0
    #if !canImport(UIKit)
      @IBInspectable var linuxOnly: CGPoint = .zero
    #endif
  }
}
