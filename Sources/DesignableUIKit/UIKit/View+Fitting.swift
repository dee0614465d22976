import Components
import Foundation

/// Auto Layout's fitting API: a view's intrinsic size where it has one, else the size its
/// constraints give it (``View/constraintFittingSize(toward:priorities:)``), else the
/// target's.
extension View {
  /// The smallest size (`UIView.layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size (`UIView.layoutFittingExpandedSize`).
  public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

  /// The size nearest `targetSize` that the view's content allows: its intrinsic size in
  /// each dimension that has one, else what its subviews' constraints need.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// As ``systemLayoutSizeFitting(_:)``, holding each dimension to the target's at its
  /// priority (`.required` fixes it, as a table cell's width is fixed). A required width
  /// is the one a label of more than one line wraps at, in the view or below it.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    let fixedWidth = horizontalFittingPriority >= .required ? targetSize.width : nil
    let intrinsic = intrinsicContentSize(atLayoutWidth: fixedWidth)
    let fitted = constraintFittingSize(
      toward: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    return CGSize(
      width: intrinsic.width == View.noIntrinsicMetric
        ? fitted?.width ?? targetSize.width : intrinsic.width,
      height: intrinsic.height == View.noIntrinsicMetric
        ? fitted?.height ?? targetSize.height : intrinsic.height)
  }
}
