import Components

/// UIKit's ways of placing a subview next to a sibling.
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

  private func insertSubview(_ view: View, nextTo sibling: View, offset: Int) {
    guard view !== sibling else { return }
    view.removeFromSuperview()
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    insertSubview(view, at: index + offset)
  }
}
