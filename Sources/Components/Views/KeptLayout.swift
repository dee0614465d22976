import Foundation

/// A view whose layout object works out its subviews' places ahead and keeps them until it
/// is invalidated (a collection view and its layout): as in UIKit, a change of size that the
/// layout declines leaves them where the old size put them. The divergence checker asks it
/// why a resized view does not show what a new one of its size shows.
public protocol KeptLayoutOwner: AnyObject {
  /// The class name of the layout that kept its places through the last change of size (it
  /// declined to be invalidated by it), or `nil`.
  var layoutKeptThroughResize: String? { get }
  /// Invalidates that layout, as if it had accepted the change.
  func invalidateKeptLayout()
}
