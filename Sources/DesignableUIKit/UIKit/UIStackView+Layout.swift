import Components
import Foundation

/// How a stack view measures and places its arranged views.
extension UIStackView {
  /// The spaces between consecutive `views` (the visible arranged views): each view's
  /// custom spacing after it, else ``spacing``.
  func gaps(between views: [UIView]) -> [CGFloat] {
    views.dropLast().map { view in
      let custom = customSpacing(after: view)
      if custom == UIStackView.spacingUseDefault { return spacing }
      if custom == UIStackView.spacingUseSystem { return 8 }
      return custom.isFinite ? custom : spacing
    }
  }

  /// The lengths of views along the axis, given their intrinsic lengths (nil for none) and
  /// the spacing between them all.
  static func lengths(
    _ intrinsic: [CGFloat?], total: CGFloat, spacing: CGFloat, equally: Bool
  ) -> [CGFloat] {
    guard !intrinsic.isEmpty else { return [] }
    let room = max(0, total - spacing)
    let safeRoom = room.isFinite ? room : 0
    if equally { return intrinsic.map { _ in safeRoom / CGFloat(intrinsic.count) } }
    let fixed = intrinsic.compactMap { $0 }.reduce(0, +)
    let rest = max(0, safeRoom - fixed)
    let flexible = intrinsic.filter { $0 == nil }.count
    var lengths = intrinsic.map { $0 ?? rest / CGFloat(max(1, flexible)) }
    if flexible == 0, let last = lengths.indices.last { lengths[last] += rest }
    return lengths
  }

  /// The view's length along `axis`: its intrinsic one (its height when laid out `width`
  /// wide, for a view whose height follows its width), else the constant of a required
  /// width or height constraint on the view alone (`icon.widthAnchor.constraint(equalToConstant:
  /// 24)`), which UIKit's stack view keeps; nil when it has neither.
  func length(
    of view: UIView, along axis: NSLayoutConstraint.Axis, width: CGFloat? = nil
  ) -> CGFloat? {
    let size = view.intrinsicContentSize(atLayoutWidth: axis == .vertical ? width : nil)
    let value = axis == .horizontal ? size.width : size.height
    if value != UIView.noIntrinsicMetric, value.isFinite { return max(0, value) }
    let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
    let fixed = view.constraints.last { constraint in
      constraint.isActive && constraint.firstItem === view
        && constraint.firstAttribute == attribute && constraint.relation == .equal
        && constraint.secondAttribute == .notAnAttribute && constraint.priority == .required
    }
    guard let fixed, fixed.constant.isFinite else { return nil }
    return max(0, fixed.constant)
  }

  /// The view's length across the axis: its intrinsic one, else what the constraints of its
  /// subviews need (a wrapper view around a label), else `nil`. In a row, a view `extent`
  /// wide is measured at that width, so that a label in it wraps.
  func breadth(of view: UIView, extent: CGFloat? = nil) -> CGFloat? {
    let across: NSLayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
    let width = axis == .horizontal ? extent : nil
    if let own = length(of: view, along: across, width: width) { return own }
    let fitted: CGSize?
    if let width, width > 0, width.isFinite {
      fitted = view.constraintFittingSize(
        toward: CGSize(width: width, height: 0), priorities: (.required, .fittingSizeLevel))
    } else {
      fitted = view.constraintFittingSize(toward: .zero)
    }
    guard let fitted else { return nil }
    let value = across == .horizontal ? fitted.width : fitted.height
    return value.isFinite ? max(0, value) : nil
  }

  func axisLength(_ area: CGRect) -> CGFloat {
    axis == .horizontal ? area.width : area.height
  }

  /// The frame of `view` at `position` along the axis with `extent`, aligned across it.
  func frame(
    for view: UIView, at position: CGFloat, length extent: CGFloat, in area: CGRect
  ) -> CGRect {
    let across = axis == .horizontal ? area.height : area.width
    let start = axis == .horizontal ? area.minY : area.minX
    var size = across
    if alignment != .fill {
      let own = breadth(of: view, extent: extent)
      let current = axis == .horizontal ? view.frame.height : view.frame.width
      size = min(across, own ?? (current.isFinite ? current : across))
    }
    let offset: CGFloat
    switch alignment {
    case .fill, .leading, .firstBaseline: offset = 0
    case .center: offset = (across - size) / 2
    case .trailing, .lastBaseline: offset = across - size
    }
    return axis == .horizontal
      ? CGRect(x: position, y: start + offset, width: extent, height: size)
      : CGRect(x: start + offset, y: position, width: size, height: extent)
  }
}
