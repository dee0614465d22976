/// The levels of the view tree one layout solves together, and the constraints it reads
/// (see the note at the top of ConstraintSolver.swift).
///
/// A level is a view whose placed subviews (those that do not translate their autoresizing
/// masks into constraints) and added guides the solve places. The cluster starts with the
/// view that lays out (the top) and joins every level below it that a constraint it reads
/// reaches: the levels of the views between the constraint's items and their closest common
/// ancestor. A stack view's level is never joined: it places its arranged views itself.
/// Rows are made in a deeper view's coordinates first; among those of one view, in the
/// order their holders and the holders' constraints come.
struct LayoutCluster {
  /// A constraint to read, with the view whose coordinates it is read in.
  typealias Reading = (constraint: LayoutConstraint, reference: View)

  let top: View
  private(set) var levels: [View]
  private var levelIDs: Set<ObjectIdentifier>
  /// The constraints of the levels, and those of the views above the top that reach into
  /// them, in the order their rows are made.
  private(set) var readings: [Reading] = []
  /// Placed views of the levels whose own constraints were left out: each joins when the
  /// solve leaves its size free, and takes it from its content.
  private(set) var innerLevels: [View] = []

  init(top: View) {
    self.top = top
    levels = [top]
    levelIDs = [ObjectIdentifier(top)]
  }

  /// Joins `views` as levels, running their subviews' pending `updateConstraints()` first,
  /// then reads the constraints again.
  mutating func join(_ views: [View]) {
    for view in views where levelIDs.insert(ObjectIdentifier(view)).inserted {
      levels.append(view)
      for subview in view.subviews where subview.constraintsNeedUpdate {
        subview.constraintsNeedUpdate = false
        subview.updateConstraints()
      }
    }
    gather()
  }

  /// Reads the constraints of the levels (held by a level or by one of its subviews) and of
  /// the views above the top that reach into them, joining the levels they need until none
  /// is missing.
  mutating func gather() {
    while true {
      readings = []
      innerLevels = []
      var missing: [View] = []
      var seen = Set<ObjectIdentifier>()
      func visit(_ constraint: LayoutConstraint) {
        guard seen.insert(ObjectIdentifier(constraint)).inserted else { return }
        switch verdict(on: constraint) {
        case .read(let reference): readings.append((constraint, reference))
        case .join(let views):
          for view in views where !missing.contains(where: { $0 === view }) {
            missing.append(view)
          }
        case .inner(let view):
          if !innerLevels.contains(where: { $0 === view }) { innerLevels.append(view) }
        case .ignore: break
        }
      }
      for level in levels {
        for holder in [level] + level.subviews {
          for constraint in holder.constraints { visit(constraint) }
        }
      }
      var ancestor = top.superview
      while let view = ancestor {
        for constraint in view.constraints where reachesBelowTop(constraint) { visit(constraint) }
        ancestor = view.superview
      }
      guard !missing.isEmpty else {
        orderReadings()
        return
      }
      for view in missing where levelIDs.insert(ObjectIdentifier(view)).inserted {
        levels.append(view)
        for subview in view.subviews where subview.constraintsNeedUpdate {
          subview.constraintsNeedUpdate = false
          subview.updateConstraints()
        }
      }
    }
  }

  /// Puts the constraints read in a deeper view's coordinates first (stably): of two
  /// required ones that contradict, the later is dropped, so a level's own layout stands
  /// against a constraint from above, as when that level solves alone.
  private mutating func orderReadings() {
    let depths = readings.map { Self.depth(of: $0.reference) }
    guard let first = depths.first, depths.contains(where: { $0 != first }) else { return }
    readings = readings.indices
      .sorted { depths[$0] > depths[$1] || (depths[$0] == depths[$1] && $0 < $1) }
      .map { readings[$0] }
  }

  private static func depth(of view: View) -> Int {
    var depth = 0
    var current = view.superview
    while let step = current {
      depth += 1
      current = step.superview
    }
    return depth
  }

  private enum Verdict {
    /// Every level it needs is joined: read it in the reference's coordinates.
    case read(View)
    /// It reaches these levels, not joined yet.
    case join([View])
    /// It belongs inside this placed view, whose own layout solves it.
    case inner(View)
    case ignore
  }

  private func verdict(on constraint: LayoutConstraint) -> Verdict {
    guard constraint.isActive, let first = constraint.firstItem,
      let firstView = Self.view(of: first)
    else { return .ignore }
    var items: [AnyObject] = [first]
    let reference: View
    if constraint.secondAttribute != .notAnAttribute {
      guard let second = constraint.secondItem, let secondView = Self.view(of: second),
        let common = Self.closestCommonAncestor(firstView, secondView)
      else { return .ignore }
      items.append(second)
      reference = common
    } else {
      reference = first is View ? firstView.superview ?? firstView : firstView
    }
    var missing: [View] = []
    func need(_ level: View?) {
      guard let level, !levelIDs.contains(ObjectIdentifier(level)),
        !missing.contains(where: { $0 === level })
      else { return }
      missing.append(level)
    }
    for item in items { needs(of: item, reference: reference, into: need) }
    if missing.isEmpty { return .read(reference) }
    if levelIDs.contains(ObjectIdentifier(reference)) || !isBelowTop(reference, orTop: true) {
      return .join(missing)
    }
    if let owner = reference.superview, levelIDs.contains(ObjectIdentifier(owner)),
      isPlaced(reference), !reference.arrangesByIntrinsicSize
    {
      return .inner(reference)
    }
    return .ignore
  }

  /// The levels whose solved frames place `item` in `reference`'s coordinates.
  private func needs(of item: AnyObject, reference: View, into need: (View?) -> Void) {
    if let view = item as? View {
      if view === reference { needSize(of: view, need) } else { needFrames(view, reference, need) }
    } else if let area = item as? LayoutArea, let owner = area.areaOwner {
      if area.fixedAreaFrame == nil, isBelowTop(owner, orTop: true) { need(owner) }
      if owner === reference {
        if area.fixedAreaFrame != nil { needSize(of: owner, need) }
      } else {
        needFrames(owner, reference, need)
      }
    }
  }

  /// The levels that place `view` and the views above it up to `reference`.
  private func needFrames(_ view: View, _ reference: View, _ need: (View?) -> Void) {
    var current: View? = view
    while let step = current, step !== reference {
      if isPlaced(step) { need(step.superview) }
      current = step.superview
    }
  }

  /// The level that sizes `view`.
  private func needSize(of view: View, _ need: (View?) -> Void) {
    if isPlaced(view) { need(view.superview) }
  }

  /// Whether a solve below the top places `view`'s frame.
  private func isPlaced(_ view: View) -> Bool {
    guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
      !superview.arrangesByIntrinsicSize
    else { return false }
    return isBelowTop(superview, orTop: true)
  }

  private func isBelowTop(_ view: View, orTop: Bool) -> Bool {
    var current: View? = orTop ? view : view.superview
    while let step = current {
      if step === top { return true }
      current = step.superview
    }
    return false
  }

  /// Whether an item of `constraint` is below the top.
  private func reachesBelowTop(_ constraint: LayoutConstraint) -> Bool {
    func below(_ item: AnyObject?) -> Bool {
      guard let item, let view = Self.view(of: item) else { return false }
      return view !== top && isBelowTop(view, orTop: true)
    }
    return below(constraint.firstItem) || below(constraint.secondItem)
  }

  private static func view(of item: AnyObject) -> View? {
    item as? View ?? (item as? LayoutArea)?.areaOwner
  }

  private static func closestCommonAncestor(_ a: View, _ b: View) -> View? {
    if a === b || a === b.superview { return a }
    if b === a.superview { return b }
    if let parent = a.superview, parent === b.superview { return parent }
    var ancestors: [ObjectIdentifier] = []
    var current: View? = a
    while let view = current {
      ancestors.append(ObjectIdentifier(view))
      current = view.superview
    }
    current = b
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}
