import Components
import Foundation
import ImageDiff
import Raster
import SnapshotTesting

extension Snapshotting where Value == View.Type, Format == Bitmap {
  /// A component type built by a lifecycle path at a size and attribute set, rendered at a
  /// scale: `assertSnapshot(of: PieChartView.self, as: .image(size: …, attributes: quarter))`.
  /// A component that cannot be built (an unknown attribute key, a wrong kind, an
  /// initializer returning nil) or rendered fails the assertion and records nothing.
  /// `area: .boundsAndOverflow` also draws what the view shows past its bounds.
  public static func image(
    size: CGSize, scale: CGFloat = 2, attributes: AttributeSet = .empty,
    path: LifecyclePath = .designTime, area: DrawnArea = .bounds,
    options: DiffOptions = .exact
  ) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.image(options: options, scale: Double(scale)).pullback { type in
      let frame = CGRect(origin: .zero, size: size)
      do {
        let view = try Lifecycle.build(type, path: path, frame: frame, attributes: attributes)
        return try Lifecycle.renderChecked(view, scale: scale, area: area)
      } catch {
        StrategyContext.current?.fail("\(type) could not be drawn: \(error)")
        return Bitmap(width: 0, height: 0)
      }
    }
  }
}

extension Snapshotting where Value == View, Format == Bitmap {
  /// A view as it is, laid out and rendered at a scale. A view that cannot be rendered fails
  /// the assertion and records nothing. `area: .boundsAndOverflow` also draws what the view
  /// shows past its bounds.
  public static func image(
    scale: CGFloat = 2, area: DrawnArea = .bounds, options: DiffOptions = .exact
  ) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.image(options: options, scale: Double(scale)).pullback { view in
      do {
        return try Lifecycle.renderChecked(view, scale: scale, area: area)
      } catch {
        StrategyContext.current?.fail("\(type(of: view)) could not be rendered: \(error)")
        return Bitmap(width: 0, height: 0)
      }
    }
  }
}
