import Foundation

/// A view whose intrinsic height depends on the width layout gives it: a label of more
/// than one line wraps at that width, a vertical stack of such labels grows with them.
/// Auto Layout measures it once more at the width it solved, as UIKit's second layout pass
/// measures a multi-line label at its laid-out width.
package protocol LayoutWidthDependent: View {
  /// The intrinsic size when laid out `width` wide, or `nil` when it does not depend on
  /// the width.
  func intrinsicContentSize(atLayoutWidth width: CGFloat) -> CGSize?
  /// Whether the size may depend on the width at all: a cheap test, made before measuring.
  var dependsOnLayoutWidth: Bool { get }
}

extension View {
  /// The most times a layout measures views again at the widths it solved.
  static let maximumWidthPasses = 3

  /// The intrinsic size when laid out `width` wide (`nil` for the width-free one).
  package func intrinsicContentSize(atLayoutWidth width: CGFloat?) -> CGSize {
    guard let width, width.isFinite, width > 0, let dependent = self as? LayoutWidthDependent,
      let size = dependent.intrinsicContentSize(atLayoutWidth: width)
    else { return intrinsicContentSize }
    return size
  }

  /// Whether the view's height may follow its width: it depends on it itself, or it has no
  /// intrinsic height and its subviews are placed by constraints (a view around a label).
  var heightMayFollowWidth: Bool {
    if let dependent = self as? LayoutWidthDependent { return dependent.dependsOnLayoutWidth }
    return intrinsicContentSize.height == View.noIntrinsicMetric
      && subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
  }

  /// The height the view needs when laid out `width` wide: its intrinsic one at that width,
  /// else what its subviews' constraints need with the width fixed, else `nil`.
  package func layoutHeight(atWidth width: CGFloat) -> CGFloat? {
    let own = intrinsicContentSize(atLayoutWidth: width).height
    if own != View.noIntrinsicMetric, own.isFinite { return max(0, own) }
    guard
      let fitted = constraintFittingSize(
        toward: CGSize(width: width, height: 0), priorities: (.required, .fittingSizeLevel))
    else { return nil }
    return fitted.height.isFinite ? max(0, fitted.height) : nil
  }
}

extension Label: LayoutWidthDependent {
  /// A label of more than one line without a ``preferredMaxLayoutWidth`` wraps at the width
  /// layout gives it.
  package var dependsOnLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  package func intrinsicContentSize(atLayoutWidth width: CGFloat) -> CGSize? {
    guard dependsOnLayoutWidth, width > 0, width.isFinite else { return nil }
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }
}
