import Components
import Foundation

/// Auto Layout's fitting API without Auto Layout: no constraints exist here, so a view's
/// fitting size is its intrinsic content size where it has one.
extension View {
  /// The smallest size (`UIView.layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size (`UIView.layoutFittingExpandedSize`).
  public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

  /// The view's intrinsic content size in each dimension that has one, else `targetSize`'s.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == View.noIntrinsicMetric ? targetSize.width : intrinsic.width,
      height: intrinsic.height == View.noIntrinsicMetric ? targetSize.height : intrinsic.height)
  }
}
