import Components
import Foundation
import Raster

extension CheckSession {
  /// Why a resized view is stale when a layout object in it (a collection view's) declined
  /// the change of size and kept the places it worked out for the old one: built afresh and
  /// resized again, with those layouts invalidated, the view shows `fresh`. `resized` is the
  /// resized view, which says which layouts declined; `nil` when none did or invalidating
  /// them does not give the new picture.
  func keptLayoutCause(
    in resized: View, path: LifecyclePath, resizedTo grown: CGRect, fresh: Bitmap,
    scale: CGFloat
  ) -> (explanation: String, fix: String)? {
    guard !Self.keptLayoutOwners(in: resized).isEmpty, case .success(let view) = build(path)
    else { return nil }
    _ = render(view, scale: scale)
    view.frame = grown
    let owners = Self.keptLayoutOwners(in: view)
    var names: [String] = []
    for owner in owners {
      if let name = owner.layoutKeptThroughResize, !names.contains(name) { names.append(name) }
      owner.invalidateKeptLayout()
    }
    guard !names.isEmpty, same(render(view, scale: scale), fresh, scale: scale) else {
      return nil
    }
    let shown = names.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
    let one = names.count == 1
    return (
      "After the view is resized, its collection view keeps its cells where \(shown) "
        + "placed them for the old size: \(one ? "that layout answers" : "those layouts answer") "
        + "false to shouldInvalidateLayout(forBoundsChange:) (UICollectionViewLayout's answer "
        + "unless a subclass overrides it), so UIKit does not ask \(one ? "it" : "them") to "
        + "prepare() again. Invalidated, \(one ? "it gives" : "they give") what a view created "
        + "at the new size shows.",
      "Override shouldInvalidateLayout(forBoundsChange:) in \(shown) to return true when "
        + "newBounds.size differs from collectionView?.bounds.size (or call "
        + "collectionViewLayout.invalidateLayout() when the collection view's size changes)."
    )
  }

  /// The views in `root`'s tree, `root` first, whose layout kept its places through a
  /// change of size.
  private static func keptLayoutOwners(in root: View) -> [any KeptLayoutOwner] {
    var found: [any KeptLayoutOwner] = []
    var stack = [root]
    while let view = stack.popLast() {
      if let owner = view as? any KeptLayoutOwner, owner.layoutKeptThroughResize != nil {
        found.append(owner)
      }
      stack += view.subviews.reversed()
    }
    return found
  }
}
