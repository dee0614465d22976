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

  /// The frames the constraints give the view and its `placed` subviews, each of `widths`'
  /// views measured at its width there.
  private func fittingFrames(
    toward target: CGSize, priorities: (LayoutPriority, LayoutPriority), placed: [View],
    widths: [ObjectIdentifier: CGFloat], depth: Int
  ) -> [ObjectIdentifier: CGRect] {
    var layout = ConstraintLayout(top: self)
    layout.addVariables(for: self, frame: bounds)
    for view in placed { layout.addVariables(for: view, frame: view.frame) }
    for holder in [self] + placed {
      for constraint in holder.constraints { layout.add(constraint, in: self) }
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
