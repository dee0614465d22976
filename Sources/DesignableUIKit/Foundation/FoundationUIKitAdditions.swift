import Components
import Foundation

#if !canImport(UIKit)
  /// UIKit's names for the indexes of an index path object, which Swift 3's migration wrote
  /// as `(indexPath as NSIndexPath).row`.
  extension NSIndexPath {
    /// The first index.
    public var section: Int { index(atPosition: 0) }
    /// The second index, as a table view names it.
    public var row: Int { index(atPosition: 1) }
    /// The second index, as a collection view names it.
    public var item: Int { index(atPosition: 1) }
  }

  extension View {
    /// Makes the view, or the subview that is first responder, resign it
    /// (`endEditing(_:)`), and answers whether every one that was resigned; `true` when none
    /// is, as in a render, where nothing becomes first responder.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
      if isFirstResponder { return resignFirstResponder() || force }
      return subviews.allSatisfy { $0.endEditing(force) }
    }
  }
#endif
