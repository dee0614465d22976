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

/// The edges of a layer (`CAEdgeAntialiasingMask`).
public struct EdgeAntialiasingMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let layerLeftEdge = EdgeAntialiasingMask(rawValue: 1 << 0)
  public static let layerRightEdge = EdgeAntialiasingMask(rawValue: 1 << 1)
  public static let layerBottomEdge = EdgeAntialiasingMask(rawValue: 1 << 2)
  public static let layerTopEdge = EdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The pixel format of a layer's drawn content (`CALayerContentsFormat`).
public struct LayerContentsFormat: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let RGBA8Uint = LayerContentsFormat(rawValue: "RGBA8")
  public static let RGBA16Float = LayerContentsFormat(rawValue: "RGBAh")
  public static let gray8Uint = LayerContentsFormat(rawValue: "Gray8")
}
