import Foundation

extension Lifecycle {
  /// Moves `view`, the first time it is built or rendered without a superview, into a plain
  /// host view of its size at the origin, as a storyboard puts it in its superview,
  /// Interface Builder in its canvas and a snapshot test on iOS in a window: its
  /// `willMove(toSuperview:)` and `didMoveToSuperview()` run once, so a view that builds its
  /// parts there draws them. Nothing keeps the host: once the move is done the view is on
  /// its own again, without a superview (a render draws the view alone either way).
  static func host(_ view: View) {
    guard view.superview == nil, !view.wasHosted else { return }
    view.wasHosted = true
    let host = View(frame: CGRect(origin: .zero, size: view.frame.size))
    host.addSubview(view)
  }
}
