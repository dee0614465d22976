/// How a layer's `contents` image sits in its bounds (`CALayerContentsGravity`). As on
/// iOS, the vertical names follow a y-up axis (Apple: "The naming of contents gravity
/// constants is based on the direction of the vertical axis"), so in a y-down layer
/// `.top` puts the image at the bottom of the bounds and `.bottom` at the top.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = LayerContentsGravity(rawValue: "center")
  public static let top = LayerContentsGravity(rawValue: "top")
  public static let bottom = LayerContentsGravity(rawValue: "bottom")
  public static let left = LayerContentsGravity(rawValue: "left")
  public static let right = LayerContentsGravity(rawValue: "right")
  public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
  public static let topRight = LayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds, the default.
  public static let resize = LayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, centred, keeping its aspect ratio.
  public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to cover the bounds, centred, keeping its aspect ratio.
  public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
}
