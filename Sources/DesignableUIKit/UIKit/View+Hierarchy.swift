import Components

/// UIKit's ways of placing a subview next to a sibling, and of finding one by its tag.
extension View {
  /// Adds `view` just below `siblingSubview` (`insertSubview(_:belowSubview:)`); on top of
  /// the others when `siblingSubview` is not a subview of this view.
  public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    insertSubview(view, nextTo: siblingSubview, offset: 0)
  }

  /// Adds `view` just above `siblingSubview` (`insertSubview(_:aboveSubview:)`); on top of
  /// the others when `siblingSubview` is not a subview of this view.
  public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    insertSubview(view, nextTo: siblingSubview, offset: 1)
  }

  /// The first view whose `tag` is `tag`: this view, or else the first found in its subviews,
  /// each searched depth first in order (`viewWithTag(_:)`).
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  private func insertSubview(_ view: View, nextTo sibling: View, offset: Int) {
    guard view !== sibling else { return }
    guard var index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    // Moving a subview that lies before its sibling shifts the sibling back by one.
    if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
    insertSubview(view, at: index + offset)
  }
}
