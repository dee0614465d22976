import Foundation
import Raster

/// How a layer samples its contents when they are drawn larger or smaller than their
/// pixels (`CALayerContentsFilter`): `.linear` blends neighbouring pixels, `.nearest` takes
/// the nearest one (a QR code or pixel art kept sharp). `.trilinear` draws as `.linear`.
public struct LayerContentsFilter: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = LayerContentsFilter(rawValue: "linear")
  public static let nearest = LayerContentsFilter(rawValue: "nearest")
  public static let trilinear = LayerContentsFilter(rawValue: "trilinear")
}

extension Layer {
  /// The sampling for an image of `size` points drawn into `rect`: the magnification
  /// filter's when it is drawn larger, the minification filter's otherwise.
  func contentsSampling(imageSize size: CGSize, in rect: CGRect) -> ImageInterpolation {
    let magnified = rect.width > size.width || rect.height > size.height
    let filter = magnified ? magnificationFilter : minificationFilter
    return filter == .nearest ? .nearest : .bilinear
  }
}
