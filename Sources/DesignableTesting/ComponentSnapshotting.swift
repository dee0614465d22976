import Components
import Foundation
import ImageDiff
import Raster

@_spi(Internals) import SnapshotTesting

extension Snapshotting where Value == View.Type, Format == Bitmap {
  /// A component type built by a lifecycle path at a size and attribute set, rendered at a
  /// scale: `assertSnapshot(of: PieChartView.self, as: .image(size: …, attributes: quarter))`.
  /// A build or render that fails draws an empty picture, which then fails the comparison.
  public static func image(
    size: CGSize, scale: CGFloat = 2, attributes: AttributeSet = .empty,
    path: LifecyclePath = .designTime, options: DiffOptions = .exact
  ) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.image(options: options, scale: Double(scale)).pullback { type in
      let frame = CGRect(origin: .zero, size: size)
      guard let view = try? Lifecycle.build(type, path: path, frame: frame, attributes: attributes)
      else { return Bitmap(width: 0, height: 0) }
      return (try? Lifecycle.renderChecked(view, scale: scale)) ?? Bitmap(width: 0, height: 0)
    }
  }
}

extension Snapshotting where Value == View, Format == Bitmap {
  /// A view as it is, laid out and rendered at a scale.
  public static func image(scale: CGFloat = 2, options: DiffOptions = .exact) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.image(options: options, scale: Double(scale)).pullback { view in
      (try? Lifecycle.renderChecked(view, scale: scale)) ?? Bitmap(width: 0, height: 0)
    }
  }
}
