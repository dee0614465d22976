import Foundation

extension View {
  /// The size the view's constraints give it when it is free to take `target`'s size at
  /// `priorities` (horizontal, vertical), as `systemLayoutSizeFitting` asks Auto Layout:
  /// its subviews placed by constraints, their intrinsic sizes (or, for one without, the
  /// size its own content needs), and the constraints among them and to the view. `nil` when
  /// no subview is placed by constraints: then nothing here says what the view needs.
  public func constraintFittingSize(
    toward target: CGSize,
    priorities: (LayoutPriority, LayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)
  ) -> CGSize? {
    constraintFittingSize(toward: target, priorities: priorities, depth: 0)
  }

  /// What `systemLayoutSizeFitting` answers: the size nearest `targetSize` that the view's
  /// content allows, its intrinsic size in each dimension that has one, else what its
  /// subviews' constraints need (``constraintFittingSize(toward:priorities:)``), else the
  /// target's; each dimension held to the target's at its priority (`.required` fixes it,
  /// as a table cell's width is fixed). A required width is the one a label of more than one
  /// line wraps at, in the view or below it.
  package func layoutFittingSize(
    _ targetSize: CGSize, priorities: (LayoutPriority, LayoutPriority)
  ) -> CGSize {
    let fixedWidth = priorities.0 >= .required ? targetSize.width : nil
    let intrinsic = intrinsicContentSize(atLayoutWidth: fixedWidth)
    let fitted = constraintFittingSize(toward: targetSize, priorities: priorities)
    return CGSize(
      width: intrinsic.width == View.noIntrinsicMetric
        ? fitted?.width ?? targetSize.width : intrinsic.width,
      height: intrinsic.height == View.noIntrinsicMetric
        ? fitted?.height ?? targetSize.height : intrinsic.height)
  }

  /// The most levels of views without intrinsic sizes measured inside one another.
  static let maximumFittingDepth = 8

  private func constraintFittingSize(
    toward target: CGSize, priorities: (LayoutPriority, LayoutPriority), depth: Int
  ) -> CGSize? {
    let placed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    guard !placed.isEmpty, depth < View.maximumFittingDepth else { return nil }
    // A view whose height follows its width is measured again at the width solved.
    let dependent = placed.filter(\.heightMayFollowWidth)
    var layoutWidths: [ObjectIdentifier: CGFloat] = [:]
    var passes = 0
    while true {
      let frames = fittingFrames(
        toward: target, priorities: priorities, placed: placed, widths: layoutWidths,
        depth: depth)
      let changed = View.widthsChanged(of: dependent, in: frames, measured: &layoutWidths)
      if !changed || passes >= View.maximumWidthPasses {
        return frames[ObjectIdentifier(self)]?.size
      }
      passes += 1
    }
  }

  /// Whether a constraint's `item` is a view (or a layout guide of one) below the view's
  /// subviews, which the constraints of one level of fitting do not place.
  private func liesBelowThisLevel(_ item: AnyObject?) -> Bool {
    guard let view = item as? View ?? (item as? LayoutArea)?.areaOwner, view !== self else {
      return false
    }
    return view.superview !== self && view.isDescendant(of: self)
  }

  /// The frames the constraints give the view and its `placed` subviews, each of `widths`'
  /// views measured at its width there.
  private func fittingFrames(
    toward target: CGSize, priorities: (LayoutPriority, LayoutPriority), placed: [View],
    widths: [ObjectIdentifier: CGFloat], depth: Int
  ) -> [ObjectIdentifier: CGRect] {
    var layout = ConstraintLayout(top: self)
    layout.addVariables(for: self, frame: bounds)
    for view in placed { layout.addVariables(for: view, frame: view.frame) }
    // A placed view's constraints to views below it (a card's to its label) are measured
    // with its content, below; here their items' frames would be taken as they are. The
    // view's own constraints to views below its subviews have no level below to measure
    // them, and are kept so.
    for holder in [self] + placed {
      for constraint in holder.constraints
      where holder === self
        || ![constraint.firstItem, constraint.secondItem].contains(where: liesBelowThisLevel)
      {
        layout.add(constraint, in: self)
      }
    }
    for view in placed {
      let width = widths[ObjectIdentifier(view)]
      layout.addIntrinsicSize(of: view, atWidth: width)
      let intrinsic = view.intrinsicContentSize(atLayoutWidth: width)
      guard intrinsic.width == View.noIntrinsicMetric || intrinsic.height == View.noIntrinsicMetric,
        let needed = view.constraintFittingSize(
          toward: CGSize(width: width ?? 0, height: 0),
          priorities: (width == nil ? .fittingSizeLevel : .required, .fittingSizeLevel),
          depth: depth + 1)
      else { continue }
      layout.addMinimumSize(
        CGSize(
          width: intrinsic.width == View.noIntrinsicMetric && width == nil
            ? needed.width : .infinity,
          height: intrinsic.height == View.noIntrinsicMetric ? needed.height : .infinity),
        of: view)
    }
    layout.prefer(self, size: target, priorities: (priorities.0.rawValue, priorities.1.rawValue))
    return layout.solve(reportingDetermined: false).frames
  }
}
