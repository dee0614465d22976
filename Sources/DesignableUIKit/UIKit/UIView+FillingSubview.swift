import Components
import Foundation

extension UIView {
  /// Puts `new` in place of `old` as a subview filling the view and resizing with it: below
  /// `sibling`, or at the bottom when there is none (a cell's content and background views).
  func replaceFilling(_ old: UIView?, with new: UIView?, below sibling: UIView?) {
    if let old, old !== new { old.removeFromSuperview() }
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let sibling, sibling !== new {
      insertSubview(new, belowSubview: sibling)
    } else {
      insertSubview(new, at: 0)
    }
  }
}
