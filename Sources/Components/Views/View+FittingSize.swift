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
    var layout = ConstraintLayout(top: self)
    layout.addVariables(for: self, frame: bounds)
    for view in placed { layout.addVariables(for: view, frame: view.frame) }
    for holder in [self] + placed {
      for constraint in holder.constraints { layout.add(constraint, in: self) }
    }
    for view in placed {
      layout.addIntrinsicSize(of: view)
      let intrinsic = view.intrinsicContentSize
      guard intrinsic.width == View.noIntrinsicMetric || intrinsic.height == View.noIntrinsicMetric,
        let needed = view.constraintFittingSize(
          toward: .zero, priorities: (.fittingSizeLevel, .fittingSizeLevel), depth: depth + 1)
      else { continue }
      layout.addMinimumSize(
        CGSize(
          width: intrinsic.width == View.noIntrinsicMetric ? needed.width : .infinity,
          height: intrinsic.height == View.noIntrinsicMetric ? needed.height : .infinity),
        of: view)
    }
    layout.prefer(self, size: target, priorities: (priorities.0.rawValue, priorities.1.rawValue))
    return layout.solve(reportingDetermined: false).frames[ObjectIdentifier(self)]?.size
  }
}
