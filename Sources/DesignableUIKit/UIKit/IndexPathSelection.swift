import Foundation

extension Array where Element == IndexPath {
  /// Selects `indexPath` as a table or collection view does: after the others when
  /// `multiple`, else alone; `nil` deselects all.
  mutating func select(_ indexPath: IndexPath?, multiple: Bool) {
    guard let indexPath else {
      removeAll()
      return
    }
    if !multiple { removeAll() }
    if !contains(indexPath) { append(indexPath) }
  }
}
