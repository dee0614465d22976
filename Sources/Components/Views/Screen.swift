import Foundation

/// The screen a view renders on (`UIScreen`): its scale is the scale of the render in
/// progress, or ``DesignEnvironment/screenScale`` while a component is being built (2 by
/// default), so `UIScreen.main.scale` read in `draw(_:)` or `layoutSubviews()` is the
/// render's scale. Its bounds are an iPhone's portrait screen, 390 × 844 points.
public final class Screen: Sendable {
  /// The screen every view renders on.
  public static let main = Screen()

  private init() {}

  /// Pixels per point of the render in progress.
  public var scale: CGFloat { DesignEnvironment.current.screenScale }

  /// The same as ``scale``: a render has no downsampling display.
  public var nativeScale: CGFloat { scale }

  /// The screen's rectangle in points, an iPhone 12–15's portrait screen.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

  /// The screen's rectangle in pixels at ``nativeScale``.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }

  /// A view standing for a still picture of the screen
  /// (`snapshotView(afterScreenUpdates:)`): the screen's size, showing nothing, as a render
  /// has no screen whose contents it could show.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View {
    View(frame: bounds)
  }

  /// The traits of the screen: those of the render in progress.
  public var traitCollection: TraitCollection { TraitCollection.current }
}
