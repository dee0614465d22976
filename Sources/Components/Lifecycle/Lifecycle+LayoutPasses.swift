extension Lifecycle {
  /// How many layout passes a render runs at most before it draws. Core Animation lays out
  /// again, before drawing, a layer that asks for layout while it is laid out (a view that
  /// activates constraints or adds subviews in `layoutSubviews()`); a tree that still asks
  /// after this many passes is drawn as it is, and the checker reports it.
  public static let maximumLayoutPasses = 8

  /// Lays `view`'s tree out, then again while a layer in it asks for layout, up to
  /// ``maximumLayoutPasses`` passes in all.
  static func layOutUntilSettled(_ view: View) {
    view.layoutIfNeeded()
    var passes = 1
    while passes < maximumLayoutPasses, needsLayout(view.layer) {
      view.layoutIfNeeded()
      passes += 1
    }
  }

  /// Whether `root` or a layer below it is marked for layout.
  private static func needsLayout(_ root: Layer) -> Bool {
    var stack = [root]
    while let layer = stack.popLast() {
      if layer.needsLayout() { return true }
      stack += layer.sublayers ?? []
    }
    return false
  }
}
