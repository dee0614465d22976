import Foundation

/// Auto Layout for a view's subviews: what `super.layoutSubviews()` does in UIKit.
extension View {
  /// Places the subviews that do not translate their autoresizing masks into constraints
  /// (and the layout guides added to this view) from the active constraints that involve
  /// them, their intrinsic sizes and priorities (``ConstraintSolver``), together with the
  /// views below that constraints reaching across levels need (``LayoutCluster``). Frames
  /// are rounded to the screen's pixels; what no constraint fixes keeps its frame. Items in
  /// other hierarchies are ignored.
  func applyConstraints() {
    // Pending `updateConstraints()` of the subviews, then this view's, as UIKit runs them
    // bottom up before layout; deeper views run theirs when their superviews lay out.
    for view in subviews + [self] where view.constraintsNeedUpdate {
      view.constraintsNeedUpdate = false
      view.updateConstraints()
    }
    crossLevelReads = nil
    guard
      subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
        || layoutGuideObjects.contains(where: { ($0 as? LayoutArea)?.fixedAreaFrame == nil })
    else { return }
    var cluster = LayoutCluster(top: self)
    cluster.gather()
    var layoutWidths: [ObjectIdentifier: CGFloat] = [:]
    var widthPasses = 0
    while true {
      var layout = ConstraintLayout(top: self)
      var placed: [View] = []
      for level in cluster.levels {
        // A stack view below places its arranged views itself; this view places its own.
        let views = level === self || !level.arrangesByIntrinsicSize ? level.subviews : []
        let own = views.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        let areas = level.layoutGuideObjects.compactMap { $0 as? LayoutArea }
          .filter { $0.fixedAreaFrame == nil }
        for view in own {
          layout.addVariables(for: view, frame: view.alignmentRect(forFrame: view.frame))
        }
        for area in areas { layout.addVariables(for: area, frame: area.solvedAreaFrame) }
        placed += own
      }
      for reading in cluster.readings { layout.add(reading.constraint, in: reading.reference) }
      for view in placed {
        layout.addIntrinsicSize(of: view, atWidth: layoutWidths[ObjectIdentifier(view)])
      }
      let solution = layout.solve(reportingDetermined: !cluster.innerLevels.isEmpty)
      // A placed view whose size no constraint of the cluster fixes takes it from the
      // constraints inside it (bottom up): its level joins, and the cluster is solved again.
      let free = cluster.innerLevels.filter { view in
        guard let base = layout.base(of: view) else { return false }
        return !solution.determined.contains(base + 2) || !solution.determined.contains(base + 3)
      }
      if !free.isEmpty {
        cluster.join(free)
        continue
      }
      // A view whose height follows its width (a label of more than one line) is measured
      // again at the width solved, and the cluster solved again, as UIKit's second pass.
      let widened = View.widthsChanged(
        of: placed.filter { ($0 as? LayoutWidthDependent)?.dependsOnLayoutWidth == true },
        in: solution.frames,
        measured: &layoutWidths)
      if widened, widthPasses < View.maximumWidthPasses {
        widthPasses += 1
        continue
      }
      for (item, _) in layout.items {
        guard let frame = solution.frames[ObjectIdentifier(item)] else { continue }
        if let view = item as? View {
          view.applyLayoutFrame(frame)
        } else if let area = item as? LayoutArea {
          area.solvedAreaFrame = frame
        }
      }
      for (container, size) in solution.contentSizes where container.contentSize != size {
        container.contentSize = size
      }
      if !layout.reads.isEmpty {
        crossLevelReads = layout.reads.map { CrossLevelRead(view: $0.view, frame: $0.frame) }
      }
      return
    }
  }

  /// Places the view at the alignment rectangle the constraints solved, as UIKit's engine
  /// does: by its `bounds` size and its `center` (not its `frame`, so a component's
  /// `bounds` override and observers hear the new size), each set only when it changes.
  func applyLayoutFrame(_ alignmentRect: CGRect) {
    let frame = frame(forAlignmentRect: alignmentRect)
    let size = frame.size
    if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
    let center = CGPoint(
      x: frame.minX + layer.anchorPoint.x * size.width,
      y: frame.minY + layer.anchorPoint.y * size.height)
    if self.center != center { self.center = center }
  }

  /// Records in `measured` the width solved for each of `views` whose size may depend on
  /// it, and tells whether one is new and may change what the view needs.
  static func widthsChanged(
    of views: [View], in frames: [ObjectIdentifier: CGRect],
    measured: inout [ObjectIdentifier: CGFloat]
  ) -> Bool {
    var changed = false
    for view in views {
      let id = ObjectIdentifier(view)
      guard let width = frames[id]?.width, width > 0, width.isFinite else { continue }
      // A view that gives no intrinsic size at a width (one around a label) is measured
      // through its constraints, so at any new width.
      let sizeMoves =
        !(view is LayoutWidthDependent)
        || view.intrinsicContentSize(atLayoutWidth: width)
          != view.intrinsicContentSize(atLayoutWidth: measured[id])
      guard sizeMoves else { continue }
      if measured[id] != width {
        measured[id] = width
        changed = true
      }
    }
    return changed
  }

  /// Runs `layoutSubviews()` once, counting the pass.
  func runLayoutSubviews() {
    layoutPassCount += 1
    updatePropertiesIfNeeded()
    let owner = owningController as? RootViewOwner
    owner?.viewWillLayoutSubviews()
    layoutSubviews()
    owner?.viewDidLayoutSubviews()
  }

  /// After the views below laid out: runs `layoutSubviews()` once more when a view its
  /// constraints read has moved (``crossLevelReadsMoved()``), and tells whether it did.
  func layoutAgainIfReadsMoved() -> Bool {
    guard crossLevelReadsMoved() else { return false }
    runLayoutSubviews()
    return true
  }

  /// Whether a view below, read as it was by this view's last layout, has moved since
  /// (a stack view or a `layoutSubviews()` placed it): then this view lays out once more,
  /// as UIKit's engine would have re-solved. Forgets the reads.
  func crossLevelReadsMoved() -> Bool {
    guard let reads = crossLevelReads else { return false }
    crossLevelReads = nil
    return reads.contains { read in
      guard let view = read.view, view.isDescendant(of: self) else { return false }
      return view.convert(view.bounds, to: self) != read.frame
    }
  }

  /// Whether the view is `ancestor` or below it (`isDescendant(of:)`).
  public func isDescendant(of ancestor: View) -> Bool {
    var current: View? = self
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }
}

/// Where a layout read a view that it does not place.
struct CrossLevelRead {
  weak var view: View?
  let frame: CGRect
}
