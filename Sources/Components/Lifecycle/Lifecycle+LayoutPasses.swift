extension Lifecycle {
  /// How many layout passes a render runs at most before it draws. Core Animation lays out
  /// again, before drawing, a layer that asks for layout while it is laid out (a view that
  /// activates constraints or adds subviews in `layoutSubviews()`); a tree that still asks
  /// after this many passes is drawn as it is, and the checker reports it.
  public static let maximumLayoutPasses = 8

  /// Whether a render lays out and draws again when drawing leaves the tree asking for
  /// layout, as a device's next frame does (`true`); the checker turns it off to see the
  /// first frame, where such drawing shows.
  @TaskLocal package static var laysOutAfterDrawing = true

  /// Lays `view`'s tree out, then again while a layer in it asks for layout, and draws what
  /// needs drawing. While drawing leaves a layer asking for layout or to be drawn again (a
  /// `draw(_:)` that adds subviews or constraints, or calls `setNeedsDisplay()`), or work
  /// queued on the main queue, lays out and draws again, as the next Core Animation
  /// transaction on a device does before the screen settles. Before each layout pass, runs
  /// the work queued on the main queue so far (``QueuedMainWork``), and `queued` collects
  /// what is queued while the render runs. At most ``maximumLayoutPasses`` layout passes run
  /// in all.
  static func layOutAndDisplayUntilSettled(
    _ view: View, queued: QueuedMainWork, trace: LifecycleTrace?
  ) {
    var passes = 0
    repeat {
      runQueuedMainWork(in: view, queued)
      view.layoutIfNeeded()
      passes += 1
      while passes < maximumLayoutPasses, needsLayout(view.layer) {
        view.layoutIfNeeded()
        passes += 1
      }
      trace?.record(.layout, of: view)
      view.layer.displayIfNeeded()
      trace?.record(.draw, of: view)
    } while laysOutAfterDrawing && passes < maximumLayoutPasses
      && (needsLayout(view.layer) || needsDisplay(view.layer) || !queued.isEmpty)
  }

  /// Whether `root` or a layer below it is marked for layout.
  private static func needsLayout(_ root: Layer) -> Bool {
    anyLayer(below: root) { $0.needsLayout() }
  }

  /// Whether `root` or a layer below it is marked to be drawn again: its drawing asked for
  /// it (`setNeedsDisplay()` in `draw(_:)`), which a device's next frame draws.
  private static func needsDisplay(_ root: Layer) -> Bool {
    anyLayer(below: root) { $0.needsDisplay() }
  }

  private static func anyLayer(below root: Layer, where test: (Layer) -> Bool) -> Bool {
    var stack = [root]
    while let layer = stack.popLast() {
      if test(layer) { return true }
      stack += layer.sublayers ?? []
    }
    return false
  }
}
