/// Auto Layout's API on views: constraints are kept where UIKit keeps them, and a view's
/// layout places the subviews they constrain (`applyConstraints()`).
extension View {
  /// Holds `constraint` in ``constraints`` (`addConstraint(_:)`), making it active.
  public func addConstraint(_ constraint: LayoutConstraint) {
    if let holder = constraint.holder, holder !== self { holder.removeConstraint(constraint) }
    if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
    constraint.setHeld(by: self)
  }

  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Stops holding `constraint`, making it inactive; a constraint held elsewhere is left.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraints.contains(where: { $0 === constraint }) else { return }
    constraints.removeAll { $0 === constraint }
    constraint.setHeld(by: nil)
  }

  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Removes from `ancestor` and every view above it the constraints that refer to this view,
  /// a view below it or a layout guide one of them owns, as UIKit does when the view leaves
  /// its superview; they become inactive.
  func removeConstraintsReferringToSubtree(heldFrom ancestor: View) {
    var current: View? = ancestor
    while let holder = current {
      let leaving = holder.constraints.filter { constraint in
        isInSubtree(constraint.firstItem) || isInSubtree(constraint.secondItem)
      }
      holder.removeConstraints(leaving)
      current = holder.superview
    }
  }

  /// Whether `item` is this view, a view below it or a layout guide one of them owns.
  private func isInSubtree(_ item: AnyObject?) -> Bool {
    var current = item as? View ?? (item as? LayoutArea)?.areaOwner
    while let view = current {
      if view === self { return true }
      current = view.superview
    }
    return false
  }

  /// How strongly the view resists growing past its intrinsic size on `axis`; 250 unless
  /// set, as for a `UIView`.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    contentPriorities[ContentPriorityKey(hugging: true, axis: axis)] ?? .defaultLow
  }

  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    contentPriorities[ContentPriorityKey(hugging: true, axis: axis)] = priority
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 unless
  /// set, as for a `UIView`.
  public func contentCompressionResistancePriority(
    for axis: LayoutConstraint.Axis
  ) -> LayoutPriority {
    contentPriorities[ContentPriorityKey(hugging: false, axis: axis)] ?? .defaultHigh
  }

  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    contentPriorities[ContentPriorityKey(hugging: false, axis: axis)] = priority
  }

  /// Whether `updateConstraints()` is due: for a new view, and after
  /// `setNeedsUpdateConstraints()`, until constraints are next updated.
  public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

  /// What UIKit's `updateConstraintsIfNeeded()` does: the subviews' pending updates, then
  /// this view's.
  func updatePendingConstraints() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard constraintsNeedUpdate else { return }
    constraintsNeedUpdate = false
    updateConstraints()
  }
}

/// A key for a view's stored content priorities.
struct ContentPriorityKey: Hashable {
  let hugging: Bool
  let axis: LayoutConstraint.Axis
}
