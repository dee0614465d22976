import Components
import Foundation

/// A stack view's size when its width is known: a column's views are as wide as it (or
/// their own width, unless the alignment fills), so its labels of more than one line wrap
/// there and its height follows; a row's views are measured at the lengths it gives them.
extension UIStackView: LayoutWidthDependent {
  /// Whether it arranges a visible view, whose size may follow the width.
  package var dependsOnLayoutWidth: Bool {
    arrangedSubviews.contains { !$0.isHidden && $0.superview === self }
  }

  package func intrinsicContentSize(atLayoutWidth width: CGFloat) -> CGSize? {
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    guard !views.isEmpty, width > 0, width.isFinite else { return nil }
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    let inner = max(0, width - margins.left - margins.right)
    let plain = intrinsicContentSize
    let gaps = gaps(between: views)
    if axis == .vertical {
      let heights = views.map {
        length(of: $0, along: .vertical, width: self.width(of: $0, in: inner))
      }
      guard heights.allSatisfy({ $0 != nil }) else { return nil }
      let height =
        heights.compactMap { $0 }.reduce(0, +) + gaps.reduce(0, +) + margins.top + margins.bottom
      return CGSize(width: plain.width, height: height)
    }
    let lengths = UIStackView.place(
      views.map { arrangedLength(of: $0) }, in: inner, gaps: gaps, by: distribution
    ).lengths
    let breadth =
      zip(views, lengths).map { view, extent in
        self.breadth(of: view, extent: extent) ?? view.frame.height
      }.max() ?? 0
    return CGSize(width: plain.width, height: breadth + margins.top + margins.bottom)
  }

  /// The width a view in a column `available` wide is laid out at: all of it when the
  /// alignment fills, else its own width up to that; `nil` in a row.
  func width(of view: UIView, in available: CGFloat) -> CGFloat? {
    guard axis == .vertical else { return nil }
    if alignment == .fill { return available }
    let own = length(of: view, along: .horizontal)
    return min(available, own ?? available)
  }
}
