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

  /// Where the visible arranged `views` go along the axis in `area`, by ``distribution``.
  /// A view that fills the stack across and keeps its own aspect (a required
  /// `widthAnchor == heightAnchor` on an avatar) has the length along the axis the aspect
  /// gives, whatever its intrinsic size, as Auto Layout solves it.
  func placement(of views: [UIView], in area: CGRect) -> Placement {
    let gaps = gaps(between: views)
    let cross = axis == .horizontal ? area.height : area.width
    let arranged = views.map { view in
      if alignment == .fill, let kept = aspectLength(of: view, across: cross) {
        let required = LayoutPriority.required.rawValue
        return ArrangedLength(natural: kept, hugging: required, compression: required)
      }
      return arrangedLength(of: view, width: width(of: view, in: area.width))
    }
    return UIStackView.place(arranged, in: axisLength(area), gaps: gaps, by: distribution)
  }

  /// The length along the axis that a required constraint of `view` on its own width and
  /// height gives it when it is `cross` long across the axis; nil without one.
  func aspectLength(of view: UIView, across cross: CGFloat) -> CGFloat? {
    let along: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
    let other: NSLayoutConstraint.Attribute = axis == .horizontal ? .height : .width
    for constraint in view.constraints.reversed()
    where constraint.isActive && constraint.firstItem === view && constraint.secondItem === view
      && constraint.relation == .equal && constraint.priority == .required
      && constraint.multiplier != 0 && constraint.multiplier.isFinite
    {
      let length: CGFloat
      if constraint.firstAttribute == along, constraint.secondAttribute == other {
        length = constraint.multiplier * cross + constraint.constant
      } else if constraint.firstAttribute == other, constraint.secondAttribute == along {
        length = (cross - constraint.constant) / constraint.multiplier
      } else {
        continue
      }
      return length.isFinite ? max(0, length) : nil
    }
    return nil
  }

  /// What the distribution needs of `view` along the axis: its own length and its
  /// priorities. A view in a column is measured `width` wide. A length fixed by a required
  /// constraint of the view's neither grows nor shrinks while another view can.
  func arrangedLength(of view: UIView, width: CGFloat? = nil) -> ArrangedLength {
    let hugging = view.contentHuggingPriority(for: axis).rawValue
    let compression = view.contentCompressionResistancePriority(for: axis).rawValue
    if let own = intrinsicLength(of: view, along: axis, width: width) {
      return ArrangedLength(natural: own, hugging: hugging, compression: compression)
    }
    if let fixed = fixedLength(of: view, along: axis) {
      let required = LayoutPriority.required.rawValue
      return ArrangedLength(natural: fixed, hugging: required, compression: required)
    }
    return ArrangedLength(
      natural: fittingLength(of: view, along: axis), hugging: hugging, compression: compression)
  }

  /// The length along `axis` that the constraints of `view`'s subviews need (a plain view
  /// wrapping a label), as Auto Layout sizes such a view in a stack, measured `width` wide
  /// when one is given; nil when no subview is placed by constraints.
  func fittingLength(
    of view: UIView, along axis: NSLayoutConstraint.Axis, width: CGFloat? = nil
  ) -> CGFloat? {
    let fitted: CGSize?
    if let width, width > 0, width.isFinite {
      fitted = view.constraintFittingSize(
        toward: CGSize(width: width, height: 0), priorities: (.required, .fittingSizeLevel))
    } else {
      fitted = view.constraintFittingSize(toward: .zero)
    }
    guard let fitted else { return nil }
    let value = axis == .horizontal ? fitted.width : fitted.height
    return value.isFinite ? max(0, value) : nil
  }

  /// The view's length along `axis`: its intrinsic one (its height when laid out `width`
  /// wide, for a view whose height follows its width), else the constant of a required
  /// width or height constraint on the view alone (`icon.widthAnchor.constraint(equalToConstant:
  /// 24)`), which UIKit's stack view keeps; nil when it has neither.
  func length(
    of view: UIView, along axis: NSLayoutConstraint.Axis, width: CGFloat? = nil
  ) -> CGFloat? {
    intrinsicLength(of: view, along: axis, width: width) ?? fixedLength(of: view, along: axis)
  }

  /// The view's intrinsic length along `axis` (its height when laid out `width` wide, for a
  /// view whose height follows its width), nil for none.
  private func intrinsicLength(
    of view: UIView, along axis: NSLayoutConstraint.Axis, width: CGFloat?
  ) -> CGFloat? {
    let size = view.intrinsicContentSize(atLayoutWidth: axis == .vertical ? width : nil)
    let value = axis == .horizontal ? size.width : size.height
    return value != UIView.noIntrinsicMetric && value.isFinite ? max(0, value) : nil
  }

  /// The constant of a required width or height constraint on the view alone.
  private func fixedLength(of view: UIView, along axis: NSLayoutConstraint.Axis) -> CGFloat? {
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
    return length(of: view, along: across, width: width)
      ?? fittingLength(of: view, along: across, width: width)
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
