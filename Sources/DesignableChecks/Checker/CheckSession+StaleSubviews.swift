import Components
import Foundation
import Raster

extension CheckSession {
  /// The size and drawing count of each view below `root`, before a resize.
  struct SubviewDrawings {
    fileprivate var entries: [(view: View, size: CGSize, displays: Int)] = []

    init(below root: View) {
      var stack = root.subviews
      while let view = stack.popLast() {
        entries.append((view, view.bounds.size, view.layer.displayCount))
        stack += view.subviews
      }
    }

    /// The views that drew before, changed size since, and did not draw again: with any
    /// content mode but `.redraw`, UIKit stretches their old drawing.
    var stale: [View] {
      entries.filter { entry in
        entry.displays > 0 && entry.view.bounds.size != entry.size
          && entry.view.layer.displayCount == entry.displays
          && entry.view.contentMode != .redraw
      }.map(\.view)
    }
  }

  /// Why a resized view is stale when redrawing the subviews that changed size and kept
  /// their old drawing gives the new picture: the classes of those whose redraw changes the
  /// picture, and the fix. `nil` when there are none or redrawing them does not help.
  /// `resized` is the view's picture after the resize.
  func staleSubviewCause(
    of view: View, _ drawings: SubviewDrawings, resized: Bitmap, fresh: Bitmap, scale: CGFloat
  ) -> (explanation: String, fix: String)? {
    var names: [String] = []
    var picture = resized
    for subview in drawings.stale {
      subview.setNeedsDisplay()
      let redrawn = render(view, scale: scale)
      if same(redrawn, picture, scale: scale) { continue }
      picture = redrawn
      let name = String(describing: Swift.type(of: subview))
      if !names.contains(name) { names.append(name) }
    }
    guard !names.isEmpty, same(picture, fresh, scale: scale) else { return nil }
    let shown = names.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
    let which =
      names.count == 1
      ? "its subview of class \(shown) changes size but is not drawn again: its content mode "
        + "is not .redraw, so UIKit stretches the drawing"
      : "its subviews of classes \(shown) change size but are not drawn again: their content "
        + "mode is not .redraw, so UIKit stretches the drawing each"
    return (
      "After the view is resized, \(which) made at the old size. A redraw of "
        + (names.count == 1 ? "it" : "them") + " gives what a view created at the new size "
        + "shows.",
      "Set contentMode = .redraw in the initializers of \(shown) (or call setNeedsDisplay() "
        + "on the subview wherever its frame is set)."
    )
  }
}
