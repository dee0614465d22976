import Components
import Foundation

/// Auto Layout's fitting sizes (`systemLayoutSizeFitting(_:)` is the view's own, so that a
/// subclass may override it).
extension View {
  /// The smallest size (`UIView.layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size (`UIView.layoutFittingExpandedSize`).
  public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)
}
